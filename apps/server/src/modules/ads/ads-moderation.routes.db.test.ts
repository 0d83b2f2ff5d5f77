import type { AdCard } from '@lekker/core/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMail } from '../../db/schema/index.ts';
import { insertAd } from '../../seed/builders.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';

type Ad = {
  id: string;
  status: string;
  priority: number;
  start_date: string;
  end_date: string | null;
  running: boolean;
  reject_reason: string | null;
  special_offer: string;
  restaurant_name: string;
};

describe('ads moderation: venues request, admins approve, reject, schedule and order; only approved ads in their window show', () => {
  let f: OrderFixture;
  // 2026-11-18 10:00 in Johannesburg.
  let now = new Date('2026-11-18T08:00:00Z');
  const admin = () => ({ cookie: f.cookies.admin });
  const home = async () =>
    (await f.t.get<{ ads: AdCard[] }>('/api/ads')).body.ads.map((a) => a.special_offer);
  const request = (cookie: string, venueId: string, body: Record<string, unknown>) =>
    f.t.request<Ad & { error?: { message: string } }>('POST', `/api/restaurant/venues/${venueId}/ads`, {
      cookie,
      body,
    });
  let seeded = '';
  let kota = '';
  let other = '';

  beforeAll(async () => {
    f = await orderFixture({ clock: () => now });
    // An ad from before moderation existed: approved, running.
    seeded = (
      await insertAd(f.db, f.other.id, {
        specialOffer: 'Seeded special',
        priority: 5,
        startDate: new Date('2026-01-01T00:00:00Z'),
      })
    ).id;
  });
  afterAll(() => f.t.close());

  it('a venue member requests an ad; it waits for review and is not on the home page', async () => {
    const res = await request(f.cookies.owner, f.restaurant.id, {
      special_offer: 'Two kotas for R80',
      offer_description: 'Every weekday lunch',
      cta_text: 'Grab the deal',
      start_date: '2026-11-20',
      end_date: '2026-11-30',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      start_date: '2026-11-20',
      end_date: '2026-11-30',
      running: false,
      restaurant_name: 'Kota King',
    });
    kota = res.body.id;
    expect(await home()).toEqual(['Seeded special']);
    const mine = await f.t.get<{ ads: Ad[] }>(`/api/restaurant/venues/${f.restaurant.id}/ads`, {
      cookie: f.cookies.owner,
    });
    expect(mine.body.ads.map((a) => a.id)).toEqual([kota]);
    // Not for another venue's owner, nor in the past, nor a backwards window.
    expect(
      (
        await request(f.cookies.otherOwner, f.restaurant.id, {
          special_offer: 'Mine now',
          start_date: '2026-11-20',
        })
      ).status,
    ).toBe(404);
    expect(
      (await f.t.get(`/api/restaurant/venues/${f.restaurant.id}/ads`, { cookie: f.cookies.otherOwner }))
        .status,
    ).toBe(404);
    expect(
      (
        await request(f.cookies.owner, f.restaurant.id, {
          special_offer: 'Yesterday',
          start_date: '2026-11-17',
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await request(f.cookies.owner, f.restaurant.id, {
          special_offer: 'Backwards',
          start_date: '2026-11-25',
          end_date: '2026-11-24',
        })
      ).status,
    ).toBe(400);
    expect(
      (await request(f.cookies.customer, f.restaurant.id, { special_offer: 'Hi', start_date: '2026-11-20' }))
        .status,
    ).toBe(403);
  });

  it('admins list the queue, approve with a window: the ad shows only inside it, at the end of the order', async () => {
    const queue = await f.t.get<{ ads: Ad[] }>('/api/admin/ads?status=pending', admin());
    expect(queue.body.ads.map((a) => a.id)).toEqual([kota]);
    const approved = await f.t.request<Ad>('POST', `/api/admin/ads/${kota}/approve`, {
      ...admin(),
      body: { start_date: '2026-11-19', end_date: '2026-11-21' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'approved',
      start_date: '2026-11-19',
      end_date: '2026-11-21',
    });
    expect(approved.body.priority).toBeGreaterThan(5);
    expect(await home()).toEqual(['Seeded special']);
    now = new Date('2026-11-18T22:00:00Z'); // 19 November, 00:00 in Johannesburg
    expect(await home()).toEqual(['Seeded special', 'Two kotas for R80']);
    now = new Date('2026-11-21T21:59:00Z'); // the last minute of 21 November
    expect(await home()).toEqual(['Seeded special', 'Two kotas for R80']);
    now = new Date('2026-11-21T22:00:00Z');
    expect(await home()).toEqual(['Seeded special']);
    const mails = await f.db.select().from(devMail).where(eq(devMail.to, 'owner@orders.test'));
    expect(mails.some((m) => /approved/.test(m.subject) && m.text.includes('2026-11-21'))).toBe(true);
  });

  it('reschedules and orders the approved ads; the home page follows the admin order', async () => {
    const moved = await f.t.request<Ad>('PUT', `/api/admin/ads/${kota}/schedule`, {
      ...admin(),
      body: { start_date: '2026-11-20', end_date: null },
    });
    expect(moved.body).toMatchObject({ start_date: '2026-11-20', end_date: null, running: true });
    expect(await home()).toEqual(['Seeded special', 'Two kotas for R80']);
    const order = await f.t.request<{ ads: Ad[] }>('PUT', '/api/admin/ads/order', {
      ...admin(),
      body: { ids: [kota, seeded] },
    });
    expect(order.status).toBe(200);
    expect(order.body.ads.map((a) => a.id)).toEqual([kota, seeded]);
    expect(await home()).toEqual(['Two kotas for R80', 'Seeded special']);
    // A pending ad cannot be ordered; an id twice is refused; nothing changes.
    other = (
      await request(f.cookies.otherOwner, f.other.id, {
        special_offer: 'Pap and wors',
        start_date: '2026-11-22',
      })
    ).body.id;
    expect(
      (await f.t.request('PUT', '/api/admin/ads/order', { ...admin(), body: { ids: [other, kota] } })).status,
    ).toBe(409);
    expect(
      (await f.t.request('PUT', '/api/admin/ads/order', { ...admin(), body: { ids: [kota, kota] } })).status,
    ).toBe(400);
    expect(await home()).toEqual(['Two kotas for R80', 'Seeded special']);
  });

  it('rejects with a reason e-mailed to the owners; a rejected ad never shows; every decision is audited', async () => {
    const rejected = await f.t.request<Ad>('POST', `/api/admin/ads/${other}/reject`, {
      ...admin(),
      body: { reason: 'The photo is not of food' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reject_reason: 'The photo is not of food',
      running: false,
    });
    const mails = await f.db.select().from(devMail).where(eq(devMail.to, 'other-owner@orders.test'));
    expect(
      mails.some((m) => /not approved/.test(m.subject) && m.text.includes('The photo is not of food')),
    ).toBe(true);
    expect(
      (await f.t.request('POST', `/api/admin/ads/${other}/reject`, { ...admin(), body: { reason: '' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await f.t.request('PUT', `/api/admin/ads/${other}/schedule`, {
          ...admin(),
          body: { start_date: '2026-11-22', end_date: null },
        })
      ).status,
    ).toBe(409);
    // Taking the approved ad down is a rejection too.
    await f.t.request('POST', `/api/admin/ads/${kota}/reject`, {
      ...admin(),
      body: { reason: 'Offer ended early' },
    });
    expect(await home()).toEqual(['Seeded special']);

    const audit = await f.t.get<{ entries: { action: string; target_id: string }[] }>(
      '/api/admin/audit?q=ad.',
      admin(),
    );
    expect(audit.body.entries.map((e) => e.action).sort()).toEqual([
      'ad.approve',
      'ad.order',
      'ad.reject',
      'ad.reject',
      'ad.schedule',
    ]);
    const list = await f.t.get<{ ads: Ad[] }>('/api/admin/ads', admin());
    expect(list.body.ads.map((a) => a.status)).toEqual(['approved', 'rejected', 'rejected']);
    for (const who of ['owner', 'driver', 'customer'] as const) {
      expect((await f.t.get('/api/admin/ads', { cookie: f.cookies[who] })).status).toBe(403);
      expect(
        (
          await f.t.request('POST', `/api/admin/ads/${kota}/approve`, {
            cookie: f.cookies[who],
            body: { start_date: '2026-11-20', end_date: null },
          })
        ).status,
      ).toBe(403);
    }
  });
});
