import { DRIVER_RADIUS_KM } from '@lekker/core/constants';
import { haversineKm } from '@lekker/core/distance';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../db/schema/index.ts';
import { seededRandom } from '../../lib/seeded-random.ts';
import { insertRestaurant } from '../../seed/builders.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { kmFrom } from './drivers.repository.ts';

describe('the 20 km feed distance in SQL equals the core haversine', () => {
  let db: TestDatabase;
  const ids: string[] = [];
  const random = seededRandom(20261123);
  const here = { latitude: -25.856, longitude: 25.6403 };

  beforeAll(async () => {
    db = await createTestDb();
    for (let i = 0; i < 60; i++) {
      // Points up to ~0.4° away (≈ 45 km): inside, around and beyond the 20 km radius.
      const r = await insertRestaurant(db.db, {
        latitude: here.latitude + (random() - 0.5) * 0.8,
        longitude: here.longitude + (random() - 0.5) * 0.8,
      });
      ids.push(r.id);
    }
  });
  afterAll(() => db.close());

  it('agrees to a millimetre on 60 random points, and on which side of 20 km each falls', async () => {
    const rows = await db.db
      .select({
        latitude: restaurants.latitude,
        longitude: restaurants.longitude,
        km: kmFrom(here, restaurants.latitude, restaurants.longitude),
      })
      .from(restaurants)
      .where(inArray(restaurants.id, ids));
    expect(rows).toHaveLength(60);
    let inside = 0;
    for (const row of rows) {
      const core = haversineKm(here, { latitude: row.latitude!, longitude: row.longitude! });
      expect(Number(row.km)).toBeCloseTo(core, 6);
      expect(Number(row.km) <= DRIVER_RADIUS_KM).toBe(core <= DRIVER_RADIUS_KM);
      if (core <= DRIVER_RADIUS_KM) inside++;
    }
    // The sample straddles the radius.
    expect(inside).toBeGreaterThan(5);
    expect(inside).toBeLessThan(55);
  });
});
