import { formatRand } from '@lekker/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { doorPaymentQuery, openDoorPayment } from '@/api/door-payments.ts';
import type { DriverActiveJob } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { toast } from '@/lib/toast.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';

// The QR encoder is fetched only when a driver shows a code.
const DoorPaymentQr = lazy(() => import('./door-payment-qr.tsx'));

const button =
  'min-h-14 w-full rounded-xl text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

/**
 * Pay at the door without cash (docs/decisions/071-cash-order-safety.md): for a cash order on its way,
 * "Customer pays by card" shows a QR code and a short link to a PayFast payment of exactly the order's total. When
 * PayFast's ITN lands the order becomes a card payment: this panel turns green live and no cash is collected.
 */
export function DoorPaymentPanel({ job }: { job: DriverActiveJob }) {
  const t = useT();
  const queryClient = useQueryClient();
  const key = queryKeys.driver.doorPayment(job.order_id);
  const query = useQuery(doorPaymentQuery(job.order_id));
  useRealtimeEvent((event) => {
    if (event.type === 'order.updated' && event.order_id === job.order_id)
      void queryClient.invalidateQueries({ queryKey: key });
  });
  const open = useMutation({
    mutationFn: () => openDoorPayment(job.order_id),
    onSuccess: (data) => queryClient.setQueryData(key, data),
    onError: (error) => toast.error(t('safety.door.openFailed'), { description: error.message }),
  });

  if (query.isPending)
    return (
      <p className="text-sm" role="status">
        {t('safety.door.loading')}
      </p>
    );
  if (query.isError)
    return (
      <Alert variant="destructive" role="alert">
        <p>{t('safety.door.loadFailed')}</p>
        <button type="button" className="mt-2 font-bold underline" onClick={() => void query.refetch()}>
          {t('safety.door.retry')}
        </button>
      </Alert>
    );
  const payment = query.data;
  const amount = formatRand(payment.amount_cents);
  if (payment.state === 'paid')
    return (
      <div
        className="flex items-start gap-3 rounded-xl bg-success p-4 text-success-foreground"
        role="status"
        data-testid="door-payment-paid"
      >
        <CheckCircle2 aria-hidden="true" className="size-8 shrink-0" />
        <div>
          <p className="text-xl font-extrabold">{t('safety.door.paid', { amount })}</p>
          <p className="text-base font-bold">{t('safety.door.noCash')}</p>
        </div>
      </div>
    );
  if (job.payment_method !== 'cash') return null;
  if (payment.state === 'none' || !payment.url)
    return (
      <button
        type="button"
        className={`${button} border-2 border-foreground bg-card`}
        disabled={open.isPending}
        onClick={() => open.mutate()}
      >
        {open.isPending ? t('safety.door.opening') : t('safety.door.open')}
      </button>
    );
  return (
    <div className="space-y-3 rounded-xl border-2 border-foreground p-3" data-testid="door-payment-open">
      <p className="text-base font-bold">{t('safety.door.scan', { amount })}</p>
      <Suspense
        fallback={<div className="mx-auto aspect-square w-full max-w-72 bg-muted" aria-hidden="true" />}
      >
        <DoorPaymentQr url={payment.url} label={t('safety.door.qrLabel', { amount })} />
      </Suspense>
      <p className="text-sm">
        {t('safety.door.orOpen')}{' '}
        <a href={payment.url} className="break-all font-bold underline" data-testid="door-payment-link">
          {payment.url}
        </a>
      </p>
      <p className="text-base font-bold" role="status">
        {t('safety.door.waiting')}
      </p>
    </div>
  );
}
