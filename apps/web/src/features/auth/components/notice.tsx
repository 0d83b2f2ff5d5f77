import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils.ts';

type NoticeProps = {
  tone?: 'info' | 'success' | 'warning';
  title?: string;
  children?: ReactNode;
  className?: string;
};

const TONES = {
  info: { icon: Info, box: 'border-border bg-muted text-foreground' },
  success: { icon: CircleCheck, box: 'border-green-200 bg-green-50 text-green-900' },
  warning: { icon: CircleAlert, box: 'border-amber-300 bg-amber-50 text-amber-950' },
} as const;

/** An inline message box (announced politely when it appears). */
export function Notice({ tone = 'info', title, children, className }: NoticeProps) {
  const { icon: Icon, box } = TONES[tone];
  return (
    <div role="status" className={cn('flex gap-3 rounded-xl border p-3.5 text-sm', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className="space-y-2">{children}</div> : null}
      </div>
    </div>
  );
}
