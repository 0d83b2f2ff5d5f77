import { LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

type SpinnerProps = { className?: string; label?: string };

/** An animated spinner announced to screen readers as a status. */
export function Spinner({ className, label }: SpinnerProps) {
  const t = useT();
  return (
    <span role="status" className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-6 animate-spin text-primary', className)} />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}
