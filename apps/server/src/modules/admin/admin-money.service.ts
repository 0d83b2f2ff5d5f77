import type { LedgerKind } from '@lekker/core/contracts/admin';
import { DAY_MS, SAST_OFFSET_MS, sastDate, sastMidnight, sastMondayOf } from '@lekker/core/sa-time';
import { venueOpenStatus } from '@lekker/core/venue-status';
import { AppError, badRequest, conflict } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { AccountNumberCipher } from '../bank-details/account-number-cipher.ts';
import type { BankAccountRecord } from '../bank-details/bank-details.repository.ts';
import { marketplaceRevenueCents } from '../ledger/ledger-rules.ts';
import type { DataAccess } from '../repositories.ts';
import { type AdminRepository, LIVE_STATUSES } from './admin.repository.ts';
import { orderException } from './order-exceptions.ts';

/** The SAST calendar date (YYYY-MM-DD) of an instant; the instant a SAST date begins; Monday of its week. */
export { sastDate, sastMidnight };
export const weekStartOf = (t: Date) => sastMondayOf(t);

/** [Monday 00:00, next Monday 00:00) SAST of the week starting `monday`. */
export function weekRange(monday: string): { from: Date; to: Date; end: string } {
  if (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1)
    throw badRequest('A statement week starts on a Monday.');
  const from = sastMidnight(monday);
  return {
    from,
    to: new Date(from.getTime() + 7 * DAY_MS),
    end: sastDate(new Date(from.getTime() + 6 * DAY_MS)),
  };
}

const csvCell = (v: string | number) => {
  const s = String(v);
  // Quote text with separators, quotes or line breaks; neutralise spreadsheet formulas.
  const safe = /^[=+\-@]/.test(s) && typeof v === 'string' ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const rand = (cents: number) => (cents / 100).toFixed(2);

/** docs/decisions/024-bulk-eft-export.md: the columns, in order. */
export const EFT_HEADER = [
  'Recipient Name',
  'Recipient Account',
  'Recipient Account Type',
  'Branch Code',
  'Amount',
  'Own Reference',
  'Recipient Reference',
];
/** The ACB account type codes the layout uses. */
export const EFT_ACCOUNT_TYPE_CODES = { cheque: '1', savings: '2', transmission: '3' } as const;

/** Bank references: upper case letters, digits and spaces only (what every bank accepts), at most 20 characters. */
export const eftReference = (s: string) =>
  s
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, 20)
    .trim();
/** Recipient names: letters, digits, spaces and . & - ' only, at most 30 characters. */
export const eftName = (s: string) =>
  s
    .replace(/[^A-Za-z0-9 .&'-]/g, ' ')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, 30)
    .trim();

function eftLine(
  bank: BankAccountRecord,
  accountNumber: string,
  cents: number,
  ownRef: string,
  theirRef: string,
) {
  return [
    eftName(bank.accountHolder),
    accountNumber,
    EFT_ACCOUNT_TYPE_CODES[bank.accountType],
    bank.branchCode,
    rand(cents),
    eftReference(ownRef),
    eftReference(theirRef),
  ];
}

/** A week is paid (or exported) once it has ended: Monday 00:00 Africa/Johannesburg after its Sunday. */
const weekNotClosed = (start: string, end: string) =>
  new AppError(
    409,
    'week_not_closed',
    `The week of ${start} is still running. It can be paid once it ends, after Sunday ${end} (Johannesburg time).`,
  );

/**
 * Money views for operators, all read from the ledger: weekly venue statements and driver earnings (Monday–Sunday,
 * Africa/Johannesburg), marking them paid, the bulk-EFT CSV, and the overview's numbers.
 */
export function createAdminMoneyService(deps: {
  data: DataAccess;
  repo: AdminRepository;
  clock: () => Date;
  cipher: AccountNumberCipher;
  unansweredAfterMinutes?: number;
}) {
  const { data, repo, clock } = deps;

  /** What a driver earned in a week: the trips' pay and every tip (decision 069). */
  const earned = (k: Partial<Record<LedgerKind, number>>) => (k.driver_pay ?? 0) + (k.driver_tip ?? 0);

  async function week(monday?: string) {
    const start = monday ?? weekStartOf(new Date(clock().getTime() - 7 * DAY_MS));
    const { from, to, end } = weekRange(start);
    const [venueRows, driverRows, paid] = await Promise.all([
      data.ledger.venueTotals(from, to),
      data.ledger.driverTotals(from, to),
      data.ledger.payoutsOfWeek(start),
    ]);
    const [venueBanks, driverBanks] = await Promise.all([
      data.bankDetails.findMany('venue', [...new Set(venueRows.map((r) => r.restaurantId))]),
      data.bankDetails.findMany('driver', [...new Set(driverRows.map((r) => r.driverId))]),
    ]);
    const bankOf = (party: 'venue' | 'driver', id: string) =>
      (party === 'venue' ? venueBanks : driverBanks).find((b) => b.partyId === id);
    const payoutOf = (party: 'venue' | 'driver', id: string) => {
      const p = paid.find((x) => x.party === party && x.partyId === id);
      return p ? { reference: p.reference, paid_at: p.paidAt.toISOString() } : null;
    };
    const venues = new Map<
      string,
      { name: string; orders: number; kinds: Partial<Record<LedgerKind, number>> }
    >();
    for (const r of venueRows) {
      const v = venues.get(r.restaurantId) ?? { name: r.name, orders: 0, kinds: {} };
      v.orders = Math.max(v.orders, r.orders);
      v.kinds[r.kind] = r.cents;
      venues.set(r.restaurantId, v);
    }
    const drivers = new Map<
      string,
      { name: string; email: string; jobs: number; kinds: Partial<Record<LedgerKind, number>> }
    >();
    for (const r of driverRows) {
      const d = drivers.get(r.driverId) ?? { name: r.name, email: r.email, jobs: 0, kinds: {} };
      d.jobs = Math.max(d.jobs, r.jobs);
      d.kinds[r.kind] = r.cents;
      drivers.set(r.driverId, d);
    }
    return {
      week_start: start,
      week_end: end,
      closes_at: to.toISOString(),
      closed: clock() >= to,
      venues: [...venues.entries()]
        .filter(([, v]) => (v.kinds.venue_net ?? 0) > 0)
        .map(([id, v]) => ({
          restaurant_id: id,
          name: v.name,
          orders: v.orders,
          food_subtotal_cents: v.kinds.food_subtotal ?? 0,
          commission_cents: v.kinds.commission ?? 0,
          net_cents: v.kinds.venue_net ?? 0,
          payout: payoutOf('venue', id),
          bank_details_on_file: bankOf('venue', id) !== undefined,
          bank: bankOf('venue', id),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
      drivers: [...drivers.entries()]
        .map(([id, d]) => ({
          driver_id: id,
          name: d.name,
          email: d.email,
          jobs: d.jobs,
          pay_cents: d.kinds.driver_pay ?? 0,
          tips_cents: d.kinds.driver_tip ?? 0,
          cash_held_cents: d.kinds.cash_collected ?? 0,
          // Pay and tips (decision 069) minus cash held: above zero the marketplace pays it out; below, the
          // driver owes it (not a payout).
          net_cents: Math.max(0, earned(d.kinds) - (d.kinds.cash_collected ?? 0)),
          owed_by_driver_cents: Math.max(0, (d.kinds.cash_collected ?? 0) - earned(d.kinds)),
          payout: payoutOf('driver', id),
          bank_details_on_file: bankOf('driver', id) !== undefined,
          bank: bankOf('driver', id),
        }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    };
  }

  return {
    week,
    async markPaid(
      viewer: Viewer,
      input: { party: 'venue' | 'driver'; party_id: string; week_start: string; reference: string },
    ) {
      const w = await week(input.week_start);
      if (!w.closed) throw weekNotClosed(w.week_start, w.week_end);
      const payee =
        input.party === 'venue'
          ? w.venues.find((v) => v.restaurant_id === input.party_id)
          : w.drivers.find((d) => d.driver_id === input.party_id);
      if (payee?.payout) throw conflict('That statement is already marked paid.');
      const amount = payee?.net_cents ?? 0;
      if (amount <= 0) {
        const owes = payee && 'owed_by_driver_cents' in payee ? payee.owed_by_driver_cents : 0;
        throw new AppError(
          409,
          'nothing_due',
          owes > 0
            ? `${payee!.name} owes R${rand(owes)} for that week (cash held above their pay). That is a balance the driver owes, settled separately, not a payout.`
            : 'Nothing is due to them for that week.',
        );
      }
      if (!payee!.bank_details_on_file)
        throw new AppError(
          409,
          'no_bank_details',
          `${payee!.name} has no bank details on file, so nothing can have been paid to them. Ask them to add their bank details first.`,
        );
      await data.withTransaction(async (r) => {
        const row = await r.ledger.insertPayout({
          party: input.party,
          partyId: input.party_id,
          weekStart: input.week_start,
          amountCents: amount,
          reference: input.reference,
          paidAt: clock(),
          paidBy: viewer.user.id,
        });
        if (!row) throw conflict('That statement is already marked paid.');
        await r.audit.append({
          actorId: viewer.user.id,
          actorEmail: viewer.user.email,
          action: 'payout.mark_paid',
          targetType: input.party === 'venue' ? 'restaurant' : 'user',
          targetId: input.party_id,
          summary: `Marked the week of ${input.week_start} paid (R${rand(amount)}), reference ${input.reference}`,
        });
      });
      return week(input.week_start);
    },
    /**
     * The week's unpaid payouts (venues, then drivers, each owed more than R0) as a bulk-EFT import file in the
     * generic South African bank CSV layout of docs/decisions/024-bulk-eft-export.md: one header row, then
     * Recipient Name, Recipient Account, Recipient Account Type (1 cheque/current, 2 savings, 3 transmission),
     * Branch Code, Amount (rand, 2 decimals), Own Reference, Recipient Reference. Payees without bank details are
     * left out (the console lists them): a bank import refuses a line without an account.
     */
    async csv(monday?: string): Promise<string> {
      const w = await week(monday);
      // A running week's file would pay part of it: orders delivered later that week would never be exported.
      if (!w.closed) throw weekNotClosed(w.week_start, w.week_end);
      const lines = [
        ...w.venues.map((v) => ({ ...v, ref: 'VEN' })),
        ...w.drivers.map((d) => ({ ...d, ref: 'DRV' })),
      ]
        .filter((p) => !p.payout && p.net_cents > 0 && p.bank)
        .map((p) => {
          const date = w.week_start.replace(/-/g, '');
          const bank = p.bank!;
          return eftLine(
            bank,
            deps.cipher.open(bank.accountNumber),
            p.net_cents,
            `LEKKER ${p.ref} ${date}`,
            `LEKKER PAY ${date}`,
          );
        });
      return `${[EFT_HEADER, ...lines].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
    },

    async overview() {
      const now = clock();
      const today = sastDate(now);
      const dayStart = sastMidnight(today);
      const sevenDaysFrom = new Date(dayStart.getTime() - 6 * DAY_MS);
      const [counts, daily, gmv, venues, live] = await Promise.all([
        repo.overviewCounts(dayStart),
        repo.dailyLedger(sevenDaysFrom),
        repo.dailyGmv(sevenDaysFrom),
        repo.liveVenueStatuses(),
        repo.board({ statuses: LIVE_STATUSES, limit: 1000 }),
      ]);
      const days = new Map<string, Partial<Record<LedgerKind, number>>>();
      for (const r of daily) days.set(r.day, { ...days.get(r.day), [r.kind]: r.cents });
      const gmvOf = new Map(gmv.map((g) => [g.day, g.cents]));
      const series = Array.from({ length: 7 }, (_, i) => {
        const date = sastDate(new Date(sevenDaysFrom.getTime() + i * DAY_MS + SAST_OFFSET_MS));
        return {
          date,
          // Paid orders placed that day and not cancelled, less their refunds (docs/product.md#admin-overview-figures).
          gmv_cents: gmvOf.get(date) ?? 0,
          revenue_cents: marketplaceRevenueCents(days.get(date) ?? {}),
        };
      });
      const todayRow = series.find((d) => d.date === today) ?? { gmv_cents: 0, revenue_cents: 0 };
      const late = live.filter(
        (r) =>
          orderException(
            {
              status: r.order.status,
              driverId: r.order.driverId,
              placedAt: r.order.placedAt,
              readyAt: r.order.readyAt,
              pickedUpAt: r.order.pickedUpAt,
              deliveryMinutes: r.deliveryMinutes,
            },
            now,
            deps.unansweredAfterMinutes,
          ) !== null,
      ).length;
      return {
        orders_today: counts.ordersToday,
        live_by_status: Object.fromEntries(counts.byStatus.map((s) => [s.status, s.n])),
        gmv_today_cents: todayRow.gmv_cents,
        gmv_7d_cents: series.reduce((n, d) => n + d.gmv_cents, 0),
        revenue_today_cents: todayRow.revenue_cents,
        revenue_7d_cents: series.reduce((n, d) => n + d.revenue_cents, 0),
        daily: series,
        drivers_online: counts.driversOnline,
        // Open now by the storefront's one rule (docs/decisions/015-venue-open-status-and-go-live.md).
        venues_open: venues.filter((v) => venueOpenStatus(v, now).open).length,
        avg_delivery_minutes:
          counts.avgDeliveryMinutes === null ? null : Math.round(counts.avgDeliveryMinutes * 10) / 10,
        late_orders: late,
        refunds_owed: counts.refundsOwed,
      };
    },
  };
}
export type AdminMoneyService = ReturnType<typeof createAdminMoneyService>;
