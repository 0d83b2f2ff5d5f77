import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NearbyStories, VenueStories, VenueStory } from '@lekker/core/contracts/stories';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurantMember, insertMenuItem, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e67e22' } })
    .jpeg()
    .toBuffer();

/** Mahikeng: the venue's spot; Rustenburg is ~200 km away. */
const NEAR = { lat: -25.85, lng: 25.64 };
const FAR = { lat: -25.667, lng: 27.242 };

describe('venue stories (post, strip near customers, views, expiry sweep)', () => {
  let t: TestApp;
  let dataDir: string;
  const start = new Date('2026-05-04T08:00:00.000Z');
  const now = new Date(start);
  const password = 'stories-pass';
  let venue = '';
  let otherVenue = '';
  let dish = '';
  let foreignDish = '';
  let owner = '';
  let otherOwner = '';
  let customer = '';
  let customerB = '';

  async function post(cookie: string, body: Buffer, type: string, query = '', venueId = venue) {
    const res = await t.app.request(
      `/api/restaurant/venues/${venueId}/stories${query}`,
      {
        method: 'POST',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': type },
        body,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as VenueStory & ApiError };
  }
  const storyFiles = async () =>
    (await readdir(join(dataDir, 'storage'), { recursive: true }))
      .map(String)
      .filter((f) => f.includes('stories') && f.endsWith('.webp'));
  const nearby = (p: { lat: number; lng: number }) =>
    t.get<NearbyStories>(`/api/stories?lat=${p.lat}&lng=${p.lng}`);
  const mine = (cookie = owner) =>
    t.get<VenueStories & ApiError>(`/api/restaurant/venues/${venue}/stories`, { cookie });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lekker-stories-'));
    t = await createTestApp({ clock: () => new Date(now), env: { DATA_DIR: dataDir } });
    const db = t.database.db;
    venue = (
      await insertRestaurant(db, {
        name: 'Story Kitchen',
        latitude: -25.856,
        longitude: 25.6403,
        serviceRadiusKm: 10,
      })
    ).id;
    otherVenue = (await insertRestaurant(db, { name: 'Other Kitchen' })).id;
    dish = (await insertMenuItem(db, venue, { name: 'Smoky Kota', priceCents: 5500 })).id;
    foreignDish = (await insertMenuItem(db, otherVenue, { name: 'Foreign' })).id;
    const mk = (email: string, roles: ('customer' | 'restaurant')[]) =>
      insertUser(db, { email, name: email.split('@')[0]!, password, roles });
    const o = await mk('owner@stories.test', ['customer', 'restaurant']);
    const o2 = await mk('other@stories.test', ['customer', 'restaurant']);
    await mk('cust@stories.test', ['customer']);
    await mk('custb@stories.test', ['customer']);
    await addRestaurantMember(db, o.id, venue);
    await addRestaurantMember(db, o2.id, otherVenue);
    owner = await t.signIn('owner@stories.test', password);
    otherOwner = await t.signIn('other@stories.test', password);
    customer = await t.signIn('cust@stories.test', password);
    customerB = await t.signIn('custb@stories.test', password);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('posts a photo resized to fit a phone screen, with a caption and a linked dish', async () => {
    const res = await post(
      owner,
      await photo(3000, 4000),
      'image/jpeg',
      `?caption=${encodeURIComponent('Fresh today!')}&menu_item_id=${dish}`,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      caption: 'Fresh today!',
      menu_item: { id: dish, name: 'Smoky Kota' },
      views: 0,
      created_at: start.toISOString(),
      expires_at: new Date(start.getTime() + 24 * 3600_000).toISOString(),
    });
    expect(res.body.image_url).toMatch(/\/stories\/[0-9a-f-]+\/\d+-[0-9a-f]+\.webp$/);
    // The public URL serves the stored WebP (local storage driver).
    const image = await t.app.request(new URL(res.body.image_url).pathname);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect((await t.app.request('/images/stories/nothing-here.webp')).status).toBe(404);
    expect((await t.app.request('/images/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    const [file] = await storyFiles();
    const meta = await sharp(await readFile(join(dataDir, 'storage', file!))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1080, height: 1440 });
  });

  it('refuses what is not an image, a dish of another venue and an over-long caption', async () => {
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(64)]);
    expect((await post(owner, fake, 'image/jpeg')).status).toBe(415);
    const foreign = await post(owner, await photo(50, 50), 'image/jpeg', `?menu_item_id=${foreignDish}`);
    expect(foreign.status).toBe(422);
    expect(foreign.body.error.fields?.menu_item_id).toBeDefined();
    const long = await post(owner, await photo(50, 50), 'image/jpeg', `?caption=${'x'.repeat(151)}`);
    expect(long.status).toBe(400);
    expect(await storyFiles()).toHaveLength(1);
  });

  it("answers 404 for another venue's stories and 403 for a customer", async () => {
    expect((await post(otherOwner, await photo(50, 50), 'image/jpeg')).status).toBe(404);
    expect((await mine(otherOwner)).status).toBe(404);
    expect((await mine(customer)).status).toBe(403);
  });

  it('shows the story to customers near the venue, not far away', async () => {
    const near = await nearby(NEAR);
    expect(near.status).toBe(200);
    expect(near.body.venues).toHaveLength(1);
    expect(near.body.venues[0]).toMatchObject({ restaurant_id: venue, name: 'Story Kitchen' });
    expect(near.body.venues[0]!.stories[0]).toMatchObject({ caption: 'Fresh today!' });
    expect((await nearby(FAR)).body.venues).toEqual([]);
    expect((await t.get('/api/stories?lat=200&lng=0')).status).toBe(400);
  });

  it('counts each signed-in viewer once for the owner', async () => {
    const story = (await nearby(NEAR)).body.venues[0]!.stories[0]!;
    const view = (cookie?: string) => t.request('POST', `/api/stories/${story.id}/view`, { cookie });
    expect((await view()).status).toBe(401);
    expect((await view(customer)).status).toBe(200);
    expect((await view(customer)).status).toBe(200);
    expect((await view(customerB)).status).toBe(200);
    expect((await mine()).body.stories[0]).toMatchObject({ id: story.id, views: 2 });
  });

  it('takes a story down with its photo', async () => {
    const extra = await post(owner, await photo(200, 200), 'image/jpeg');
    expect(extra.status).toBe(201);
    expect(await storyFiles()).toHaveLength(2);
    expect(
      (
        await t.request('DELETE', `/api/restaurant/venues/${venue}/stories/${extra.body.id}`, {
          cookie: otherOwner,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('DELETE', `/api/restaurant/venues/${venue}/stories/${extra.body.id}`, {
          cookie: owner,
        })
      ).status,
    ).toBe(200);
    expect(await storyFiles()).toHaveLength(1);
    expect((await mine()).body.stories).toHaveLength(1);
  });

  it('disappears after 24 hours, and the sweep removes it and its file', async () => {
    now.setTime(start.getTime() + 24 * 3600_000 + 1000);
    expect((await nearby(NEAR)).body.venues).toEqual([]);
    expect((await mine()).body.stories).toEqual([]);
    expect(await storyFiles()).toHaveLength(1);
    expect(await t.app.jobs.removeExpiredStories()).toBe(1);
    expect(await storyFiles()).toHaveLength(0);
    expect(await t.app.jobs.removeExpiredStories()).toBe(0);
  });
});
