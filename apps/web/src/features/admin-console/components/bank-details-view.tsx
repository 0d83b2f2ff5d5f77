import { BANK_ACCOUNT_TYPE_LABELS } from '@lekker/core/contracts/bank-details';
import type { AdminRestaurantDetail } from '@/api/admin.ts';
import { when } from './query-state.tsx';

/** A payee's bank account as admins see it (in full: they need it to pay), or that none is on file. */
export function BankDetailsView({ details }: { details: AdminRestaurantDetail['bank_details'] }) {
  return (
    <section aria-label="Bank details" className="rounded-xl border p-3 text-sm">
      <h3 className="mb-1 font-semibold">Bank details</h3>
      {details ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="text-muted-foreground">Account holder</dt>
          <dd>{details.account_holder}</dd>
          <dt className="text-muted-foreground">Bank</dt>
          <dd>
            {details.bank_name} (branch {details.branch_code})
          </dd>
          <dt className="text-muted-foreground">Account</dt>
          <dd className="font-mono">
            {details.account_number} · {BANK_ACCOUNT_TYPE_LABELS[details.account_type]}
          </dd>
          <dt className="text-muted-foreground">Updated</dt>
          <dd>{when(details.updated_at)}</dd>
        </dl>
      ) : (
        <p className="text-muted-foreground">
          None on file yet: their payouts stay out of the bulk-EFT file.
        </p>
      )}
    </section>
  );
}
