import { describe, expect, it } from 'vitest';
import {
  attachOrderToPending,
  clearPendingOrder,
  isPendingOrder,
  loadPendingOrder,
  PENDING_ORDER_KEY,
  type PendingOrderDetails,
  parsePendingOrder,
  savePendingOrder,
} from './pending-order.ts';

const details: PendingOrderDetails = {
  customer_id: 'user-1',
  restaurant_id: '00000000-0000-4000-8000-000000000001',
  total_amount: 8200,
  delivery_fee: 3200,
  delivery_address: {
    street: '12 Shippard Street',
    city: 'Mahikeng',
    province: 'North West',
    postal_code: null,
  },
  special_instructions: 'Ring twice',
  items: [
    {
      menu_item_id: '00000000-0000-4000-8000-0000000000a1',
      name: 'Kota',
      price_cents: 2500,
      quantity: 2,
      special_instructions: null,
    },
  ],
  delivery_only: false,
  custom_delivery_data: null,
  payment_method: 'payfast',
  order_id: null,
  order_number: null,
  saved_at: '2025-01-01T10:00:00.000Z',
};

describe('pending order details (localStorage lekker.pendingOrder)', () => {
  it('saves, loads and clears under the spec key', () => {
    savePendingOrder(details);
    expect(JSON.parse(window.localStorage.getItem(PENDING_ORDER_KEY) ?? 'null')).toEqual(details);
    expect(loadPendingOrder()).toEqual(details);
    clearPendingOrder();
    expect(loadPendingOrder()).toBeNull();
    expect(window.localStorage.getItem(PENDING_ORDER_KEY)).toBeNull();
  });

  it('keeps the fields of the pending order (docs/product.md#payment)', () => {
    savePendingOrder(details);
    expect(Object.keys(loadPendingOrder() ?? {})).toEqual(
      expect.arrayContaining([
        'customer_id',
        'restaurant_id',
        'total_amount',
        'delivery_fee',
        'delivery_address',
        'special_instructions',
        'items',
        'delivery_only',
        'custom_delivery_data',
      ]),
    );
  });

  it('attaches the created order (and its server totals) and recognises it', () => {
    savePendingOrder(details);
    const order = { id: 'order-1', order_number: 'ORDER-1-abc', total_cents: 6000, delivery_fee_cents: 3000 };
    expect(isPendingOrder(order)).toBe(false);
    attachOrderToPending(order);
    expect(loadPendingOrder()).toMatchObject({
      order_id: 'order-1',
      order_number: 'ORDER-1-abc',
      total_amount: 6000,
      delivery_fee: 3000,
    });
    expect(isPendingOrder(order)).toBe(true);
    expect(isPendingOrder({ id: 'other', order_number: 'ORDER-2-def' })).toBe(false);
  });

  it('keeps a custom delivery address shape', () => {
    const custom = {
      ...details,
      delivery_only: true,
      delivery_address: { address: 'Stand 12, Lomanyaneng', lat: -25.87, lng: 25.61, distance_km: 3.2 },
      custom_delivery_data: { receipt_path: 'u/1-receipt.pdf' },
    };
    expect(parsePendingOrder(JSON.stringify(custom))).toEqual(custom);
  });

  it('loads an older stored value without the later fields, with their defaults', () => {
    const { payment_method, order_id, order_number, saved_at, special_instructions, ...older } = details;
    expect(parsePendingOrder(JSON.stringify({ ...older, payment_method: 'card' }))).toEqual({
      ...older,
      special_instructions: null,
      payment_method: 'payfast',
      order_id: null,
      order_number: null,
      saved_at: new Date(0).toISOString(),
    });
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '{}',
    JSON.stringify({ ...details, total_amount: -5 }),
    JSON.stringify({ ...details, items: [{ name: 'no id' }] }),
    JSON.stringify({ ...details, delivery_address: { street: 'only street' } }),
  ])('treats %j as no pending order', (raw) => {
    expect(parsePendingOrder(raw)).toBeNull();
  });
});
