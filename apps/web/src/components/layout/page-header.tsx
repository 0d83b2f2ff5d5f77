import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

type PageHeaderProps = {
  title: string;
  description?: ReactNode;
  /** Extra content under the description (links, badges). */
  children?: ReactNode;
  className?: string;
};

/** The page's single h1 with a short description of what the page is for. */
export function PageHeader({ title, description, children, className }: PageHeaderProps) {
  return (
    <div className={cn('space-y-2', className)}>
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      {description ? <p className="max-w-2xl text-muted-foreground">{description}</p> : null}
      {children}
    </div>
  );
}
