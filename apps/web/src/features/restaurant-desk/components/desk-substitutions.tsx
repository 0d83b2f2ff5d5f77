import { formatRand } from '@lekker/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  deskSubstitutionsKey,
  deskSubstitutionsQuery,
  type OrderSubstitutions,
  proposeSubstitution,
  type Substitution,
} from '@/api/substitutions.ts';
import { FormField } from '@/components/form-field.tsx';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';
import { StoreItemPicker } from './store-item-picker.tsx';

type Line = OrderSubstitutions['lines'][number];

/**
 * While a grocery order is packed (docs/decisions/070-grocery-substitutions.md): per line "Unavailable", then a
 * replacement from the store (the customer's "this instead" preselected) or "Refund it"; the customer's answer
 * arrives live.
 */
export function DeskSubstitutions({ venueId, orderId }: { venueId: string; orderId: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  const query = useQuery(deskSubstitutionsQuery(orderId));
  useRealtimeEvent((event) => {
    if (event.type === 'order.updated' && event.order_id === orderId)
      void queryClient.invalidateQueries({ queryKey: deskSubstitutionsKey(orderId) });
  });
  if (query.isPending) return <p className="text-sm text-muted-foreground">{t('grocery.desk.loading')}</p>;
  if (query.isError)
    return (
      <Alert variant="destructive">
        {t('grocery.desk.loadFailed')}{' '}
        <Button variant="link" size="sm" onClick={() => void query.refetch()}>
          {t('grocery.desk.retry')}
        </Button>
      </Alert>
    );
  if (!query.data.grocery) return null;
  const byLine = new Map<string, Substitution>();
  // Newest first: the line's latest substitution wins.
  for (const s of query.data.substitutions) if (!byLine.has(s.order_item_id)) byLine.set(s.order_item_id, s);
  return (
    <section className="space-y-2 border-t border-border pt-4" data-testid="desk-substitutions">
      <h3 className="font-semibold">{t('grocery.desk.title')}</h3>
      {query.data.lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('grocery.desk.empty')}</p>
      ) : (
        <ul className="space-y-3 text-sm">
          {query.data.lines.map((line) => (
            <DeskLine
              key={line.order_item_id}
              venueId={venueId}
              orderId={orderId}
              line={line}
              sub={byLine.get(line.order_item_id)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function choiceText(t: ReturnType<typeof useT>, line: Line) {
  if (line.preference === 'refund') return t('grocery.choice.refund');
  if (line.preference === 'this_instead' && line.substitute_name)
    return t('grocery.choice.thisInsteadNamed', { name: line.substitute_name });
  return t('grocery.choice.bestMatch');
}

function DeskLine(props: { venueId: string; orderId: string; line: Line; sub: Substitution | undefined }) {
  const { venueId, orderId, line, sub } = props;
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(line.substitute_item_id);
  const propose = useMutation({
    mutationFn: (itemId: string | null) => proposeSubstitution(orderId, line.order_item_id, itemId),
    onSuccess: (data) => {
      queryClient.setQueryData(deskSubstitutionsKey(orderId), data);
      setOpen(false);
    },
  });
  return (
    <li className="space-y-1" data-testid="desk-substitution-line">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-semibold">{line.quantity}×</span> {line.name}{' '}
          <span className="text-muted-foreground">({choiceText(t, line)})</span>
        </span>
        {!sub && !open ? (
          <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
            {t('grocery.desk.unavailable')}
          </Button>
        ) : null}
      </div>
      {sub ? <p className="text-muted-foreground">{statusText(t, sub)}</p> : null}
      {open && !sub ? (
        <div className="space-y-2 rounded-md border border-border p-3">
          <FormField label={t('grocery.desk.pickLabel')}>
            {(control) => (
              <StoreItemPicker
                control={control}
                storeId={venueId}
                excludeName={line.name}
                picked={picked}
                pickedName={picked === line.substitute_item_id ? line.substitute_name : null}
                onPick={setPicked}
              />
            )}
          </FormField>
          {propose.isError ? <Alert variant="destructive">{t('grocery.desk.failed')}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={!picked || propose.isPending} onClick={() => propose.mutate(picked)}>
              {t('grocery.desk.propose')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={propose.isPending}
              onClick={() => propose.mutate(null)}
            >
              {t('grocery.desk.refund')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              {t('grocery.desk.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}

function statusText(t: ReturnType<typeof useT>, sub: Substitution) {
  const replacement = sub.proposed_name ?? '';
  const money =
    sub.credit_cents > 0 ? ` ${t('grocery.desk.credit', { amount: formatRand(sub.credit_cents) })}` : '';
  switch (sub.status) {
    case 'proposed':
      return t('grocery.desk.waiting', { replacement });
    case 'accepted':
      return t('grocery.desk.accepted', { replacement }) + money;
    case 'declined':
      return t('grocery.desk.declined') + money;
    case 'expired':
      return (
        (sub.outcome === 'replaced'
          ? t('grocery.desk.expiredReplaced', { replacement })
          : t('grocery.desk.expiredRemoved')) + money
      );
    default:
      return t('grocery.desk.removed') + money;
  }
}
