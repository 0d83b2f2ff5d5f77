import type { PaymentMethod } from '@lekker/core/contracts/orders';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import type { PlaceOrderStage } from '../hooks/use-order-submission.ts';

/** The checkout's submit button: the pay label, then what is happening while the order is placed or paid. */
export function PlaceOrderButton({
  stage,
  method,
  label,
}: {
  stage: PlaceOrderStage;
  method: PaymentMethod;
  label: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={stage !== 'idle'} className="w-full sm:w-auto">
      {stage === 'placing' ? (
        <>
          <Spinner className="size-4 text-current" label="Working" />
          {method === 'cash' ? 'Placing order…' : 'Preparing payment…'}
        </>
      ) : stage === 'redirecting' ? (
        'Redirecting to PayFast…'
      ) : (
        label
      )}
    </Button>
  );
}
