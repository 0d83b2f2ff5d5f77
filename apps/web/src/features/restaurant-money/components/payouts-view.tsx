import {
  statementKindLabel,
  type VenuePayouts,
  type VenuePayoutWeek,
  type VenueStatement,
} from '@lekker/core/contracts/venue-money';
import { formatRand } from '@lekker/core/money';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  statementDownloadUrl,
  venuePayoutsQueryOptions,
  venueStatementQueryOptions,
} from '@/api/venue-money.ts';
import { QueryState } from '@/components/query-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { usePortalVenue } from '@/lib/portal-venue.tsx';
import { PAYOUT_STATUS_TEXT, sastDateTime, shortDate, weekRangeText } from '../money-format.ts';

const ENTRY_TEXT: Record<string, string> = { delivered: 'Delivered', cancelled: 'Cancelled after payment' };
const entryText = (key: string) => ENTRY_TEXT[key] ?? (key.startsWith('refund:') ? 'Refund' : key);

/** A week's payout state as a badge: paid with date and reference, or pending / in progress / nothing due. */
export function PayoutStatusBadge({ week }: { week: Pick<VenuePayoutWeek, 'status' | 'payout'> }) {
  if (week.status === 'paid' && week.payout)
    return (
      <Badge variant="success">
        Paid {shortDate(sastDateTime(week.payout.paid_at).slice(0, 10), true)} · {week.payout.reference}
      </Badge>
    );
  return (
    <Badge variant={week.status === 'pending' ? 'accent' : 'muted'}>{PAYOUT_STATUS_TEXT[week.status]}</Badge>
  );
}

/**
 * /restaurant/portal/payouts: the next payout and the balance owed, the last 12 weeks with their payout state, and
 * one week's statement (the last complete week first) with its CSV and PDF.
 */
export function PayoutsView() {
  const { venue } = usePortalVenue();
  const payouts = useQuery(venuePayoutsQueryOptions(venue.id));
  const [week, setWeek] = useState<string | undefined>(undefined);
  return (
    <div className="space-y-6">
      <QueryState query={payouts} loadingLabel="Loading payouts" errorText="We could not load your payouts.">
        {(data) => <PayoutsSummary data={data} selected={week} onSelect={setWeek} />}
      </QueryState>
      <StatementCard key={`${venue.id}-${week ?? 'last'}`} venueId={venue.id} week={week} />
    </div>
  );
}

function PayoutsSummary({
  data,
  selected,
  onSelect,
}: {
  data: VenuePayouts;
  selected: string | undefined;
  onSelect: (week: string) => void;
}) {
  const next = data.next_payout;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Next payout
            </CardTitle>
          </CardHeader>
          <CardContent data-testid="next-payout">
            {next ? (
              <>
                <p className="text-3xl font-bold">{formatRand(next.amount_cents)}</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {next.overdue ? (
                    <>
                      <Badge variant="destructive">Overdue</Badge>: due by EFT on
                    </>
                  ) : next.estimate ? (
                    'So far this week; paid'
                  ) : (
                    'By EFT on'
                  )}{' '}
                  {shortDate(next.date, true)}
                  {next.weeks.length > 1 ? ` (${next.weeks.length} weeks)` : ''}
                </p>
              </>
            ) : (
              <p className="text-sm text-muted-foreground">Nothing due yet.</p>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Owed to you
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold" data-testid="balance">
              {formatRand(data.balance_cents)}
            </p>
            <p className="mt-1 text-sm text-muted-foreground">Net earned, less payouts made.</p>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
              Commission
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-3xl font-bold">{(data.commission_rate_bps / 100).toFixed(1)}%</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Of food sales. Delivery fees and the first-order discount are ours.
            </p>
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Weekly statements</CardTitle>
          <p className="text-sm text-muted-foreground">
            Monday to Sunday, Johannesburg time. Each week is paid by EFT on the Tuesday after it.
          </p>
        </CardHeader>
        <CardContent>
          <section
            className="relative overflow-x-auto"
            aria-label="Weekly statements table"
            // Scrollable on a phone: reachable by keyboard.
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe)
            tabIndex={0}
          >
            <table className="w-full min-w-[36rem] text-sm">
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Week
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Orders
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Food sales
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    Net
                  </th>
                  <th scope="col" className="py-2 pl-3 font-medium">
                    Payout
                  </th>
                  <th scope="col" className="py-2">
                    <span className="sr-only">Statement</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.weeks.map((w, i) => {
                  const isSelected = selected ? selected === w.week_start : i === 1;
                  return (
                    <tr
                      key={w.week_start}
                      className={isSelected ? 'border-b border-border bg-muted/60' : 'border-b border-border'}
                      data-testid="payout-week"
                    >
                      <th scope="row" className="py-2 text-left font-normal">
                        {weekRangeText(w.week_start, w.week_end)}
                      </th>
                      <td className="py-2 text-right">{w.orders}</td>
                      <td className="py-2 text-right font-mono">{formatRand(w.food_subtotal_cents)}</td>
                      <td className="py-2 text-right font-mono">{formatRand(w.net_cents)}</td>
                      <td className="py-2 pl-3">
                        <PayoutStatusBadge week={w} />
                      </td>
                      <td className="py-2 pl-2 text-right">
                        <Button
                          size="sm"
                          variant={isSelected ? 'secondary' : 'outline'}
                          aria-pressed={isSelected}
                          onClick={() => onSelect(w.week_start)}
                        >
                          View<span className="sr-only"> the week of {shortDate(w.week_start, true)}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </CardContent>
      </Card>
    </>
  );
}

function StatementCard({ venueId, week }: { venueId: string; week: string | undefined }) {
  const statement = useQuery(venueStatementQueryOptions(venueId, week));
  return (
    <Card>
      <QueryState
        query={statement}
        loadingLabel="Loading the statement"
        errorText="We could not load the statement."
      >
        {(s) => <Statement s={s} venueId={venueId} />}
      </QueryState>
    </Card>
  );
}

function Statement({ s, venueId }: { s: VenueStatement; venueId: string }) {
  const summary: [string, number][] = [
    ['Opening balance', s.opening_balance_cents],
    ...s.kinds.map((k): [string, number] => [statementKindLabel(k), s.totals[k] ?? 0]),
    ...s.payouts_made.map((p): [string, number] => [
      `Payout for the week of ${shortDate(p.week_start)} (${p.reference})`,
      -p.amount_cents,
    ]),
    ['Closing balance', s.closing_balance_cents],
  ];
  return (
    <>
      <CardHeader className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">Statement: {weekRangeText(s.week_start, s.week_end)}</CardTitle>
          <PayoutStatusBadge week={s} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm" variant="outline">
            <a href={statementDownloadUrl(venueId, s.week_start, 'csv')} download>
              <Download aria-hidden="true" />
              Download CSV
            </a>
          </Button>
          <Button asChild size="sm" variant="outline">
            <a href={statementDownloadUrl(venueId, s.week_start, 'pdf')} download>
              <Download aria-hidden="true" />
              Download PDF
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid max-w-md gap-y-1 text-sm" data-testid="statement-summary">
          {summary.map(([label, cents]) => (
            <div
              key={label}
              className={
                label === 'Closing balance'
                  ? 'flex justify-between gap-4 border-t border-border pt-1 font-semibold'
                  : 'flex justify-between gap-4'
              }
            >
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-mono">{formatRand(cents)}</dd>
            </div>
          ))}
        </dl>
        {s.lines.length === 0 ? (
          <p className="text-sm text-muted-foreground">No orders this week.</p>
        ) : (
          <section
            className="relative overflow-x-auto"
            aria-label={`Statement lines, ${s.orders} orders`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (axe)
            tabIndex={0}
          >
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">Orders of the week with their amounts by type, in rand.</caption>
              <thead>
                <tr className="border-b border-border text-left text-muted-foreground">
                  <th scope="col" className="py-2 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Order
                  </th>
                  {s.kinds.map((k) => (
                    <th key={k} scope="col" className="py-2 text-right font-medium">
                      {statementKindLabel(k)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {s.lines.map((l) => (
                  <tr
                    key={`${l.order_id}-${l.entry_key}`}
                    className="border-b border-border"
                    data-testid="statement-line"
                  >
                    <td className="py-1.5 whitespace-nowrap">{sastDateTime(l.occurred_at)}</td>
                    <th scope="row" className="py-1.5 text-left font-normal">
                      <span className="font-mono text-xs">{l.order_number}</span>
                      {l.entry_key !== 'delivered' ? (
                        <span className="ml-2 text-xs text-muted-foreground">{entryText(l.entry_key)}</span>
                      ) : null}
                    </th>
                    {s.kinds.map((k) => (
                      <td key={k} className="py-1.5 text-right font-mono">
                        {formatRand(l.amounts[k] ?? 0)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="font-semibold">
                  <th scope="row" colSpan={2} className="py-2 text-left">
                    Total ({s.orders} orders)
                  </th>
                  {s.kinds.map((k) => (
                    <td key={k} className="py-2 text-right font-mono">
                      {formatRand(s.totals[k] ?? 0)}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </section>
        )}
      </CardContent>
    </>
  );
}
