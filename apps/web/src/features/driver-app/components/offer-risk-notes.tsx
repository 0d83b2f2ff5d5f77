import type { RiskNote } from '@lekker/core/risk-notes';
import { ShieldAlert } from 'lucide-react';
import type { MessageId } from '@/lib/i18n/i18n.ts';
import { useT } from '@/lib/i18n/use-t.ts';

const KEYS: Record<RiskNote, MessageId> = {
  new_customer: 'safety.risk.newCustomer',
  large_cash: 'safety.risk.largeCash',
};

/** An offer's risk notes before accepting (decision 071): a new customer, a large cash order. Nothing when none. */
export function OfferRiskNotes({ notes }: { notes: readonly RiskNote[] }) {
  const t = useT();
  if (notes.length === 0) return null;
  return (
    <ul className="space-y-1" aria-label={t('safety.risk.label')} data-testid="offer-risk-notes">
      {notes.map((note) => (
        <li
          key={note}
          className="flex items-center gap-2 rounded-lg border-2 border-destructive bg-card p-2 text-sm font-bold text-destructive"
        >
          <ShieldAlert aria-hidden="true" className="size-5 shrink-0" />
          {t(KEYS[note])}
        </li>
      ))}
    </ul>
  );
}
