import { MAX_ITEM_QUANTITY } from '@lekker/core/constants';
import { formatRand } from '@lekker/core/money';
import { ITEM_NOTE_MAX_CHARS } from '@lekker/core/text-limits';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useRestaurant } from '@/api/restaurants.ts';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { t as translate } from '@/lib/i18n/i18n.ts';
import { Message } from '@/lib/i18n/message.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCart } from '../cart-store.tsx';
import { type CartMenuItem, useCartActions } from '../hooks/use-cart-actions.ts';
import { readNoteDraft, writeNoteDraft } from '../item-note-drafts.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type CustomizeDialogProps = {
  item: CartMenuItem & { description?: string | null };
  restaurantName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The restaurant whose items (or custom delivery) the cart holds when it is not `restaurantId`, else null. */
function useOtherRestaurant(restaurantId: string): { id: string; name: string } | null {
  const { state } = useCart();
  const otherId = state.items[0]?.restaurant_id ?? (state.delivery_only ? state.restaurant_id : null);
  const other = otherId && otherId !== restaurantId ? otherId : null;
  const restaurant = useRestaurant(other);
  if (!other) return null;
  const storedName = state.restaurant_id === other ? state.restaurant_name : null;
  return { id: other, name: restaurant.data?.name ?? storedName ?? translate('cart.anotherRestaurant') };
}

/**
 * Customize (docs/product.md#cart-rules): quantity (at least 1) and special instructions (2 rows). When the cart holds another
 * restaurant's items it warns by name and asks 'Different Restaurant … Continue?' before replacing them.
 */
export function CustomizeDialog({ item, restaurantName, open, onOpenChange }: CustomizeDialogProps) {
  const id = useId();
  const actions = useCartActions();
  const other = useOtherRestaurant(item.restaurant_id);
  const [quantity, setQuantity] = useState(1);
  // A note typed and left is a draft, there again when the dish is reopened (item-note-drafts.ts).
  const [instructions, setInstructionsState] = useState(() => readNoteDraft(item.id));
  const [confirming, setConfirming] = useState(false);
  const t = useT();

  function setInstructions(text: string) {
    setInstructionsState(text);
    writeNoteDraft(item.id, text);
  }

  function reset() {
    setQuantity(1);
    setConfirming(false);
  }

  function close() {
    onOpenChange(false);
    reset();
  }

  function addToCart() {
    actions.add(item, {
      quantity,
      special_instructions: instructions.trim() ? instructions.trim() : undefined,
      restaurant_name: restaurantName,
    });
    setInstructions('');
    close();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (other) setConfirming(true);
    else addToCart();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent aria-describedby={item.description ? `${id}-description` : undefined}>
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <DialogHeader>
            <DialogTitle>{t('cart.customizeNamed', { name: item.name })}</DialogTitle>
            {item.description ? (
              <DialogDescription id={`${id}-description`}>{item.description}</DialogDescription>
            ) : null}
            <p className="font-semibold text-primary">{formatRand(item.price_cents)}</p>
          </DialogHeader>

          <div className="flex items-center justify-between gap-4">
            <span id={`${id}-quantity`} className="text-sm font-medium">
              {t('cart.quantity')}
            </span>
            <QuantityStepper
              quantity={quantity}
              itemName={item.name}
              min={1}
              onDecrease={() => setQuantity((q) => Math.max(1, q - 1))}
              onIncrease={() => setQuantity((q) => Math.min(MAX_ITEM_QUANTITY, q + 1))}
            />
          </div>

          <div className="space-y-1.5">
            <label htmlFor={`${id}-instructions`} className="text-sm font-medium">
              {t('cart.instructions.label')}
            </label>
            <LimitedTextarea
              id={`${id}-instructions`}
              rows={2}
              maxLength={ITEM_NOTE_MAX_CHARS}
              value={instructions}
              onChange={(event) => setInstructions(event.target.value)}
              placeholder={t('cart.instructions.placeholder')}
            />
          </div>

          {other ? (
            <Alert variant="warning" className="flex gap-2" data-testid="replace-warning">
              <TriangleAlert aria-hidden="true" className="mt-0.5" />
              <p>
                <Message
                  id="cart.replaceWarning"
                  values={{ name: other.name }}
                  elements={{ strongName: <strong>{other.name}</strong> }}
                />
              </p>
            </Alert>
          ) : null}

          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('cart.cancel')}</Button>
            </DialogClose>
            <Button type="submit">
              {t('cart.addToCart', { amount: formatRand(item.price_cents * quantity) })}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent role="alertdialog" showClose={false} className="sm:max-w-md">
          <DialogHeader className="pr-0">
            <DialogTitle>{t('cart.differentRestaurant.title')}</DialogTitle>
            <DialogDescription>{t('cart.differentRestaurant.body')}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">{t('cart.cancel')}</Button>
            </DialogClose>
            <Button onClick={addToCart}>{t('cart.continue')}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Dialog>
  );
}
