import { CASH_SHIELD_ANY_ORDER_CENTS, CASH_SHIELD_FIRST_ORDER_CENTS } from '@lekker/core/cash-shield';
import { formatRand } from '@lekker/core/money';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/**
 * The risk shield's refusal at checkout (docs/decisions/071-cash-order-safety.md): a large cash order needs a
 * verified phone. The phone is verified with the profile's one-time code (decision 058); or the customer pays by card.
 */
export function CashShieldNotice({ onPayByCard }: { onPayByCard(): void }) {
  const t = useT();
  return (
    <Alert role="alert" className="space-y-2" data-testid="cash-shield">
      <p className="font-bold">{t('safety.shield.title')}</p>
      <p className="text-sm">
        {t('safety.shield.body', {
          first: formatRand(CASH_SHIELD_FIRST_ORDER_CENTS),
          any: formatRand(CASH_SHIELD_ANY_ORDER_CENTS),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" onClick={onPayByCard}>
          {t('safety.shield.card')}
        </Button>
        <Button asChild size="sm" variant="outline">
          <Link to="/profile">{t('safety.shield.verify')}</Link>
        </Button>
      </div>
    </Alert>
  );
}
