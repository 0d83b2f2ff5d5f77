// A textarea that holds no more than its contract keeps (docs/decisions/055-human-errors-and-text-limits.md): the
// limit comes from core/text-limits.ts, a counter shows what is left, and reaching it is announced once.
import type { ComponentProps } from 'react';
import { Textarea } from '@/components/ui/textarea.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

type LimitedTextareaProps = Omit<ComponentProps<'textarea'>, 'maxLength' | 'value'> & {
  id: string;
  value: string;
  /** The contract's limit, from @lekker/core/text-limits. */
  maxLength: number;
  /** A message under the box (a server's word about this field), which marks it invalid. */
  error?: string | undefined;
  /** Classes of the box and counter together (the textarea's own go in `className`). */
  containerClassName?: string;
};

/** "12 / 500": characters as the browser counts them for `maxLength`. */
export function counterText(length: number, max: number): string {
  return `${length.toLocaleString('en-ZA')} / ${max.toLocaleString('en-ZA')}`;
}

export function LimitedTextarea({
  id,
  value,
  maxLength,
  error,
  className,
  containerClassName,
  'aria-describedby': describedBy,
  ...props
}: LimitedTextareaProps) {
  const full = value.length >= maxLength;
  const t = useT();
  const ids = [describedBy, `${id}-count`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1', containerClassName)}>
      <Textarea
        {...props}
        id={id}
        value={value}
        maxLength={maxLength}
        aria-describedby={ids}
        aria-invalid={error ? true : props['aria-invalid']}
        className={cn(error && 'border-destructive', className)}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <p id={`${id}-error`} className="min-w-0 font-medium text-destructive" hidden={!error}>
          {error}
        </p>
        <p
          id={`${id}-count`}
          className={cn(
            'ml-auto shrink-0 tabular-nums text-muted-foreground',
            full && 'font-medium text-foreground',
          )}
          data-testid="char-count"
        >
          <span className="sr-only">{t('textarea.used')} </span>
          {counterText(value.length, maxLength)}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        {full ? t('textarea.full', { max: maxLength }) : ''}
      </p>
    </div>
  );
}
