import { TIP_MAX_CENTS } from '@lekker/core/constants';
import { formatRand } from '@lekker/core/money';
import { HandCoins } from 'lucide-react';
import { useId } from 'react';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { TIP_CHOICES, type TipChoice, type TipValues, tipOf } from '../tip-choice.ts';
import { PaymentOption } from './payment-option.tsx';

/**
 * 'Tip your driver' at checkout (docs/decisions/069-driver-tips.md): none, R5, R10, R20 or an own amount up to the
 * cap; all of it goes to the driver. Shows the total with the tip once the order is priced.
 */
export function TipSection({
  values,
  onChange,
  totalCents,
  showError,
}: {
  values: TipValues;
  onChange(values: TipValues): void;
  /** The priced total without the tip; null until priced. */
  totalCents: number | null;
  /** Show a refused own amount's reason (after the customer tried to pay, or left the box). */
  showError: boolean;
}) {
  const t = useT();
  const id = useId();
  const tip = tipOf(values);
  const label = (choice: TipChoice) =>
    choice === 'none'
      ? t('tips.checkout.none')
      : choice === 'own'
        ? t('tips.checkout.own')
        : formatRand(Number(choice));
  const errors = {
    not_a_number: t('tips.error.notANumber'),
    not_whole_cents: t('tips.error.notANumber'),
    negative: t('tips.error.negative'),
    too_high: t('tips.error.tooHigh', { max: formatRand(TIP_MAX_CENTS) }),
  };
  const error = 'problem' in tip && showError ? errors[tip.problem] : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={`${id}-note`}>
      <legend className="mb-1 text-sm font-semibold">{t('tips.checkout.legend')}</legend>
      <p id={`${id}-note`} className="text-xs text-muted-foreground">
        {t('tips.checkout.note')}
      </p>
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {TIP_CHOICES.map((choice) => (
          <PaymentOption
            key={choice}
            name={`${id}-tip`}
            checked={values.tip_choice === choice}
            onSelect={() => onChange({ ...values, tip_choice: choice })}
            icon={choice === 'none' ? null : <HandCoins aria-hidden="true" className="size-4" />}
            label={label(choice)}
          />
        ))}
      </div>
      {values.tip_choice === 'own' ? (
        <FormField label={t('tips.checkout.ownLabel')} hint={t('tips.checkout.ownHint')} error={error}>
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={values.tip_own}
              onChange={(e) => onChange({ ...values, tip_own: e.target.value })}
            />
          )}
        </FormField>
      ) : null}
      {'cents' in tip && tip.cents > 0 ? (
        <p className="text-sm" data-testid="checkout-tip-total">
          {t('tips.checkout.line', { amount: formatRand(tip.cents) })}
          {totalCents !== null
            ? ` · ${t('tips.checkout.total', { amount: formatRand(totalCents + tip.cents) })}`
            : ''}
        </p>
      ) : null}
    </fieldset>
  );
}
