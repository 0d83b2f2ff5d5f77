import { describe, expect, it } from 'vitest';
import { DriverDeliverRequestSchema, DriverShiftRequestSchema } from './contracts/drivers.ts';
import { RealtimeEventSchema } from './contracts/realtime.ts';
import {
  checkDeliveryCode,
  DELIVERY_CODE_LOCK_MS,
  DRIVER_GEOLOCATION,
  driverPayCents,
  etaMinutes,
  firstName,
  generateDeliveryCode,
  isPositionFresh,
  navigationLinks,
  speedKmh,
} from './driver.ts';

describe('driverPayCents: R20 + R4/km restaurant → customer (+ R10 shopping for a custom delivery)', () => {
  it.each([
    ['0 km', 0, 'food', 2000],
    ['1 km', 1, 'food', 2400],
    ['2.5 km', 2.5, 'food', 3000],
    ['3.44 km rounds to the cent', 3.44, 'food', 3376],
    ['12.345 km', 12.345, 'food', 6938],
    ['unknown distance uses the 5 km default', null, 'food', 4000],
    ['custom delivery 2 km', 2, 'custom_delivery', 3800],
  ] as const)('%s', (_label, distanceKm, type, cents) => {
    expect(driverPayCents({ distanceKm, type })).toBe(cents);
  });

  it.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('rejects %s km', (km) => {
    expect(() => driverPayCents({ distanceKm: km, type: 'food' })).toThrow(RangeError);
  });
});

describe('isPositionFresh: younger than 2 minutes', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['just now', new Date('2026-11-23T10:00:00Z'), true],
    ['119 s old', new Date('2026-11-23T09:58:01Z'), true],
    ['exactly 120 s old', new Date('2026-11-23T09:58:00Z'), false],
    ['yesterday', new Date('2026-11-22T10:00:00Z'), false],
    ['as an ISO string', '2026-11-23T09:59:30.000Z', true],
    ['never shared', null, false],
    ['garbage', 'not a date', false],
    ['10 s in the future (client clock)', new Date('2026-11-23T10:00:10Z'), true],
    ['an hour in the future', new Date('2026-11-23T11:00:00Z'), false],
  ] as const)('%s → %s', (_label, at, fresh) => {
    expect(isPositionFresh(at, now)).toBe(fresh);
  });
});

describe('speedKmh: m/s × 3.6', () => {
  it.each([
    [10, 36],
    [0, 0],
    [8.33, 30],
    [null, null],
    [undefined, null],
    [-1, null],
    [Number.NaN, null],
  ] as const)('%s m/s → %s km/h', (ms, kmh) => {
    expect(speedKmh(ms)).toBe(kmh);
  });

  it('geolocation timings are the spec table', () => {
    expect(DRIVER_GEOLOCATION.oneTime).toMatchObject({ timeout: 3000, maximumAge: 60_000 });
    expect(DRIVER_GEOLOCATION.watch).toMatchObject({ timeout: 5000, maximumAge: 10_000 });
    expect(DRIVER_GEOLOCATION.highAccuracy).toMatchObject({ enableHighAccuracy: true, timeout: 10_000 });
    expect(DRIVER_GEOLOCATION.highAccuracyDurationMs).toBe(5000);
  });
});

describe('etaMinutes: distance at the driver speed, 25 km/h when unknown or standing', () => {
  it.each([
    ['5 km at 30 km/h', 5, 30, 10],
    ['5 km unknown speed', 5, null, 12],
    ['5 km standing (2 km/h)', 5, 2, 12],
    ['0 km', 0, 40, 0],
    ['0.1 km at 60 km/h rounds up', 0.1, 60, 1],
    ['12 km at 60 km/h exactly', 12, 60, 12],
  ] as const)('%s → %s min', (_label, km, speed, minutes) => {
    expect(etaMinutes(km, speed)).toBe(minutes);
  });

  it('rejects a negative distance', () => {
    expect(() => etaMinutes(-1, 30)).toThrow(RangeError);
  });
});

describe('delivery code', () => {
  it.each([
    [0, '0000'],
    [0.0042, '0042'],
    [0.5, '5000'],
    [0.99999, '9999'],
  ])('random %s → %s', (r, code) => {
    expect(generateDeliveryCode(() => r)).toBe(code);
  });

  const now = new Date('2026-11-23T10:00:00Z');
  const later = (ms: number) => new Date(now.getTime() + ms);

  it('the right code passes', () => {
    expect(checkDeliveryCode({ code: '1234', attempts: 2, lockedUntil: null }, '1234', now)).toEqual({
      outcome: 'ok',
    });
  });

  it('counts wrong tries and locks for 60 s on the 5th', () => {
    let state = { code: '1234', attempts: 0, lockedUntil: null as Date | null };
    const lefts: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = checkDeliveryCode(state, '9999', now);
      if (r.outcome !== 'wrong') throw new Error('expected wrong');
      lefts.push(r.attemptsLeft);
      state = { ...state, attempts: r.attempts, lockedUntil: r.lockedUntil };
    }
    expect(lefts).toEqual([4, 3, 2, 1, 0]);
    expect(state.lockedUntil).toEqual(later(DELIVERY_CODE_LOCK_MS));
    // Even the right code is refused during the lock.
    expect(checkDeliveryCode(state, '1234', later(30_000))).toEqual({
      outcome: 'locked',
      lockedUntil: later(60_000),
      retryAfterSeconds: 30,
    });
    // After the lock the right code passes and a wrong one starts a new round.
    expect(checkDeliveryCode(state, '1234', later(60_000))).toEqual({ outcome: 'ok' });
    expect(checkDeliveryCode(state, '0000', later(61_000))).toMatchObject({
      outcome: 'wrong',
      attempts: 1,
      attemptsLeft: 4,
      lockedUntil: null,
    });
  });

  it('an order without a code never matches', () => {
    expect(checkDeliveryCode({ code: null, attempts: 0, lockedUntil: null }, '', now).outcome).toBe('wrong');
  });

  it.each([
    ['1234', true],
    [' 0042 ', true],
    ['123', false],
    ['12345', false],
    ['12a4', false],
  ])('the deliver request accepts %j: %s', (code, ok) => {
    expect(DriverDeliverRequestSchema.safeParse({ code }).success).toBe(ok);
  });
});

describe('navigationLinks', () => {
  it('Google Maps, Apple Maps and Waze to the point with 6 decimals', () => {
    expect(navigationLinks({ latitude: -25.8560001, longitude: 25.6403 })).toEqual({
      google: 'https://www.google.com/maps/dir/?api=1&destination=-25.856000,25.640300&travelmode=driving',
      apple: 'https://maps.apple.com/?daddr=-25.856000,25.640300&dirflg=d',
      waze: 'https://waze.com/ul?ll=-25.856000,25.640300&navigate=yes',
    });
  });
});

describe('firstName', () => {
  it.each([
    ['Thabo Mokoena', 'Thabo'],
    ['  Lerato  ', 'Lerato'],
    ['', 'Customer'],
    [null, 'Customer'],
  ])('%j → %s', (name, first) => {
    expect(firstName(name)).toBe(first);
  });
});

describe('contracts', () => {
  it('shift request needs a boolean', () => {
    expect(DriverShiftRequestSchema.safeParse({ online: true }).success).toBe(true);
    expect(DriverShiftRequestSchema.safeParse({ online: 'yes' }).success).toBe(false);
  });

  it('offers.changed carries an optional order and reason (old frames still parse)', () => {
    expect(RealtimeEventSchema.safeParse({ type: 'offers.changed', at: 'x' }).success).toBe(true);
    const id = '8f0a3c8e-59d7-4e43-9f4e-1f3f1d2b7a11';
    expect(
      RealtimeEventSchema.safeParse({ type: 'offers.changed', at: 'x', order_id: id, reason: 'taken' })
        .success,
    ).toBe(true);
    expect(RealtimeEventSchema.safeParse({ type: 'offers.changed', at: 'x', reason: 'stolen' }).success).toBe(
      false,
    );
  });
});
