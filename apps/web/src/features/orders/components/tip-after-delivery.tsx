import { TIP_MAX_CENTS, TIP_PRESETS_CENTS } from '@lekker/core/constants';
import type { PaymentForm } from '@lekker/core/contracts/orders';
import { formatRand } from '@lekker/core/money';
import { parseTipRand, TIP_AFTER_MIN_CENTS, tipAfterProblem } from '@lekker/core/tips';
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

type Choice = `${(typeof TIP_PRESETS_CENTS)[number]}` | 'own';
const CHOICES: readonly Choice[] = [...TIP_PRESETS_CENTS.map((c) => `${c}` as Choice), 'own'];

/** The chosen tip in cents, or null while the own amount is no rand amount (core's rule checks the rest). */
function centsOf(choice: Choice, own: string): number | null {
  return choice === 'own' ? parseTipRand(own) : Number(choice);
}

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
  const [choice, setChoice] = useState<Choice>(CHOICES[1]!);
  const [own, setOwn] = useState('');
  const [tried, setTried] = useState(false);
  const start = useMutation({
    mutationFn: (cents: number) => startTipAfter(orderId, cents),
    onSuccess: (result) => onPaymentForm(result.payment),
  });
  const cents = centsOf(choice, own);
  const rule = cents === null ? 'not_a_number' : tipAfterProblem(cents);
  const min = formatRand(TIP_AFTER_MIN_CENTS);
  const problem = rule
    ? {
        not_a_number: t('tips.error.notANumber'),
        not_whole_cents: t('tips.error.notANumber'),
        negative: t('tips.after.tooLow', { min }),
        too_low: t('tips.after.tooLow', { min }),
        too_high: t('tips.error.tooHigh', { max: formatRand(TIP_MAX_CENTS) }),
      }[rule]
    : undefined;
  const serverError = start.error
    ? 'status' in start.error && start.error.status === 409
      ? t('tips.after.error.refused')
      : t('tips.after.error.generic')
    : null;
  const busy = start.isPending || start.isSuccess;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setTried(true);
    if (problem || cents === null) return;
    start.mutate(cents);
  }

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <fieldset className="space-y-2" aria-describedby={`${id}-note`}>
        <legend className="sr-only">{t('tips.after.title')}</legend>
        <p id={`${id}-note`} className="text-sm text-muted-foreground">
          {t('tips.after.note', { driver })}
        </p>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {CHOICES.map((c) => (
            <label
              key={c}
              className="flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent"
            >
              <input
                type="radio"
                name={`${id}-tip`}
                checked={choice === c}
                onChange={() => setChoice(c)}
                className="size-4 accent-primary"
              />
              <HandCoins aria-hidden="true" className="size-4" />
              <span className="text-sm font-medium">
                {c === 'own' ? t('tips.checkout.own') : formatRand(Number(c))}
              </span>
            </label>
          ))}
        </div>
        {choice === 'own' ? (
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
                value={own}
                onChange={(e) => setOwn(e.target.value)}
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
      <Button type="submit" disabled={busy}>
        {busy
          ? t('tips.after.paying')
          : cents !== null && !problem
            ? t('tips.after.pay', { amount: formatRand(cents) })
            : t('tips.after.payPlain')}
      </Button>
    </form>
  );
}
