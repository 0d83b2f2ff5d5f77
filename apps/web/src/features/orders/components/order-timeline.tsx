import type { Order } from '@lekker/core/contracts/orders';
import { Check, Circle, CircleDot, X } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { buildTimeline, formatTime } from '../order-format.ts';

/** The order's steps with the time each was reached (from the order's events). */
export function OrderTimeline({ order }: { order: Order }) {
  const steps = buildTimeline(order);
  return (
    <ol className="space-y-3" aria-label="Order progress">
      {steps.map((step) => {
        const failed = step.status === 'cancelled' || step.status === 'payment_failed';
        const Icon =
          step.state === 'done' ? Check : failed ? X : step.state === 'current' ? CircleDot : Circle;
        return (
          <li
            key={step.status}
            className="flex items-start gap-3"
            aria-current={step.state === 'current' ? 'step' : undefined}
            data-state={step.state}
          >
            <span
              className={cn(
                'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border',
                step.state === 'done' && 'border-success bg-success text-success-foreground',
                step.state === 'current' && !failed && 'border-primary bg-primary text-primary-foreground',
                step.state === 'current' &&
                  failed &&
                  'border-destructive bg-destructive text-destructive-foreground',
                step.state === 'upcoming' && 'text-muted-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className={cn('font-medium', step.state === 'upcoming' && 'text-muted-foreground')}>
                {step.label}
                <span className="sr-only">
                  {step.state === 'done' ? ' (done)' : step.state === 'current' ? ' (now)' : ' (to come)'}
                </span>
              </p>
              {step.note ? <p className="text-sm text-muted-foreground">{step.note}</p> : null}
            </div>
            {step.at && step.state !== 'upcoming' ? (
              <time dateTime={step.at} className="shrink-0 text-sm text-muted-foreground">
                {formatTime(step.at)}
              </time>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
