import { type ReactElement, useId } from 'react';
import { cn } from '@/lib/utils.ts';

export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FormFieldProps = {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** Renders the control with the id and ARIA links it needs. */
  children: (control: ControlProps) => ReactElement;
};

/**
 * Label, control, hint and error wired together for screen readers: the label names the control, the hint and
 * the error describe it, and an error marks it invalid. The control is any input, select or textarea.
 */
export function FormField({ label, hint, error, className, children }: FormFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const selectClass =
  'flex h-10 w-full min-w-0 appearance-none rounded-full border border-input bg-card px-4 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive';
