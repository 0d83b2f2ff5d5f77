import { describe, expect, it } from 'vitest';
import { planReorder } from './hooks/use-reorder.ts';
import { buildTimeline, customerCanCancel, minutesUntil } from './order-format.ts';

const ev = (from: string | null, to: string, at: string) => ({
  from_status: from as never,
  to_status: to as never,
  actor_role: 'system',
  note: null,
  created_at: at,
});
const base = { cancel_reason: null, created_at: '2025-01-01T10:00:00.000Z' };

describe('buildTimeline', () => {
  it('marks the steps reached with their times and the current one', () => {
    const steps = buildTimeline({
      ...base,
      status: 'preparing',
      events: [
        ev(null, 'placed', '2025-01-01T10:00:00.000Z'),
        ev('placed', 'confirmed', '2025-01-01T10:02:00.000Z'),
        ev('confirmed', 'preparing', '2025-01-01T10:05:00.000Z'),
      ],
    });
    expect(steps.map((s) => [s.label, s.state, s.at])).toEqual([
      ['Order placed', 'done', '2025-01-01T10:00:00.000Z'],
      ['Confirmed', 'done', '2025-01-01T10:02:00.000Z'],
      ['Preparing', 'current', '2025-01-01T10:05:00.000Z'],
      ['Ready for pickup', 'upcoming', null],
      ['Out for delivery', 'upcoming', null],
      ['Delivered', 'upcoming', null],
    ]);
  });

  it('starts an unpaid order with Awaiting payment', () => {
    const steps = buildTimeline({ ...base, status: 'pending_payment', events: [] });
    expect(steps[0]).toMatchObject({ label: 'Awaiting payment', state: 'current', at: base.created_at });
    expect(steps.slice(1).every((s) => s.state === 'upcoming')).toBe(true);
  });

  it('ends a cancelled order at Cancelled with the reason, after the steps it reached', () => {
    const steps = buildTimeline({
      ...base,
      status: 'cancelled',
      cancel_reason: 'Cancelled by the customer',
      events: [
        ev(null, 'placed', '2025-01-01T10:00:00.000Z'),
        ev('placed', 'cancelled', '2025-01-01T10:01:00.000Z'),
      ],
    });
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Order placed', 'done'],
      ['Cancelled', 'current'],
    ]);
    expect(steps[1]?.note).toBe('Cancelled by the customer');
  });

  it('shows a delivered order as complete', () => {
    const events = ['placed', 'confirmed', 'preparing', 'ready', 'picked_up', 'delivered'].map((s, i) =>
      ev(null, s, `2025-01-01T10:0${i}:00.000Z`),
    );
    expect(buildTimeline({ ...base, status: 'delivered', events }).every((s) => s.state === 'done')).toBe(
      true,
    );
  });
});

describe('order rules on screen', () => {
  it('lets the customer cancel only before the restaurant confirms', () => {
    expect(customerCanCancel({ status: 'pending_payment' })).toBe(true);
    expect(customerCanCancel({ status: 'placed' })).toBe(true);
    expect(customerCanCancel({ status: 'confirmed' })).toBe(false);
    expect(customerCanCancel({ status: 'delivered' })).toBe(false);
  });

  it('words the time left until the ETA', () => {
    expect(minutesUntil(25)).toBe('about 25 min');
    expect(minutesUntil(2)).toBe('about 2 min');
    expect(minutesUntil(1)).toBe('any minute now');
    expect(minutesUntil(0)).toBe('any minute now');
  });
});

describe('planReorder', () => {
  const restaurant = {
    id: 'r1',
    name: 'Kasi Kota Corner',
    address: null,
    phone: null,
    latitude: null,
    longitude: null,
  };
  const line = (menu_item_id: string | null, name: string, quantity: number, price = 1000) => ({
    id: `line-${name}`,
    menu_item_id,
    name,
    unit_price_cents: price,
    quantity,
    special_instructions: name === 'Kota' ? 'no onions' : null,
  });

  it('adds available items at today’s prices and names the rest', () => {
    const plan = planReorder(
      {
        restaurant,
        items: [
          line('m1', 'Kota', 2),
          line('m2', 'Chips', 1),
          line('m3', 'Russian', 1),
          line(null, 'Old special', 1),
        ],
      },
      [
        { id: 'm1', name: 'Kota', price_cents: 4200, restaurant_id: 'r1', is_available: true },
        { id: 'm2', name: 'Chips', price_cents: 2000, restaurant_id: 'r1', is_available: false },
      ],
    );
    expect(plan.add).toEqual([
      {
        type: 'add',
        item: { id: 'm1', name: 'Kota', restaurant_id: 'r1', price_cents: 4200 },
        quantity: 2,
        special_instructions: 'no onions',
        restaurant_name: 'Kasi Kota Corner',
      },
    ]);
    expect(plan.unavailable).toEqual(['Chips', 'Russian', 'Old special']);
  });
});
