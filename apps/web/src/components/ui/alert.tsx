import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils.ts';

export const alertVariants = cva('rounded-xl border p-4 text-sm [&_svg]:size-4 [&_svg]:shrink-0', {
  variants: {
    variant: {
      info: 'border-border bg-muted text-foreground',
      warning: 'border-amber-300 bg-secondary text-secondary-foreground',
      destructive: 'border-red-200 bg-red-50 text-red-900',
      success: 'border-green-200 bg-green-50 text-green-900',
    },
  },
  defaultVariants: { variant: 'info' },
});

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/** A boxed message. Pass role="alert" (urgent) or role="status" (polite) when it appears after an action. */
export function Alert({ className, variant, ...props }: AlertProps) {
  return <div className={cn(alertVariants({ variant }), className)} {...props} />;
}
