import type { VenueNotificationSettings } from '@lekker/core/contracts/notification-preferences';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurantMember, insertRestaurant, insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createVenueNotificationsRepository } from './venue-notifications.repository.ts';
import { createVenueRecipients } from './venue-notifications.service.ts';

type Err = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('venue notification settings (portal)', () => {
  let t: TestApp;
  let venue: string;
  let otherVenue: string;
  const ids: Record<string, string> = {};
  const cookies: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    venue = (await insertRestaurant(db, { name: 'Kasi Kota Corner' })).id;
    otherVenue = (await insertRestaurant(db, { name: 'Other Place' })).id;
    for (const [name, fullName] of [
      ['owner', 'Ayanda Owner'],
      ['staff', 'Bheki Staff'],
      ['rival', 'Rival Owner'],
      ['customer', 'Just A Customer'],
    ] as const) {
      const roles = name === 'customer' ? (['customer'] as const) : (['restaurant'] as const);
      ids[name] = (
        await insertUser(db, { email: `${name}@venue-notes.test`, name: fullName, roles: [...roles] })
      ).id;
      cookies[name] = await t.signIn(`${name}@venue-notes.test`, 'password123', roles[0]);
    }
    await addRestaurantMember(db, ids.owner!, venue, 'owner');
    await addRestaurantMember(db, ids.staff!, venue, 'staff');
    await addRestaurantMember(db, ids.rival!, otherVenue, 'owner');
  });
  afterAll(() => t.close());

  const path = (id = venue) => `/api/restaurant/venues/${id}/notification-settings`;
  const get = (who: string, id?: string) =>
    t.get<VenueNotificationSettings & Err>(path(id), { cookie: cookies[who] });
  const put = (who: string, body: unknown, id?: string) =>
    t.request<VenueNotificationSettings & Err>('PUT', path(id), { cookie: cookies[who], body });

  it('shows the owner no SMS phone yet and every member getting new-order pushes', async () => {
    const res = await get('owner');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sms_phone: null,
      can_change_sms_phone: true,
      members: [
        { user_id: ids.owner, name: 'Ayanda Owner', role: 'owner', push_new_orders: true, is_you: true },
        { user_id: ids.staff, name: 'Bheki Staff', role: 'staff', push_new_orders: true, is_you: false },
      ],
    });
  });

  it('lets an owner set the SMS phone (normalised), refuses a bad one, and clears it when empty', async () => {
    const set = await put('owner', { sms_phone: '018 381 2222' });
    expect([set.status, set.body.sms_phone]).toEqual([200, '+27183812222']);
    const bad = await put('owner', { sms_phone: '0800' });
    expect([bad.status, bad.body.error.fields?.sms_phone]).toEqual([
      400,
      'Please enter a South African phone number, e.g. 082 123 4567',
    ]);
    expect((await get('owner')).body.sms_phone).toBe('+27183812222');
    const cleared = await put('owner', { sms_phone: '' });
    expect(cleared.body.sms_phone).toBeNull();
    await put('owner', { sms_phone: '+27 82 000 3333' });
  });

  it('keeps the SMS phone for owners: staff see it, cannot change it, and switch only their own pushes', async () => {
    const seen = await get('staff');
    expect([seen.status, seen.body.sms_phone, seen.body.can_change_sms_phone]).toEqual([
      200,
      '+27820003333',
      false,
    ]);
    const phone = await put('staff', { sms_phone: '0821112222' });
    expect([phone.status, phone.body.error.message]).toEqual([
      403,
      "Only the venue's owners can change its SMS phone.",
    ]);
    const others = await put('staff', { members: [{ user_id: ids.owner, push_new_orders: false }] });
    expect(others.status).toBe(403);
    const own = await put('staff', { members: [{ user_id: ids.staff, push_new_orders: false }] });
    expect(own.status).toBe(200);
    expect(own.body.members.map((m) => [m.role, m.push_new_orders, m.is_you])).toEqual([
      ['owner', true, false],
      ['staff', false, true],
    ]);
    expect((await get('owner')).body.sms_phone).toBe('+27820003333');
  });

  it('answers 404 to another venue’s owner, 403 to a customer, and 422 for someone who is not a member', async () => {
    expect((await get('rival')).status).toBe(404);
    expect((await put('rival', { sms_phone: '0821112222' })).status).toBe(404);
    expect((await get('customer')).status).toBe(403);
    const stranger = await put('owner', { members: [{ user_id: ids.rival, push_new_orders: true }] });
    expect([stranger.status, stranger.body.error.message]).toEqual([
      422,
      'That person is not a member of this venue.',
    ]);
  });

  it('tells messaging where to escalate and whom to push', async () => {
    const recipients = createVenueRecipients(createVenueNotificationsRepository(t.database.db));
    expect(await recipients.escalationPhone(venue)).toBe('+27820003333');
    expect(await recipients.newOrderPushRecipients(venue)).toEqual([ids.owner]);
    expect(await recipients.escalationPhone(otherVenue)).toBeNull();
    expect(await recipients.newOrderPushRecipients(otherVenue)).toEqual([ids.rival]);
  });
});
