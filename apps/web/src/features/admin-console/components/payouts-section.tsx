import { formatRand } from '@lekker/core/money';
import { plusDays, sastMondayOf } from '@lekker/core/sa-time';
import { type ReactNode, useState } from 'react';
import { adminApi, payoutsExportUrl, useAdminAction, usePayoutWeek } from '@/api/admin.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { MarkPaidForm } from './mark-paid-form.tsx';
import { ActionError, QueryState, when } from './query-state.tsx';

/** Monday (YYYY-MM-DD) of the Africa/Johannesburg week before the current one. */
const lastMonday = () => plusDays(sastMondayOf(Date.now()), -7);
const shift = (monday: string, weeks: number) => plusDays(monday, weeks * 7);

/** Weekly venue statements and driver earnings from the ledger; mark paid; bulk-EFT CSV (payees with bank details). */
export function PayoutsSection() {
  const [week, setWeek] = useState(lastMonday);
  const data = usePayoutWeek(week);
  const pay = useAdminAction(adminApi.markPaid);
  const closed = data.data?.closed ?? false;
  const row = (
    party: 'venue' | 'driver',
    id: string,
    name: string,
    amount: number,
    payout: { reference: string; paid_at: string } | null,
    bankOnFile: boolean,
    owedByDriver = 0,
  ) => {
    // Why Mark paid is off: the server refuses the same (week_not_closed, no_bank_details).
    const blocked = !closed
      ? `The week is still running: it can be marked paid after Sunday ${data.data?.week_end ?? ''}.`
      : !bankOnFile
        ? 'No bank details on file: ask them to add their bank details first.'
        : null;
    return (
      <tr key={id} className="border-b last:border-0">
        <th scope="row" className="py-2 text-left font-normal">
          {name}
          {!bankOnFile && !payout && amount > 0 ? (
            <Badge variant="destructive" className="ml-2">
              No bank details
            </Badge>
          ) : null}
        </th>
        <td className="py-2 text-right font-mono">{formatRand(amount)}</td>
        <td className="py-2 pl-3">
          {payout ? (
            <Badge variant="success">
              Paid {when(payout.paid_at)} · {payout.reference}
            </Badge>
          ) : owedByDriver > 0 ? (
            <span>
              <Badge variant="accent">Owes {formatRand(owedByDriver)}</Badge>{' '}
              <span className="text-muted-foreground">
                cash held above pay, settled separately (not a payout)
              </span>
            </span>
          ) : amount > 0 ? (
            <MarkPaidForm
              payee={{ party, party_id: id, week_start: week }}
              name={name}
              blocked={blocked}
              pending={pay.isPending}
              onMarkPaid={(input) => pay.mutate(input)}
            />
          ) : (
            <span className="text-muted-foreground">Nothing due</span>
          )}
        </td>
      </tr>
    );
  };
  return (
    <section aria-labelledby="payouts-heading" className="space-y-4">
      <h2 id="payouts-heading" className="text-lg font-bold">
        Payouts
      </h2>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" variant="outline" onClick={() => setWeek(shift(week, -1))}>
          Previous week
        </Button>
        <span className="font-semibold">
          Week of {week} (Mon–Sun, Johannesburg){data.data ? ` to ${data.data.week_end}` : ''}
        </span>
        <Button size="sm" variant="outline" onClick={() => setWeek(shift(week, 1))}>
          Next week
        </Button>
        {closed ? (
          <Button size="sm" variant="secondary" asChild>
            <a href={payoutsExportUrl(week)} download>
              Download bulk-EFT CSV
            </a>
          </Button>
        ) : (
          <>
            <Button size="sm" variant="secondary" disabled aria-describedby="eft-not-ready">
              Download bulk-EFT CSV
            </Button>
            <span id="eft-not-ready" className="text-sm text-muted-foreground">
              The bank file is ready once the week has ended.
            </span>
          </>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        The file holds an ended week's unpaid payouts of venues and drivers with bank details on file, in a
        generic South African bank CSV layout (decision 024; check it with your bank before the first run).
        Mark each one paid with the bank's reference once the bank has paid it. A driver who holds more cash
        than their pay owes the difference: that is settled separately, never a payout.
      </p>
      <ActionError error={pay.error} />
      <QueryState query={data} label="payouts">
        {(d) => (
          <div className="grid gap-6 lg:grid-cols-2">
            <PayoutTable title="Venues (net after commission)" who="Venue">
              {d.venues.map((v) =>
                row(
                  'venue',
                  v.restaurant_id,
                  `${v.name} (${v.orders} orders)`,
                  v.net_cents,
                  v.payout,
                  v.bank_details_on_file,
                ),
              )}
            </PayoutTable>
            <PayoutTable title="Drivers (pay minus cash held)" who="Driver">
              {d.drivers.map((x) =>
                row(
                  'driver',
                  x.driver_id,
                  `${x.name} (${x.jobs} jobs)`,
                  x.net_cents,
                  x.payout,
                  x.bank_details_on_file,
                  x.owed_by_driver_cents,
                ),
              )}
            </PayoutTable>
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** One week's payouts of venues or drivers: who, net, and the payout's state (rows from the section). */
function PayoutTable({ title, who, children }: { title: string; who: string; children: ReactNode[] }) {
  return (
    <div className="overflow-x-auto rounded-xl border bg-card p-3">
      <h3 className="mb-2 font-semibold">{title}</h3>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">No deliveries that week.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-left">
                {who}
              </th>
              <th scope="col" className="text-right">
                Net
              </th>
              <th scope="col" className="pl-3 text-left">
                Payout
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </div>
  );
}
