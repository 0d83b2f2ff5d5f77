import type { PaymentMethod } from '@lekker/core/contracts/orders';
import { useId } from 'react';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * "Leave at the door if I don't answer" (docs/product.md#leave-at-the-door): for card and EFT orders only, as a
 * cash order needs someone at the door to take the cash (the server stores it for paid orders only).
 */
export function LeaveAtDoorField({
  method,
  checked,
  onChange,
}: {
  method: PaymentMethod;
  checked: boolean;
  onChange(checked: boolean): void;
}) {
  const t = useT();
  const id = useId();
  const cash = method === 'cash';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm">
        <input
          id={id}
          type="checkbox"
          className="size-4 accent-primary"
          checked={checked && !cash}
          disabled={cash}
          aria-describedby={cash ? `${id}-hint` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('doorstep.checkout.leaveAtDoor')}
      </label>
      {cash ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t('doorstep.checkout.cashHint')}
        </p>
      ) : null}
    </div>
  );
}
