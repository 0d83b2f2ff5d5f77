import { ArrowRight, Info } from 'lucide-react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';

/**
 * What is still needed, and 'Proceed to Payment'. The button stays focusable while the request is incomplete
 * (aria-disabled) so pressing it can say what is missing; it is truly disabled only while preparing.
 */
export function ProceedToPayment({
  missing,
  ready,
  busy,
  onProceed,
}: {
  missing: string[];
  ready: boolean;
  busy: boolean;
  onProceed(): void;
}) {
  return (
    <div className="space-y-3">
      {missing.length > 0 ? (
        <Alert variant="warning" role="status" className="flex gap-2" data-testid="missing-hint">
          <Info aria-hidden="true" className="mt-0.5" />
          <p>Still needed: {missing.join(', ')}.</p>
        </Alert>
      ) : null}
      <Button
        type="button"
        size="lg"
        className={cn('w-full sm:w-auto', !ready && 'opacity-60')}
        aria-disabled={!ready || busy}
        disabled={busy}
        onClick={onProceed}
      >
        {busy ? (
          <>
            <Spinner className="size-4 text-current" label="Preparing your request" />
            Preparing...
          </>
        ) : (
          <>
            Proceed to Payment
            <ArrowRight aria-hidden="true" />
          </>
        )}
      </Button>
    </div>
  );
}
