import { useParams } from 'react-router';
import { submitPaymentForm } from '@/features/checkout/submit-payment-form.ts';
import { PayAtDoorView } from '@/features/orders/components/pay-at-door-view.tsx';

/** /pay/<token>: pay a cash order at the door by card (the driver's QR code; decision 071). */
export function PayAtDoorPage() {
  const { token = '' } = useParams();
  return <PayAtDoorView token={token} onPaymentForm={(form) => submitPaymentForm(form)} />;
}

export { PayAtDoorPage as Component };
