import { formatRand } from '@lekker/core/money';
import { Percent, Plus } from 'lucide-react';
import { useState } from 'react';
import {
  type Promotion,
  type PromotionAction,
  usePromotionAction,
  useVenuePromotions,
} from '@/api/venue-promotions.ts';
import { useVenueDishes } from '@/api/venue-stories.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { toast } from '@/lib/toast.ts';
import { promotionTerms, STATE_LABELS } from '../promotion-form.ts';
import { PromotionEditor } from './promotion-editor.tsx';

export const NO_PROMOTIONS_TEXT =
  'No promotions yet. Create one to bring customers in: a lunch special, a happy hour or a deal on a dish.';

const STATE_VARIANT: Record<Promotion['state'], 'success' | 'accent' | 'muted' | 'outline'> = {
  live: 'success',
  scheduled: 'accent',
  off_hours: 'outline',
  paused: 'muted',
  ended: 'muted',
};

const DONE: Record<PromotionAction, string> = {
  pause: 'Promotion paused',
  resume: 'Promotion running again',
  end: 'Promotion ended',
};

function PromotionRow({
  venueId,
  promotion: p,
  dishName,
  onEdit,
}: {
  venueId: string;
  promotion: Promotion;
  dishName: (id: string) => string | undefined;
  onEdit(): void;
}) {
  const action = usePromotionAction(venueId);
  const run = (a: PromotionAction) =>
    action.mutate(
      { id: p.id, action: a },
      {
        onSuccess: () => toast.success(DONE[a]),
        onError: (error) => toast.error(error.message),
      },
    );
  const ended = p.state === 'ended';
  return (
    <li className="space-y-2 py-4" data-testid="promotion">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{p.name}</h3>
        <Badge variant="destructive">
          <Percent aria-hidden="true" />
          {p.label}
        </Badge>
        <Badge variant={STATE_VARIANT[p.state]} data-testid="promotion-state">
          {STATE_LABELS[p.state]}
        </Badge>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {promotionTerms(p, dishName).map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p className="text-sm" data-testid="promotion-uses">
        Used on {p.redemptions} {p.redemptions === 1 ? 'order' : 'orders'} ·{' '}
        {formatRand(p.discount_given_cents)} given
      </p>
      {ended ? null : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="outline" onClick={onEdit}>
            Edit<span className="sr-only"> {p.name}</span>
          </Button>
          {p.status === 'paused' ? (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run('resume')}>
              Resume<span className="sr-only"> {p.name}</span>
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => run('pause')}>
              Pause<span className="sr-only"> {p.name}</span>
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            disabled={action.isPending}
            onClick={() => {
              if (window.confirm(`End ${p.name}? Customers no longer get it, and it cannot be restarted.`))
                run('end');
            }}
          >
            End<span className="sr-only"> {p.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * The portal's promotions (docs/product.md#promotions): the venue's promotions with their state, terms and uses;
 * create, edit, pause, resume and end. The venue pays for them; checkout prices them on the server.
 */
export function PromotionsManager({ venueId }: { venueId: string }) {
  const promotions = useVenuePromotions(venueId);
  const dishes = useVenueDishes(venueId);
  const [editing, setEditing] = useState<Promotion | 'new' | null>(null);
  const dishName = (id: string) => dishes.data?.find((d) => d.id === id)?.name;

  return (
    <div className="space-y-6">
      {editing ? (
        <Card>
          <CardContent className="pt-6">
            <PromotionEditor
              key={editing === 'new' ? 'new' : editing.id}
              venueId={venueId}
              editing={editing === 'new' ? null : editing}
              onDone={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      ) : (
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          New promotion
        </Button>
      )}
      <section aria-labelledby="promotions-list-title" className="space-y-2">
        <h2 id="promotions-list-title" className="text-lg font-bold">
          Your promotions
        </h2>
        <p className="text-sm text-muted-foreground">
          You fund your promotions: the discount comes off your food sales on your statement, and commission
          is charged on what remains. One promotion per order, the best for the customer.
        </p>
        <QueryState
          query={promotions}
          errorText="We could not load your promotions."
          isEmpty={(list) => list.length === 0}
          empty={<p className="rounded-card border border-dashed p-4 text-sm">{NO_PROMOTIONS_TEXT}</p>}
        >
          {(list) => (
            <ul className="divide-y rounded-card border bg-card px-4">
              {list.map((p) => (
                <PromotionRow
                  key={p.id}
                  venueId={venueId}
                  promotion={p}
                  dishName={dishName}
                  onEdit={() => setEditing(p)}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </div>
  );
}
