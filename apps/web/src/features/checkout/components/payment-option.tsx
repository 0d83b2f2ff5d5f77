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
