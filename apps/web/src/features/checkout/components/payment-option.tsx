import { Banknote, CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';

type PaymentOptionProps = {
  name: string;
  checked: boolean;
  onSelect(): void;
  icon: ReactNode;
  label: string;
};

/** One payment method radio (PayFast, Cash on Delivery) as a bordered card. */
export function PaymentOption({ name, checked, onSelect, icon, label }: PaymentOptionProps) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onSelect}
        className="size-4 accent-primary"
      />
      {icon}
      <span className="text-sm font-medium">{label}</span>
    </label>
  );
}

/** The 'Payment method' choice every checkout shows: PayFast (card or Instant EFT) or Cash on Delivery. */
export function PaymentMethodField({
  name,
  value,
  onChange,
}: {
  name: string;
  value: 'payfast' | 'cash';
  onChange(method: 'payfast' | 'cash'): void;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">Payment method</legend>
      <PaymentOption
        name={name}
        checked={value === 'payfast'}
        onSelect={() => onChange('payfast')}
        icon={<CreditCard aria-hidden="true" className="size-5" />}
        label="PayFast (card or Instant EFT)"
      />
      <PaymentOption
        name={name}
        checked={value === 'cash'}
        onSelect={() => onChange('cash')}
        icon={<Banknote aria-hidden="true" className="size-5" />}
        label="Cash on Delivery"
      />
    </fieldset>
  );
}
