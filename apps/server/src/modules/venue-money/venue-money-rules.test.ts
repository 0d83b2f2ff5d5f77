import type { VenueStatement } from '@lekker/core/contracts/venue-money';
import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement-files.ts';
import {
  localDateOf,
  meanMinutes,
  mondayOf,
  nextPayout,
  payoutDateOf,
  payoutStatus,
  share,
  statementKindOrder,
} from './venue-money-rules.ts';

describe('the venue money calendar', () => {
  it('weeks start on Monday 00:00 in Johannesburg, not in UTC', () => {
    // Sunday 23:30 SAST is still the week of Monday 03-02; Monday 00:30 SAST (Sunday 22:30 UTC) is the next week.
    expect(mondayOf(new Date('2026-03-08T21:30:00Z'))).toBe('2026-03-02');
    expect(mondayOf(new Date('2026-03-08T22:30:00Z'))).toBe('2026-03-09');
    expect(localDateOf(new Date('2026-03-08T22:30:00Z'))).toBe('2026-03-09');
    expect(payoutDateOf('2026-03-02')).toBe('2026-03-10');
  });

  it('a week is in progress, pending, paid or has nothing due', () => {
    const week = { weekStart: '2026-03-02', netCents: 1000 };
    expect(payoutStatus(week, false, '2026-03-08')).toBe('in_progress');
    expect(payoutStatus(week, false, '2026-03-09')).toBe('pending');
    expect(payoutStatus(week, true, '2026-03-11')).toBe('paid');
    expect(payoutStatus({ ...week, netCents: 0 }, false, '2026-03-11')).toBe('nothing_due');
  });

  it('the next payout pays every ended unpaid week together, on the Tuesday after the oldest: it never slides', () => {
    const weeks = [
      { weekStart: '2026-02-16', netCents: 500 },
      { weekStart: '2026-02-23', netCents: 700 },
      { weekStart: '2026-03-02', netCents: 900 },
      { weekStart: '2026-03-09', netCents: 300 },
    ];
    // Monday 03-09 with 02-23 paid: 03-02 is due on its Tuesday, 03-10.
    expect(nextPayout(weeks, new Set(['2026-02-16', '2026-02-23']), '2026-03-09')).toEqual({
      date: '2026-03-10',
      amount_cents: 900,
      weeks: ['2026-03-02'],
      estimate: false,
      overdue: false,
    });
    const overdue = {
      date: '2026-03-03',
      amount_cents: 1600,
      weeks: ['2026-02-23', '2026-03-02'],
      estimate: false,
      overdue: true,
    };
    // With 02-23 unpaid too, the date is 02-23's Tuesday (03-03), already past: overdue.
    expect(nextPayout(weeks, new Set(['2026-02-16']), '2026-03-09')).toEqual(overdue);
    // Days and weeks later, still unpaid: the same date, still overdue (not today, not a later Tuesday).
    expect(nextPayout(weeks, new Set(['2026-02-16']), '2026-03-12')).toEqual(overdue);
    expect(
      nextPayout(
        [...weeks, { weekStart: '2026-03-16', netCents: 100 }],
        new Set(['2026-02-16']),
        '2026-03-17',
      ),
    ).toEqual({ ...overdue, amount_cents: 1900, weeks: ['2026-02-23', '2026-03-02', '2026-03-09'] });
    // On its Tuesday it is due, not overdue.
    expect(nextPayout(weeks.slice(0, 2), new Set(['2026-02-16']), '2026-03-03')).toMatchObject({
      date: '2026-03-03',
      overdue: false,
    });
    // Everything ended is paid: the running week, as an estimate.
    expect(nextPayout(weeks, new Set(['2026-02-16', '2026-02-23', '2026-03-02']), '2026-03-12')).toEqual({
      date: '2026-03-17',
      amount_cents: 300,
      weeks: ['2026-03-09'],
      estimate: true,
      overdue: false,
    });
    expect(nextPayout([], new Set(), '2026-03-12')).toBeNull();
  });

  it('orders statement columns: sales, other venue kinds, commission, net', () => {
    expect(statementKindOrder(['venue_net', 'commission', 'venue_discount', 'food_subtotal'])).toEqual([
      'food_subtotal',
      'venue_discount',
      'commission',
      'venue_net',
    ]);
  });

  it('rates and means round as documented, and are null without a base', () => {
    expect(share(1, 3)).toBe(0.333);
    expect(share(1, 0)).toBeNull();
    expect(meanMinutes(3 * 60 * 17 + 30, 3)).toBe(17.2);
    expect(meanMinutes(0, 0)).toBeNull();
  });
});

describe('statement CSV', () => {
  it('quotes separators and neutralises formulas in text cells', () => {
    const s: VenueStatement = {
      restaurant_id: '00000000-0000-4000-8000-000000000000',
      venue_name: '=HYPERLINK("x"), Grill',
      week_start: '2026-03-02',
      week_end: '2026-03-08',
      status: 'pending',
      payout: null,
      opening_balance_cents: 0,
      closing_balance_cents: 8500,
      kinds: ['food_subtotal', 'commission', 'venue_net'],
      totals: { food_subtotal: 10000, commission: 1500, venue_net: 8500 },
      orders: 1,
      commission_cents: 1500,
      net_cents: 8500,
      lines: [
        {
          order_id: '00000000-0000-4000-8000-000000000001',
          order_number: 'ORDER-1-ABCDEF',
          occurred_at: '2026-03-03T10:00:00.000Z',
          entry_key: 'delivered',
          payment_method: 'cash',
          amounts: { food_subtotal: 10000, commission: 1500, venue_net: 8500 },
          net_cents: 8500,
        },
      ],
      payouts_made: [],
    };
    const rows = statementCsv(s).split('\r\n');
    expect(rows[0]).toBe('Date,Order,Payment,Entry,Food sales,Commission,Net to you');
    expect(rows[1]).toBe('2026-03-03 12:00,ORDER-1-ABCDEF,Cash,Delivered,100.00,15.00,85.00');
    expect(rows[2]).toBe('Total,1 orders,,,100.00,15.00,85.00');
    expect(rows).toContain(`Venue,"'=HYPERLINK(""x""), Grill"`);
    expect(rows).toContain('Payout,Payout pending');
  });

  it('writes amounts as numbers: a negative amount is -12.34, never text', () => {
    const s: VenueStatement = {
      restaurant_id: '00000000-0000-4000-8000-000000000000',
      venue_name: '-Minus Grill',
      week_start: '2026-03-02',
      week_end: '2026-03-08',
      status: 'paid',
      payout: { amount_cents: 1234, reference: '-REF', paid_at: '2026-03-10T08:00:00.000Z' },
      opening_balance_cents: -1234,
      closing_balance_cents: -2468,
      kinds: ['food_subtotal', 'commission', 'venue_net'],
      totals: { food_subtotal: -1234, commission: 0, venue_net: -1234 },
      orders: 1,
      commission_cents: 0,
      net_cents: -1234,
      lines: [
        {
          order_id: '00000000-0000-4000-8000-000000000001',
          order_number: 'ORDER-1-ABCDEF',
          occurred_at: '2026-03-03T10:00:00.000Z',
          entry_key: 'refund:1',
          payment_method: 'payfast',
          amounts: { food_subtotal: -1234, venue_net: -1234 },
          net_cents: -1234,
        },
      ],
      payouts_made: [
        {
          week_start: '2026-02-23',
          amount_cents: 1234,
          reference: '-REF',
          paid_at: '2026-03-03T08:00:00.000Z',
        },
      ],
    };
    const rows = statementCsv(s).split('\r\n');
    expect(rows[1]).toBe('2026-03-03 12:00,ORDER-1-ABCDEF,Card (PayFast),Refund,-12.34,0.00,-12.34');
    expect(rows[2]).toBe('Total,1 orders,,,-12.34,0.00,-12.34');
    expect(rows).toContain('Opening balance,-12.34');
    expect(rows).toContain('Net this week,-12.34');
    expect(rows).toContain("Payout for the week of 2026-02-23,-12.34,'-REF,2026-03-03 10:00");
    expect(rows).toContain('Closing balance,-24.68');
    // Text that starts with a minus is still neutralised: only amounts are numbers.
    expect(rows).toContain("Venue,'-Minus Grill");
  });
});
