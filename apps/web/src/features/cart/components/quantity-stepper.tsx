import { MAX_ITEM_QUANTITY } from '@lekker/core/constants';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { cn } from '@/lib/utils.ts';

type QuantityStepperProps = {
  quantity: number;
  /** Name of what is counted, for the buttons' accessible names. */
  itemName: string;
  onDecrease: () => void;
  onIncrease: () => void;
  /** The lowest quantity; at it the minus button is disabled (default: none, so minus at 1 removes). */
  min?: number;
  /** The highest quantity; at it the plus button is disabled (default: MAX_ITEM_QUANTITY, the order limit). */
  max?: number;
  className?: string;
};

/** Minus, the quantity and plus (docs/product.md#cart-rules; the Customize dialog's quantity, min 1). */
export function QuantityStepper({
  quantity,
  itemName,
  onDecrease,
  onIncrease,
  min,
  max = MAX_ITEM_QUANTITY,
  className,
}: QuantityStepperProps) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a form fieldset
    <div
      role="group"
      aria-label={t('cart.quantityOf', { name: itemName })}
      className={cn('flex items-center gap-1', className)}
    >
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        onClick={onDecrease}
        disabled={min !== undefined && quantity <= min}
        aria-label={t('cart.decrease', { name: itemName })}
      >
        <Minus aria-hidden="true" />
      </Button>
      <span aria-live="polite" className="w-8 text-center font-semibold tabular-nums" data-testid="quantity">
        {quantity}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        onClick={onIncrease}
        disabled={quantity >= max}
        title={quantity >= max ? t('cart.atMost', { max }) : undefined}
        aria-label={t('cart.increase', { name: itemName })}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
