import type { ReactNode } from 'react';
import { Label } from '@/components/ui/label.tsx';
import { cn } from '@/lib/utils.ts';

/** A label over its control, with an optional hint below: the request form's field frame. */
export function LabelledField({
  label,
  htmlFor,
  children,
  className,
  hint,
}: {
  label: ReactNode;
  htmlFor: string;
  children: ReactNode;
  className?: string;
  hint?: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
      {hint}
    </div>
  );
}
