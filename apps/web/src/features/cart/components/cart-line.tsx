import type { CartItem } from '@lekker/core/cart';
import { formatRand } from '@lekker/core/money';
import { ITEM_NOTE_MAX_CHARS } from '@lekker/core/text-limits';
import { NotebookPen, Trash2, TriangleAlert } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import type { CartIssue } from '../cart-reconcile.ts';
import { useCartActions } from '../hooks/use-cart-actions.ts';
import { QuantityStepper } from './quantity-stepper.tsx';

type CartLineProps = { item: CartItem; issue?: CartIssue };

/**
 * The per-item note: shown, and edited in place. What is typed goes into the cart as it is typed, so leaving for
 * checkout (or another page) with the box open keeps it; Cancel puts back the note as it was.
 */
function ItemNote({ item }: { item: CartItem }) {
  const id = useId();
  const actions = useCartActions();
  const t = useT();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.special_instructions ?? '');
  const [before, setBefore] = useState(item.special_instructions ?? '');

  function change(next: string) {
    setText(next);
    actions.setInstructions(item.id, next.trim());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    actions.setInstructions(item.id, text.trim());
    setEditing(false);
  }

  if (editing) {
    return (
      <form onSubmit={onSubmit} className="space-y-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t('cart.note.label', { name: item.name })}
        </label>
        <LimitedTextarea
          id={id}
          rows={2}
          maxLength={ITEM_NOTE_MAX_CHARS}
          value={text}
          onChange={(event) => change(event.target.value)}
          placeholder={t('cart.instructions.placeholder')}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm">
            {t('cart.note.save')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setText(before);
              actions.setInstructions(item.id, before);
              setEditing(false);
            }}
          >
            {t('cart.cancel')}
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {item.special_instructions ? (
        <p className="min-w-0 wrap-anywhere text-muted-foreground">
          <span className="font-medium text-foreground">{t('cart.note.shown')} </span>
          {item.special_instructions}
        </p>
      ) : null}
      <Button
        variant="link"
        size="sm"
        className="h-auto"
        onClick={() => {
          setText(item.special_instructions ?? '');
          setBefore(item.special_instructions ?? '');
          setEditing(true);
        }}
        aria-label={t(item.special_instructions ? 'cart.note.editNamed' : 'cart.note.addNamed', {
          name: item.name,
        })}
      >
        <NotebookPen aria-hidden="true" />
        {t(item.special_instructions ? 'cart.note.edit' : 'cart.note.add')}
      </Button>
    </div>
  );
}

function IssueText({ issue }: { issue: CartIssue }) {
  const t = useT();
  return (
    <p className="flex items-start gap-1.5 text-sm font-medium text-destructive" role="status">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {issue.kind === 'unavailable'
        ? t('cart.issue.unavailable')
        : t('cart.issue.price', { was: formatRand(issue.was_cents), now: formatRand(issue.now_cents) })}
    </p>
  );
}

/** One cart item: name, unit price, minus and plus, remove, the note and any change since it was added. */
export function CartLine({ item, issue }: CartLineProps) {
  const actions = useCartActions();
  const t = useT();
  return (
    <li className="space-y-2 p-4" data-testid="cart-line">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere">{item.name}</h3>
          <p className="text-sm text-muted-foreground">
            {t('cart.line.each', { price: formatRand(item.price_cents) })}
          </p>
        </div>
        <p className="shrink-0 font-semibold tabular-nums">{formatRand(item.price_cents * item.quantity)}</p>
      </div>
      {issue ? <IssueText issue={issue} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityStepper
          quantity={item.quantity}
          itemName={item.name}
          onDecrease={() => actions.setQuantity(item.id, item.quantity - 1)}
          onIncrease={() => actions.setQuantity(item.id, item.quantity + 1)}
        />
        <Button
          variant="ghost"
          size="sm"
          onClick={() => actions.remove(item.id)}
          aria-label={t('cart.removeNamed', { name: item.name })}
        >
          <Trash2 aria-hidden="true" />
          {t('cart.remove')}
        </Button>
      </div>
      <ItemNote item={item} />
    </li>
  );
}
