import type { CartItem } from '@lekker/core/cart';
import { formatRand } from '@lekker/core/money';
import { DEFAULT_SUBSTITUTION_PREFERENCE, type SubstitutionPreference } from '@lekker/core/substitution';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { storeItemsQuery } from '@/api/substitutions.ts';
import { FormField } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { NativeSelect } from '@/components/ui/native-select.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useCart } from '../cart-store.tsx';

/**
 * A grocery line's rule if the store cannot pack it (docs/decisions/070-grocery-substitutions.md): best match (the
 * default), one of the store's items instead (searched on the server), or a refund.
 */
export function SubstitutionChoice({ item }: { item: CartItem }) {
  const t = useT();
  const { dispatch } = useCart();
  const preference = item.substitution?.preference ?? DEFAULT_SUBSTITUTION_PREFERENCE;
  const set = (next: SubstitutionPreference, pick?: { id: string; name: string }) =>
    dispatch({
      type: 'setSubstitution',
      id: item.id,
      substitution: { preference: next, item_id: pick?.id ?? null, item_name: pick?.name ?? null },
    });
  return (
    <div className="space-y-2 px-4 pb-4 text-sm" data-testid="substitution-choice">
      <FormField label={t('grocery.choice.label')}>
        {(control) => (
          <NativeSelect
            {...control}
            value={preference}
            onChange={(e) => set(e.target.value as SubstitutionPreference)}
          >
            <option value="best_match">{t('grocery.choice.bestMatch.option')}</option>
            <option value="this_instead">{t('grocery.choice.thisInstead.option')}</option>
            <option value="refund">{t('grocery.choice.refund.option')}</option>
          </NativeSelect>
        )}
      </FormField>
      {preference === 'this_instead' ? (
        <InsteadPicker item={item} onPick={(pick) => set('this_instead', pick)} />
      ) : null}
    </div>
  );
}

function InsteadPicker({
  item,
  onPick,
}: {
  item: CartItem;
  onPick(pick: { id: string; name: string }): void;
}) {
  const t = useT();
  const [text, setText] = useState(item.substitution?.item_name ?? '');
  const q = useDeferredValue(text.trim());
  const found = useQuery(storeItemsQuery(item.restaurant_id, q));
  const rows = (found.data?.items ?? []).filter((i) => i.id !== item.id).slice(0, 6);
  return (
    <FormField label={t('grocery.choice.pick')}>
      {(control) => (
        <div className="space-y-1">
          <Input
            {...control}
            type="search"
            value={text}
            placeholder={t('grocery.choice.pickPlaceholder')}
            onChange={(e) => setText(e.target.value)}
          />
          {found.isSuccess && rows.length === 0 ? (
            <p className="text-xs text-muted-foreground">{t('grocery.choice.pickNone')}</p>
          ) : null}
          {found.isError ? <p className="text-xs text-destructive">{t('grocery.choice.pickNone')}</p> : null}
          {rows.map((row) => (
            <label key={row.id} className="flex cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`instead-${item.id}`}
                checked={item.substitution?.item_id === row.id}
                onChange={() => onPick({ id: row.id, name: row.name })}
              />
              <span>{row.name}</span>
              <span className="text-muted-foreground">{formatRand(row.price_cents)}</span>
            </label>
          ))}
        </div>
      )}
    </FormField>
  );
}
