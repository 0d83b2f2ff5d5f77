import type { AdCard } from '@lekker/core/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAd, insertRestaurant } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

const NOW = new Date('2026-11-18T10:00:00Z');

describe('GET /api/ads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
  });
  afterAll(() => t.close());

  it('returns running ads of active restaurants by priority, at most 10, joined with the restaurant', async () => {
    const db = t.database.db;
    const r = await insertRestaurant(db, {
      name: 'Ad Kitchen',
      cuisineType: null,
      rating: null,
      deliveryFeeCents: null,
      estimatedDeliveryTime: null,
    });
    const hidden = await insertRestaurant(db, { name: 'Hidden', isActive: false });
    const started = new Date('2026-01-01T00:00:00Z');
    const later = new Date('2026-12-31T00:00:00Z');
    const past = new Date('2026-11-01T00:00:00Z');
    await insertAd(db, r.id, {
      startDate: started,
      priority: 5,
      specialOffer: 'second',
      endDate: later,
      ctaText: null,
    });
    await insertAd(db, r.id, { startDate: started, priority: 1, specialOffer: 'first', endDate: null });
    await insertAd(db, r.id, { startDate: started, priority: 0, specialOffer: 'expired', endDate: past });
    await insertAd(db, r.id, {
      startDate: started,
      priority: 0,
      specialOffer: 'switched off',
      isActive: false,
    });
    await insertAd(db, r.id, { priority: 0, specialOffer: 'not started', startDate: later });
    await insertAd(db, hidden.id, { startDate: started, priority: 0, specialOffer: 'inactive restaurant' });
    for (let i = 0; i < 12; i++)
      await insertAd(db, r.id, { startDate: started, priority: 50 + i, specialOffer: `filler ${i}` });

    const { status, body } = await t.get<{ ads: AdCard[] }>(`/api/ads?lat=-25.856&lng=25.6403`);
    expect(status).toBe(200);
    expect(body.ads).toHaveLength(10);
    expect(body.ads.slice(0, 3).map((a) => a.special_offer)).toEqual(['first', 'second', 'filler 0']);
    expect(body.ads.map((a) => a.special_offer)).not.toContain('expired');
    expect(body.ads[1]).toMatchObject({
      restaurant_id: r.id,
      restaurant_name: 'Ad Kitchen',
      cuisine: 'Various',
      rating: 4,
      // At the venue's door: the base fee, as its card and checkout say (docs/decisions/021-one-price-quote.md).
      delivery_fee_cents: 1500,
      delivery_time: 30,
      cta_text: 'Order Now',
    });
    expect(body.ads[0]!.distance_km).toBeCloseTo(0, 5);
  });

  it('rejects a malformed location with 400', async () => {
    expect((await t.get('/api/ads?lat=north')).status).toBe(400);
  });
});
