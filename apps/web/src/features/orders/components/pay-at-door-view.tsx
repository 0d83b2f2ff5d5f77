import type { PaymentForm } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { payAtDoorForm, payAtDoorQuery } from '@/api/door-payments.ts';
import { DocumentTitle } from '@/components/layout/document-title.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The page the customer opens from the driver's QR code (/pay/<token>, decision 071): the order and its exact total,
 * and "Pay by card" to PayFast. PayFast returns here; only its ITN marks it paid, so the page waits for that.
 * No sign-in: the link is the secret, and the page shows nothing personal.
 */
export function PayAtDoorView({
  token,
  onPaymentForm,
}: {
  token: string;
  /** Posts the form to PayFast (the page passes the checkout's submitPaymentForm). */
  onPaymentForm(form: PaymentForm): void;
}) {
  const t = useT();
  const query = useQuery(payAtDoorQuery(token));
  const pay = useMutation({
    mutationFn: () => payAtDoorForm(token),
    onSuccess: (form) => onPaymentForm(form),
  });

  return (
    <div className="mx-auto max-w-md space-y-4">
      <DocumentTitle title={t('safety.pay.title')} />
      <h1 className="text-2xl font-extrabold">{t('safety.pay.title')}</h1>
      {query.isPending ? (
        <p role="status">{t('safety.pay.loading')}</p>
      ) : query.isError ? (
        <Alert variant="destructive" role="alert">
          {t('safety.pay.unknown')}
        </Alert>
      ) : (
        <section className="space-y-3 rounded-2xl border-2 border-foreground bg-card p-4">
          <p className="text-base">
            {t('safety.pay.order', { number: query.data.order_number, venue: query.data.venue_name })}
          </p>
          <p className="text-3xl font-extrabold" data-testid="pay-at-door-amount">
            {formatRand(query.data.amount_cents)}
          </p>
          {query.data.state === 'paid' ? (
            <p
              className="flex items-center gap-2 rounded-xl bg-success p-3 text-lg font-extrabold text-success-foreground"
              role="status"
            >
              <CheckCircle2 aria-hidden="true" className="size-6" /> {t('safety.pay.paid')}
            </p>
          ) : query.data.state === 'closed' ? (
            <Alert role="status">{t('safety.pay.closed')}</Alert>
          ) : (
            <>
              <p className="text-sm">{t('safety.pay.explain')}</p>
              {pay.isError ? (
                <Alert variant="destructive" role="alert">
                  {t('safety.pay.failed')}
                </Alert>
              ) : null}
              <Button
                type="button"
                className="min-h-12 w-full text-lg font-bold"
                disabled={pay.isPending}
                onClick={() => pay.mutate()}
              >
                {pay.isPending
                  ? t('safety.pay.opening')
                  : t('safety.pay.button', { amount: formatRand(query.data.amount_cents) })}
              </Button>
            </>
          )}
        </section>
      )}
    </div>
  );
}
