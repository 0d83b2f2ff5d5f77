import { verifyPassword } from 'better-auth/crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import {
  account,
  driverProfiles,
  menuItems,
  orderPayments,
  orders,
  profiles,
  restaurantAds,
  restaurantMembers,
  restaurants,
  reviews,
  user,
  userRoles,
} from '../db/schema/index.ts';
import { createRefundsService } from '../modules/ledger/refunds.service.ts';
import { createDataAccess } from '../modules/repositories.ts';
import { createTestDb, type TestDatabase } from '../test/db.ts';
import { DEMO_PASSWORD, DEMO_PLACES, demoVenueOwnerEmail, MAHIKENG_CENTRE } from './demo-data.ts';
import { isDatabaseEmpty, seedDemo } from './seed-demo.ts';

type Row = typeof restaurants.$inferSelect;
type Hours = Record<string, { open?: string; close?: string; closed?: boolean }>;

function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const distanceFromCentre = (r: Row) =>
  haversineKm(MAHIKENG_CENTRE, { latitude: r.latitude!, longitude: r.longitude! });

/** Hours as an object, whether stored as an object or as a legacy JSON string. */
function hoursOf(r: Row): Hours | null {
  if (r.openingHours === null) return null;
  return (typeof r.openingHours === 'string' ? JSON.parse(r.openingHours) : r.openingHours) as Hours;
}

describe('seedDemo', () => {
  let database: TestDatabase;
  let db: Db;
  const now = new Date('2026-03-15T10:00:00Z');
  let result: Awaited<ReturnType<typeof seedDemo>>;
  let rows: Row[];

  beforeAll(async () => {
    database = await createTestDb();
    db = database.db;
    expect(await isDatabaseEmpty(db)).toBe(true);
    result = await seedDemo(db, now);
    rows = await db.select().from(restaurants);
  });

  afterAll(async () => {
    await database?.close();
  });

  it('marks the database as no longer empty', async () => {
    expect(await isDatabaseEmpty(db)).toBe(false);
  });

  it('inserts the Mahikeng restaurants, two grocery stores and three far places', () => {
    expect(rows).toHaveLength(DEMO_PLACES.length);
    const groceries = rows.filter((r) => r.kind === 'grocery');
    const local = rows.filter((r) => r.kind === 'restaurant' && distanceFromCentre(r) < 20);
    expect(groceries).toHaveLength(2);
    expect(local.length).toBeGreaterThanOrEqual(22);
    expect(local.length).toBeLessThanOrEqual(26);
    for (const r of [...local, ...groceries]) expect(distanceFromCentre(r)).toBeLessThan(8.5);
  });

  it('places three places more than 100 km from Mahikeng, outside their own radius', () => {
    const far = rows.filter((r) => distanceFromCentre(r) > 100);
    expect(far).toHaveLength(3);
    for (const r of far) expect(distanceFromCentre(r)).toBeGreaterThan(r.serviceRadiusKm ?? 10);
  });

  it('keeps most local places within reach of the town centre', () => {
    const local = rows.filter((r) => distanceFromCentre(r) < 20);
    const reachable = local.filter((r) => distanceFromCentre(r) <= (r.serviceRadiusKm ?? 10));
    expect(reachable.length).toBeGreaterThanOrEqual(local.length - 2);
  });

  it('gives every place 8–20 menu items, some unavailable, priced in cents', async () => {
    const items = await db.select().from(menuItems);
    for (const r of rows) {
      const own = items.filter((i) => i.restaurantId === r.id);
      expect(own.length, r.name).toBeGreaterThanOrEqual(8);
      expect(own.length, r.name).toBeLessThanOrEqual(20);
    }
    expect(items.filter((i) => !i.isAvailable).length).toBeGreaterThanOrEqual(3);
    for (const i of items) {
      expect(Number.isInteger(i.priceCents)).toBe(true);
      expect(i.priceCents).toBeGreaterThanOrEqual(1000);
    }
    const cuisines = new Set(rows.map((r) => r.cuisineType));
    for (const chip of ['Burger', 'Pizza', 'Salad', 'Sushi', 'Tacos'])
      expect(cuisines.has(chip), chip).toBe(true);
  });

  it('covers the opening-hours cases: overnight, always closed, JSON string, none, switched off', async () => {
    const overnight = rows.filter((r) => {
      const hours = hoursOf(r);
      return hours && Object.values(hours).some((d) => !d.closed && d.open && d.close && d.close < d.open);
    });
    expect(overnight.length).toBeGreaterThanOrEqual(1);

    const alwaysClosed = rows.filter((r) => {
      const hours = hoursOf(r);
      const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
      return hours && days.every((d) => hours[d]?.closed === true);
    });
    expect(alwaysClosed).toHaveLength(1);
    expect(alwaysClosed[0]?.name).toMatch(/closed/i);

    // Drizzle's jsonb column parses a JSON string value once more on read, so the kind of value is only
    // visible in SQL.
    const jsonString = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(eq(sql`jsonb_typeof(${restaurants.openingHours})`, 'string'));
    expect(jsonString).toHaveLength(1);
    const legacy = rows.find((r) => r.id === jsonString[0]?.id);
    expect(legacy && hoursOf(legacy)?.tuesday).toEqual({ open: '11:00', close: '21:00' });

    expect(rows.filter((r) => r.openingHours === null)).toHaveLength(1);
    expect(rows.filter((r) => !r.isOpen)).toHaveLength(1);
  });

  it('gives every reviewed venue the average of its reviews as its rating, so its card and reviews card agree', async () => {
    const averages = await db
      .select({ id: reviews.restaurantId, average: sql<number>`avg(${reviews.restaurantRating})::float8` })
      .from(reviews)
      .where(sql`${reviews.restaurantRating} is not null`)
      .groupBy(reviews.restaurantId);
    expect(averages.length).toBeGreaterThan(0);
    for (const { id, average } of averages) {
      expect(rows.find((r) => r.id === id)?.rating).toBeCloseTo(average, 9);
    }
  });

  it('varies ratings, fees and radii', () => {
    const ratings = rows.map((r) => r.rating).filter((x): x is number => x !== null);
    expect(Math.min(...ratings)).toBeLessThanOrEqual(3.3);
    expect(Math.max(...ratings)).toBeGreaterThanOrEqual(4.5);
    expect(rows.some((r) => r.deliveryFeeCents === null)).toBe(true);
    expect(new Set(rows.map((r) => r.serviceRadiusKm))).toEqual(new Set([5, 8, 10, 15]));
    expect(rows.some((r) => r.isPartnered)).toBe(true);
    for (const r of rows) expect(r.coverImageUrl).toMatch(/^\/images\/demo\/[a-z0-9-]+\.svg$/);
  });

  it('seeds reviews: none for one place, 20+ for a popular one, some owner replies, all in the past', async () => {
    const all = await db.select().from(reviews);
    const counts = rows.map((r) => all.filter((v) => v.restaurantId === r.id).length);
    expect(counts.filter((c) => c === 0)).toHaveLength(1);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(20);
    expect(all.filter((v) => v.ownerReply !== null).length).toBeGreaterThanOrEqual(3);
    expect(new Set(all.map((v) => v.restaurantRating))).toEqual(new Set([1, 2, 3, 4, 5]));
    for (const v of all) {
      expect(v.createdAt.getTime()).toBeLessThan(now.getTime());
      expect(v.createdAt.getTime()).toBeGreaterThan(now.getTime() - 200 * 24 * 3600_000);
    }
  });

  it('seeds active, expired and inactive ads', async () => {
    const active = await db
      .select()
      .from(restaurantAds)
      .where(
        and(
          eq(restaurantAds.isActive, true),
          or(isNull(restaurantAds.endDate), gt(restaurantAds.endDate, now)),
          lte(restaurantAds.startDate, now),
        ),
      );
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(new Set(active.map((a) => a.priority)).size).toBe(active.length);

    const expired = await db
      .select()
      .from(restaurantAds)
      .where(and(eq(restaurantAds.isActive, true), lte(restaurantAds.endDate, now)));
    expect(expired).toHaveLength(1);

    const inactive = await db.select().from(restaurantAds).where(eq(restaurantAds.isActive, false));
    expect(inactive).toHaveLength(1);
  });

  it('creates one verified demo account per role with password demo1234', async () => {
    expect(result.accounts.map((a) => a.role).sort()).toEqual(['admin', 'customer', 'driver', 'restaurant']);
    for (const demo of result.accounts) {
      expect(demo.password).toBe(DEMO_PASSWORD);
      const [u] = await db.select().from(user).where(eq(user.email, demo.email));
      expect(u?.emailVerified, demo.email).toBe(true);
      const roles = await db.select().from(userRoles).where(eq(userRoles.userId, u!.id));
      expect(roles.map((r) => r.role)).toEqual([demo.role]);
      const [profile] = await db.select().from(profiles).where(eq(profiles.userId, u!.id));
      expect(profile?.fullName).toBe(u!.name);
    }
    expect(result.accounts.map((a) => a.email)).toContain('customer@demo.lekker.test');
  });

  it("stores the customer's credential so better-auth can verify it", async () => {
    const [u] = await db.select().from(user).where(eq(user.email, 'customer@demo.lekker.test'));
    const [credential] = await db.select().from(account).where(eq(account.userId, u!.id));
    expect(credential?.providerId).toBe('credential');
    expect(credential?.accountId).toBe(u!.id);
    expect(await verifyPassword({ hash: credential!.password!, password: 'demo1234' })).toBe(true);
    expect(await verifyPassword({ hash: credential!.password!, password: 'wrong-password' })).toBe(false);
  });

  it('gives every paid PayFast order its payment, so the admin console shows what was paid and can refund it', async () => {
    const paid = await db
      .select({
        id: orders.id,
        total: orders.totalCents,
        received: sql<number>`coalesce((select sum(${orderPayments.amountCents}) from ${orderPayments} where ${orderPayments.orderId} = ${orders.id}), 0)::int`,
      })
      .from(orders)
      .where(and(eq(orders.paymentMethod, 'payfast'), sql`${orders.pfPaymentId} is not null`));
    expect(paid.length).toBeGreaterThan(100);
    expect(paid.filter((o) => o.received !== o.total)).toEqual([]);
    // The console's paid figure (and what it can refund) for one of them is its total, not R0.
    const refunds = createRefundsService({
      data: createDataAccess(db),
      gateway: {
        refund: async () => ({ ok: false, error: 'not in this test' }),
        query: async () => ({ state: 'not_found' }),
      },
      mailer: { send: async () => {} } as never,
      notifications: { notify: async () => {} } as never,
      publicUrl: 'http://localhost:3000',
      clock: () => now,
      logger: { error: () => {} } as never,
    });
    expect(await refunds.refundable(paid[0]!.id)).toEqual({
      paid: paid[0]!.total,
      refundable: paid[0]!.total,
    });
  });

  it('every demo venue is run by someone, so each can take custom deliveries (not only the demo owner venue)', async () => {
    const picker = await createDataAccess(db).restaurants.listPicker();
    expect(picker).toHaveLength(DEMO_PLACES.length);
    expect(picker.filter((r) => !r.managed).map((r) => r.name)).toEqual([]);
    // The other venues' owners can sign in with the demo password (a venue's portal works for the demo).
    const [other] = await db
      .select({ email: user.email })
      .from(user)
      .where(eq(user.email, demoVenueOwnerEmail(DEMO_PLACES.find((p) => p.kind === 'grocery')!.slug)));
    expect(other).toBeDefined();
  });

  it('links the owner to a restaurant and approves the driver near Mahikeng', async () => {
    const [owner] = await db.select().from(user).where(eq(user.email, 'restaurant@demo.lekker.test'));
    const memberships = await db
      .select()
      .from(restaurantMembers)
      .where(eq(restaurantMembers.userId, owner!.id));
    expect(memberships).toHaveLength(1);
    expect(memberships[0]?.role).toBe('owner');

    const [driver] = await db.select().from(user).where(eq(user.email, 'driver@demo.lekker.test'));
    const [profile] = await db.select().from(driverProfiles).where(eq(driverProfiles.userId, driver!.id));
    expect(profile?.status).toBe('approved');
    const km = haversineKm(MAHIKENG_CENTRE, {
      latitude: profile!.lastLatitude!,
      longitude: profile!.lastLongitude!,
    });
    expect(km).toBeLessThan(5);
  });
});
