import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { VenueStories } from '@lekker/core/contracts/stories';
import { STORY_MAX_LIVE } from '@lekker/core/social';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurantMember, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';

/**
 * The cap of live stories per venue under parallel posts (docs/decisions/044-limits-in-one-statement-or-lock.md):
 * the count and the insert run under a lock on the venue's row, so 30 posts at once leave exactly 10 live.
 */
describe('stories: the live cap holds under parallel posts', () => {
  let t: TestApp;
  let dataDir: string;
  let venue = '';
  let owner = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lekker-stories-cap-'));
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
    const db = t.database.db;
    venue = (await insertRestaurant(db, { name: 'Cap Kitchen', latitude: -25.856, longitude: 25.6403 })).id;
    const o = await insertUser(db, {
      email: 'owner@cap.test',
      name: 'owner',
      password: 'cap-pass',
      roles: ['restaurant'],
    });
    await addRestaurantMember(db, o.id, venue);
    owner = await t.signIn('owner@cap.test', 'cap-pass');
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function post(body: Buffer) {
    const res = await t.app.request(
      `/api/restaurant/venues/${venue}/stories`,
      {
        method: 'POST',
        headers: { cookie: owner, origin: TEST_ORIGIN, 'content-type': 'image/jpeg' },
        body,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as { error?: { message: string } } };
  }

  it('30 posts at once with a cap of 10: exactly 10 live, 20 refused with the cap message, no stray files', async () => {
    const image = await sharp({ create: { width: 40, height: 60, channels: 3, background: '#e67e22' } })
      .jpeg()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(image)));
    const refused = answers.filter((a) => a.status === 409);
    expect({
      posted: answers.filter((a) => a.status === 201).length,
      refused: refused.length,
    }).toEqual({ posted: STORY_MAX_LIVE, refused: 30 - STORY_MAX_LIVE });
    expect(new Set(refused.map((a) => a.body.error?.message))).toEqual(
      new Set([`You can have ${STORY_MAX_LIVE} live stories at once. Delete one or wait for it to expire.`]),
    );
    const live = await t.get<VenueStories>(`/api/restaurant/venues/${venue}/stories`, { cookie: owner });
    expect(live.body.stories).toHaveLength(STORY_MAX_LIVE);
    // A refused post leaves no photo behind.
    const files = (await readdir(join(dataDir, 'storage'), { recursive: true }))
      .map(String)
      .filter((f) => f.endsWith('.webp'));
    expect(files).toHaveLength(STORY_MAX_LIVE);
  });
});
