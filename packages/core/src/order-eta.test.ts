import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.ts';
import { type EtaOrder, minutesLeft, orderEta, plannedEta } from './order-eta.ts';

const NOW = Date.parse('2026-12-02T10:30:00.000Z');
const door = { latitude: -25.85, longitude: 25.64 };

const order = (over: Partial<EtaOrder> = {}): EtaOrder => ({
  status: 'preparing',
  eta: new Date(NOW + 34 * 60_000).toISOString(),
  delivery_location: door,
  driver_position: null,
  ...over,
});

describe('plannedEta: confirmation + preparation + travel', () => {
  it('adds the preparation time and the rounded-up travel minutes (20 + 2 × km)', () => {
    const confirmedAt = new Date(NOW);
    // 10 + ceil(20 + 2 × 2.2) = 10 + 25
    expect(plannedEta({ confirmedAt, preparationMinutes: 10, distanceKm: 2.2 }).getTime()).toBe(
      NOW + 35 * 60_000,
    );
  });

  it('assumes 20 minutes of preparation and 5 km when unknown', () => {
    expect(
      plannedEta({ confirmedAt: new Date(NOW), preparationMinutes: null, distanceKm: null }).getTime(),
    ).toBe(NOW + 50 * 60_000);
  });
});

describe('minutesLeft', () => {
  it('rounds a part minute up and never goes below 0', () => {
    expect(minutesLeft(new Date(NOW + 90_000), NOW)).toBe(2);
    expect(minutesLeft(new Date(NOW + 60_000), NOW)).toBe(1);
    expect(minutesLeft(new Date(NOW - 5 * 60_000), NOW)).toBe(0);
  });
});

describe('orderEta: one estimate for the whole page', () => {
  it('is the plan before the driver reports a position', () => {
    expect(orderEta(order(), NOW)).toEqual({
      at: new Date(NOW + 34 * 60_000),
      minutes: 34,
      source: 'plan',
      driverKm: null,
    });
    expect(orderEta(order({ status: 'picked_up' }), NOW)?.source).toBe('plan');
  });

  it("is the driver's distance at their speed once they are on the way, not the plan", () => {
    const position = {
      latitude: -25.86,
      longitude: 25.64,
      speed_kmh: 30,
      updated_at: new Date(NOW).toISOString(),
    };
    const km = haversineKm(position, door);
    const eta = orderEta(order({ status: 'picked_up', driver_position: position }), NOW);
    expect(eta).toMatchObject({ source: 'driver', driverKm: km, minutes: Math.ceil((km / 30) * 60) });
    expect(eta?.minutes).toBe(3);
  });

  it('counts from when the position was seen, so it keeps counting down between positions', () => {
    const seen = new Date(NOW - 60_000).toISOString();
    const position = { latitude: -25.86, longitude: 25.64, speed_kmh: 30, updated_at: seen };
    expect(orderEta(order({ status: 'picked_up', driver_position: position }), NOW)?.minutes).toBe(2);
  });

  it("a position stamped after the screen's now (its clock runs behind) counts from now, not later", () => {
    const ahead = new Date(NOW + 45_000).toISOString();
    const position = { latitude: -25.86, longitude: 25.64, speed_kmh: 30, updated_at: ahead };
    expect(orderEta(order({ status: 'picked_up', driver_position: position }), NOW)?.minutes).toBe(3);
  });

  it('reads 0 minutes with the driver at the door, whatever the plan said', () => {
    const position = { ...door, speed_kmh: null, updated_at: new Date(NOW).toISOString() };
    expect(orderEta(order({ status: 'picked_up', driver_position: position }), NOW)).toMatchObject({
      minutes: 0,
      source: 'driver',
      driverKm: 0,
    });
  });

  it('ignores a position before pickup (the driver is not yet bringing it) and has none once over', () => {
    const position = { ...door, speed_kmh: 20, updated_at: new Date(NOW).toISOString() };
    expect(orderEta(order({ status: 'ready', driver_position: position }), NOW)?.source).toBe('plan');
    expect(orderEta(order({ status: 'delivered' }), NOW)).toBeNull();
    expect(orderEta(order({ status: 'cancelled' }), NOW)).toBeNull();
    expect(orderEta(order({ status: 'placed', eta: null }), NOW)).toBeNull();
  });
});
