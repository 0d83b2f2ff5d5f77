import { TIP_MAX_CENTS } from '@lekker/core/constants';
import type { PaymentForm } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { TIP_AFTER_MIN_CENTS } from '@lekker/core/tips';
import { useMutation, useQuery } from '@tanstack/react-query';
import { HandCoins } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { startTipAfter, tipAfterQueryOptions } from '@/api/tips-after.ts';
import { FormField } from '@/components/form-field.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { PaymentOption } from '@/features/checkout/components/payment-option.tsx';
import { TIP_CHOICES, type TipChoice, type TipValues, tipOf } from '@/features/checkout/tip-choice.ts';
import { useT } from '@/lib/i18n/use-t.ts';

/** While PayFast has not yet confirmed a tip the customer came back from, ask again at this pace. */
const CONFIRM_POLL_MS = 3_000;

/**
 * 'Tip your driver' on a delivered order's page (docs/decisions/069-driver-tips.md): up to 24 hours after a delivery
 * by a driver, R5, R10, R20 or an own amount, paid with PayFast as a payment of its own; then the thanks.
 */
export function TipAfterDelivery({
  orderId,
  onPaymentForm,
}: {
  orderId: string;
  onPaymentForm(form: PaymentForm): void;
}) {
  const t = useT();
  const [params] = useSearchParams();
  const returned = params.get('tip');
  const query = useQuery({
    ...tipAfterQueryOptions(orderId),
    refetchInterval: (q) =>
      returned === 'returned' && q.state.data?.tip?.status === 'pending' ? CONFIRM_POLL_MS : false,
  });

  if (query.isPending)
    return (
      <TipCard>
        <Skeleton className="h-10 w-full" aria-label={t('tips.after.loading')} />
      </TipCard>
    );
  if (query.isError)
    return (
      <TipCard>
        <p role="alert" className="text-sm">
          {t('tips.after.loadError')}{' '}
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t('tips.after.retry')}
          </Button>
        </p>
      </TipCard>
    );
  const state = query.data;
  // No driver brought it (or it is not delivered): nothing to show.
  if (!state.closes_at) return null;
  const driver = state.driver_name ?? t('tips.after.yourDriver');
  const tip = state.tip;
  if (tip?.status === 'paid')
    return (
      <TipCard>
        <p className="text-sm" data-testid="tip-after-thanks">
          {t('tips.after.thanks', { amount: formatRand(tip.amount_cents), driver })}
        </p>
      </TipCard>
    );
  if (!state.can_tip)
    return (
      <TipCard>
        <p className="text-sm text-muted-foreground">{t('tips.after.closed')}</p>
      </TipCard>
    );
  return (
    <TipCard>
      {tip?.status === 'pending' && returned === 'returned' ? (
        <p className="mb-3 text-sm" role="status">
          {t('tips.after.waiting', { amount: formatRand(tip.amount_cents) })}
        </p>
      ) : null}
      {tip?.status === 'failed' ? (
        <p className="mb-3 text-sm" role="status">
          {t('tips.after.failed')}
        </p>
      ) : null}
      {returned === 'cancelled' && tip?.status !== 'failed' ? (
        <p className="mb-3 text-sm" role="status">
          {t('tips.after.cancelled')}
        </p>
      ) : null}
      <TipAfterForm orderId={orderId} driver={driver} onPaymentForm={onPaymentForm} />
    </TipCard>
  );
}

function TipCard({ children }: { children: React.ReactNode }) {
  const t = useT();
  return (
    <Card data-testid="tip-after-card">
      <CardHeader>
        <CardTitle as="h2">{t('tips.after.title')}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const AFTER_CHOICES = TIP_CHOICES.filter((c) => c !== 'none');

function TipAfterForm({
  orderId,
  driver,
  onPaymentForm,
}: {
  orderId: string;
  driver: string;
  onPaymentForm(form: PaymentForm): void;
}) {
  const t = useT();
  const id = useId();
  const [values, setValues] = useState<TipValues>({ tip_choice: AFTER_CHOICES[1]!, tip_own: '' });
  const [tried, setTried] = useState(false);
  const start = useMutation({
    mutationFn: (cents: number) => startTipAfter(orderId, cents),
    onSuccess: (result) => onPaymentForm(result.payment),
  });
  const chosen = tipOf(values);
  const tooLow = 'cents' in chosen && chosen.cents < TIP_AFTER_MIN_CENTS;
  const problem =
    'problem' in chosen
      ? {
          not_a_number: t('tips.error.notANumber'),
          not_whole_cents: t('tips.error.notANumber'),
          negative: t('tips.after.tooLow', { min: formatRand(TIP_AFTER_MIN_CENTS) }),
          too_high: t('tips.error.tooHigh', { max: formatRand(TIP_MAX_CENTS) }),
        }[chosen.problem]
      : tooLow
        ? t('tips.after.tooLow', { min: formatRand(TIP_AFTER_MIN_CENTS) })
        : undefined;
  const label = (choice: TipChoice) =>
    choice === 'own' ? t('tips.checkout.own') : formatRand(Number(choice));
  const serverError = start.error
    ? 'status' in start.error && start.error.status === 409
      ? t('tips.after.error.refused')
      : t('tips.after.error.generic')
    : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || !('cents' in chosen)) return;
    start.mutate(chosen.cents);
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <fieldset className="space-y-2" aria-describedby={`${id}-note`}>
        <legend className="sr-only">{t('tips.after.title')}</legend>
        <p id={`${id}-note`} className="text-sm text-muted-foreground">
          {t('tips.after.note', { driver })}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {AFTER_CHOICES.map((choice) => (
            <PaymentOption
              key={choice}
              name={`${id}-tip`}
              checked={values.tip_choice === choice}
              onSelect={() => setValues({ ...values, tip_choice: choice })}
              icon={<HandCoins aria-hidden="true" className="size-4" />}
              label={label(choice)}
            />
          ))}
        </div>
        {values.tip_choice === 'own' ? (
          <FormField
            label={t('tips.checkout.ownLabel')}
            hint={t('tips.checkout.ownHint')}
            error={tried ? problem : undefined}
          >
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                value={values.tip_own}
                onChange={(e) => setValues({ ...values, tip_own: e.target.value })}
              />
            )}
          </FormField>
        ) : null}
      </fieldset>
      {serverError ? (
        <p role="alert" className="text-sm text-destructive">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" disabled={start.isPending || start.isSuccess}>
        {start.isPending || start.isSuccess
          ? t('tips.after.paying')
          : 'cents' in chosen && !tooLow
            ? t('tips.after.pay', { amount: formatRand(chosen.cents) })
            : t('tips.after.payPlain')}
      </Button>
    </form>
  );
}
