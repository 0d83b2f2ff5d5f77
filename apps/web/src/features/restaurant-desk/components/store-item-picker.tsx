import { formatRand } from '@lekker/core/money';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { storeItemsQuery } from '@/api/substitutions.ts';
import type { ControlProps } from '@/components/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** A small searchable list of the store's items (searched on the server, 50 at most shown), one to pick. */
export function StoreItemPicker(props: {
  control: ControlProps;
  storeId: string;
  excludeName: string;
  picked: string | null;
  pickedName: string | null;
  onPick(id: string): void;
}) {
  const t = useT();
  const [text, setText] = useState(props.pickedName ?? '');
  const q = useDeferredValue(text.trim());
  const items = useQuery(storeItemsQuery(props.storeId, q));
  const rows = (items.data?.items ?? []).filter((i) => i.name !== props.excludeName).slice(0, 8);
  return (
    <div className="space-y-2">
      <Input
        {...props.control}
        type="search"
        value={text}
        placeholder={t('grocery.picker.placeholder')}
        onChange={(e) => setText(e.target.value)}
      />
      {items.isPending ? (
        <p className="text-xs text-muted-foreground">{t('grocery.picker.loading')}</p>
      ) : null}
      {items.isError ? <p className="text-xs text-destructive">{t('grocery.picker.failed')}</p> : null}
      {items.isSuccess && rows.length === 0 ? (
        <p className="text-xs text-muted-foreground">{t('grocery.picker.none')}</p>
      ) : null}
      <div role="radiogroup" aria-label={t('grocery.picker.results')} className="space-y-1">
        {rows.map((item) => (
          <label key={item.id} className="flex cursor-pointer items-center gap-2">
            <input
              type="radio"
              name={`pick-${props.control.id}`}
              checked={props.picked === item.id}
              onChange={() => props.onPick(item.id)}
            />
            <span>{item.name}</span>
            <span className="text-muted-foreground">{formatRand(item.price_cents)}</span>
          </label>
        ))}
      </div>
    </div>
  );
}
