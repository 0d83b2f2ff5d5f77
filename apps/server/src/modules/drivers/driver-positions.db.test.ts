import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverProfiles, profiles } from '../../db/schema/index.ts';
import { insertDriverProfile, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createDataAccess } from '../repositories.ts';
import { createDriversService } from './drivers.service.ts';

// Driver positions (docs/product.md#performance-targets) are pushed at once and written in batches (docs/decisions/032-sockets-and-positions-at-scale.md).
describe('driver positions in batches', () => {
  let t: TestApp;
  let cookie: string;
  let driverId: string;
  const password = 'positions-pass';

  beforeAll(async () => {
    t = await createTestApp({ env: { DRIVER_LOCATION_FLUSH_MS: '300' } });
    const u = await insertUser(t.database.db, {
      email: 'batch@positions.test',
      name: 'Batch Driver',
      password,
      roles: ['customer', 'driver'],
    });
    driverId = u.id;
    await insertDriverProfile(t.database.db, u.id, { status: 'approved' });
    cookie = await t.signIn(u.email, password);
    expect((await t.request('POST', '/api/driver/shift', { cookie, body: { online: true } })).status).toBe(
      200,
    );
  });
  afterAll(() => t.close());

  const stored = async () => {
    const [row] = await t.database.db
      .select({ lat: driverProfiles.lastLatitude, at: driverProfiles.locationUpdatedAt })
      .from(driverProfiles)
      .where(eq(driverProfiles.userId, driverId));
    const [profile] = await t.database.db
      .select({ lat: profiles.latitude })
      .from(profiles)
      .where(eq(profiles.userId, driverId));
    return { lat: row?.lat, profileLat: profile?.lat, at: row?.at };
  };
  const post = (latitude: number) =>
    t.request('POST', '/api/driver/location', { cookie, body: { latitude, longitude: 25.64 } });

  it('the first position is stored before the answer; the next ones are read from memory, then written together', async () => {
    // The service on its own, with a batch interval the test never reaches: the test writes the batch itself.
    const published: unknown[] = [];
    const drivers = createDriversService({
      data: createDataAccess(t.database.db),
      move: (() => {
        throw new Error('not in this test');
      }) as never,
      announce: async () => {},
      publish: async (_room, event) => {
        published.push(event);
      },
      clock: () => new Date(),
      positionFlushMs: 60_000,
    });
    const viewer = {
      user: { id: driverId, email: 'b@p.test', name: 'B', emailVerified: true },
      sessionId: 's',
      roles: ['driver' as const],
    };
    const at = (latitude: number) => drivers.updateLocation(viewer, { latitude, longitude: 25.64 });
    await at(-25.85);
    expect(await stored()).toMatchObject({ lat: -25.85, profileLat: -25.85 });

    await at(-25.86);
    await at(-25.87);
    // Not written yet, but the driver's own reads already see it (fresh, online).
    expect((await stored()).lat).toBe(-25.85);
    expect((await drivers.shift(viewer)).position_fresh).toBe(true);

    await drivers.closePositions();
    expect(await stored()).toMatchObject({ lat: -25.87, profileLat: -25.87 });
  });

  it('with the app: a position posted twice reaches the database within the batch interval', async () => {
    expect((await post(-25.88)).status).toBe(200);
    expect((await post(-25.89)).status).toBe(200);
    await expect.poll(async () => (await stored()).lat, { timeout: 10_000 }).toBe(-25.89);
    expect((await stored()).profileLat).toBe(-25.89);
  });

  it('an older batch (a slower instance) never replaces a newer position', async () => {
    const now = await stored();
    const older = new Date(now.at!.getTime() - 5000);
    await createDataAccess(t.database.db).drivers.savePositions([
      {
        userId: driverId,
        latitude: -26.5,
        longitude: 25,
        heading: null,
        speedKmh: null,
        accuracy: null,
        at: older,
      },
    ]);
    expect(await stored()).toMatchObject({ lat: -25.89, profileLat: -25.89 });
  });

  it('still validates positions with the shared contract and answers drivers only', async () => {
    expect(
      (await t.request('POST', '/api/driver/location', { cookie, body: { latitude: 91, longitude: 0 } }))
        .status,
    ).toBe(400);
    expect(
      (await t.request('POST', '/api/driver/location', { body: { latitude: -25, longitude: 25 } })).status,
    ).toBe(401);
  });
});
