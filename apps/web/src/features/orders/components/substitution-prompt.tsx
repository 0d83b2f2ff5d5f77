import { formatRand } from '@lekker/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  answerSubstitution,
  customerSubstitutionsKey,
  customerSubstitutionsQuery,
  type Substitution,
} from '@/api/substitutions.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const CLOCK = new Intl.DateTimeFormat('en-ZA', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
  hourCycle: 'h23',
});

/**
 * A grocery order's substitutions on the order page (docs/decisions/070-grocery-substitutions.md): an open proposal to
 * accept or decline within its 3 minutes, and what became of each line with its refund or new total. Refreshed
 * live with the order (its query sits under the order's key).
 */
export function SubstitutionPrompt({ orderId }: { orderId: string }) {
  const t = useT();
  const query = useQuery(customerSubstitutionsQuery(orderId));
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Alert variant="destructive" data-testid="substitutions-error">
        {t('grocery.prompt.loadFailed')}{' '}
        <Button variant="link" size="sm" onClick={() => void query.refetch()}>
          {t('grocery.retry')}
        </Button>
      </Alert>
    );
  const { substitutions, payment_method } = query.data;
  // Not a grocery order, or nothing replaced yet: the card stays away.
  if (!query.data.grocery || substitutions.length === 0) return null;
  return (
    <Card data-testid="substitutions-card">
      <CardHeader>
        <CardTitle as="h2">{t('grocery.prompt.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-4">
          {substitutions.map((s) => (
            <li key={s.id} data-testid="substitution">
              {s.status === 'proposed' ? (
                <OpenProposal orderId={orderId} sub={s} />
              ) : (
                <ClosedLine sub={s} cash={payment_method === 'cash'} />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function OpenProposal({ orderId, sub }: { orderId: string; sub: Substitution }) {
  const t = useT();
  const queryClient = useQueryClient();
  const answer = useMutation({
    mutationFn: (accept: boolean) => answerSubstitution(orderId, sub.id, accept),
    onSuccess: (data) => queryClient.setQueryData(customerSubstitutionsKey(orderId), data),
    onError: () => void queryClient.invalidateQueries({ queryKey: customerSubstitutionsKey(orderId) }),
  });
  const expired = answer.error instanceof ApiError && answer.error.code === 'substitution_expired';
  return (
    <div className="space-y-2 text-sm">
      <p className="font-medium">{t('grocery.prompt.unavailable', { item: sub.original_name })}</p>
      <p>
        {t('grocery.prompt.suggests', {
          replacement: sub.proposed_name ?? '',
          price: formatRand(sub.offered_unit_cents ?? 0),
        })}
      </p>
      <p className="text-muted-foreground">
        {t('grocery.prompt.answerBy', { time: CLOCK.format(new Date(sub.expires_at)) })}
      </p>
      {answer.isError ? (
        <Alert variant="destructive">
          {expired ? t('grocery.prompt.expired') : t('grocery.prompt.answerFailed')}
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => answer.mutate(true)} disabled={answer.isPending}>
          {t('grocery.prompt.accept')}
        </Button>
        <Button variant="outline" onClick={() => answer.mutate(false)} disabled={answer.isPending}>
          {t('grocery.prompt.decline')}
        </Button>
      </div>
    </div>
  );
}

function ClosedLine({ sub, cash }: { sub: Substitution; cash: boolean }) {
  const t = useT();
  const replaced = sub.outcome === 'replaced';
  return (
    <div className="space-y-1 text-sm">
      <p className="font-medium">
        {replaced
          ? t('grocery.prompt.replaced', { item: sub.original_name, replacement: sub.proposed_name ?? '' })
          : t('grocery.prompt.removed', { item: sub.original_name })}
      </p>
      {sub.status === 'expired' ? (
        <p className="text-muted-foreground">{t('grocery.prompt.ruleApplied')}</p>
      ) : null}
      {sub.credit_cents > 0 ? (
        <p data-testid="substitution-refund">
          {cash
            ? t('grocery.prompt.offTotal', { amount: formatRand(sub.credit_cents) })
            : t('grocery.prompt.refund', { amount: formatRand(sub.credit_cents) })}
        </p>
      ) : null}
      {sub.extra_cents > 0 ? (
        <p>{t('grocery.prompt.extra', { amount: formatRand(sub.extra_cents) })}</p>
      ) : null}
    </div>
  );
}
