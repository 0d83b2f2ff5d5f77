import { describe, expect, it } from 'vitest';
import { orderStatusNotice } from './notifications.ts';
import {
  allowedTransitions,
  COLLECTION_FLOW,
  canTransition,
  DELIVERY_FLOW,
  flowOf,
  ORDER_STATUSES,
  type OrderActor,
} from './order-status.ts';
import { priceOrder } from './pricing.ts';

const ACTORS: OrderActor[] = ['customer', 'restaurant', 'driver', 'admin', 'system'];

// docs/decisions/068-collect-it-yourself.md
describe('collect it yourself: the status path', () => {
  it('the venue completes a ready collection (ready → delivered); it never completes a delivery', () => {
    expect(canTransition('ready', 'delivered', 'restaurant', 'collection')).toBe(true);
    expect(canTransition('ready', 'delivered', 'restaurant', 'delivery')).toBe(false);
    expect(canTransition('ready', 'delivered', 'restaurant')).toBe(false);
  });

  it('no driver moves a collection, at any status', () => {
    for (const status of ORDER_STATUSES)
      expect(allowedTransitions(status, 'driver', 'collection')).toEqual([]);
    expect(canTransition('ready', 'picked_up', 'driver', 'delivery')).toBe(true);
  });

  it('the venue takes it through confirmed, preparing and ready as a delivery', () => {
    expect(allowedTransitions('placed', 'restaurant', 'collection')).toEqual(['confirmed', 'cancelled']);
    expect(allowedTransitions('confirmed', 'restaurant', 'collection')).toEqual(['preparing']);
    expect(allowedTransitions('preparing', 'restaurant', 'collection')).toEqual(['ready']);
    expect(allowedTransitions('picked_up', 'restaurant', 'collection')).toEqual([]);
  });

  it('customer, system and admin act on a collection as on a delivery', () => {
    for (const actor of ACTORS.filter((a) => a !== 'driver' && a !== 'restaurant'))
      for (const status of ORDER_STATUSES)
        expect(allowedTransitions(status, actor, 'collection')).toEqual(allowedTransitions(status, actor));
  });

  it('nothing leaves delivered or cancelled', () => {
    for (const actor of ACTORS) {
      expect(allowedTransitions('delivered', actor, 'collection')).toEqual([]);
      expect(allowedTransitions('cancelled', actor, 'collection')).toEqual([]);
    }
  });

  it("the timeline has no driver's step", () => {
    expect(COLLECTION_FLOW).toEqual(['placed', 'confirmed', 'preparing', 'ready', 'delivered']);
    expect(flowOf('collection')).toBe(COLLECTION_FLOW);
    expect(flowOf('delivery')).toBe(DELIVERY_FLOW);
    expect(DELIVERY_FLOW).toContain('picked_up');
  });
});

describe('collect it yourself: price and texts', () => {
  const lines = [{ menu_item_id: 'a', unit_price_cents: 4500, quantity: 2 }];
  const base = {
    lines,
    now: new Date('2026-12-06T12:00:00Z'),
    first_order: false,
    first_order_cap_cents: 5000,
  };

  it('charges no delivery fee, whatever the distance', () => {
    const collected = priceOrder({ ...base, distance_km: 8, collection: true });
    expect(collected.delivery_fee_cents).toBe(0);
    expect(collected.total_cents).toBe(9000);
    expect(collected.estimated_minutes).toBeNull();
    expect(priceOrder({ ...base, distance_km: 8 }).delivery_fee_cents).toBeGreaterThan(0);
  });

  it('tells the customer it is ready for collection and collected, never out for delivery', () => {
    expect(orderStatusNotice('ready', 'collection')?.message).toBe(
      'Your order is ready for collection: show your pick-up code at the counter',
    );
    expect(orderStatusNotice('delivered', 'collection')?.message).toBe(
      'Your order has been collected. Enjoy!',
    );
    expect(orderStatusNotice('picked_up', 'collection')).toBeNull();
    expect(orderStatusNotice('ready')?.message).toBe('Your order is ready for pickup');
  });
});
