import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type PushEndpoint, startPushEndpoint } from '../../test/push-endpoint.ts';
import { createPushRepository } from './push.repository.ts';
import type { PushMessage } from './push-provider.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const message = (userId: string, over: Partial<PushMessage> = {}): PushMessage => ({
  id: crypto.randomUUID(),
  channel: 'push',
  userId,
  to: userId,
  title: 'Order LE-1042 accepted',
  text: 'Kasi Kota Corner accepted your order: ready in about 20 minutes.',
  url: '/order-tracking?order=0b8e2c55-5f0c-4a53-9d9c-4a1b1a9b0c11',
  ...over,
});

describe('web push API and provider', () => {
  let t: TestApp;
  let strict: TestApp;
  let push: PushEndpoint;
  let thabo: { id: string; cookie: string };
  let naledi: { id: string; cookie: string };

  beforeAll(async () => {
    [t, strict, push] = await Promise.all([
      createTestApp({ env: { PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' } }),
      createTestApp(),
      startPushEndpoint(),
    ]);
    const a = await insertUser(t.database.db, { email: 'thabo@push.test', name: 'Thabo Molefe' });
    const b = await insertUser(t.database.db, { email: 'naledi@push.test', name: 'Naledi Dube' });
    await insertUser(strict.database.db, { email: 'thabo@push.test', name: 'Thabo Molefe' });
    thabo = { id: a.id, cookie: await t.signIn('thabo@push.test', 'password123') };
    naledi = { id: b.id, cookie: await t.signIn('naledi@push.test', 'password123') };
  });
  afterAll(async () => {
    await Promise.all([t?.close(), strict?.close(), push?.close()]);
  });

  const devicesOf = (userId: string) => createPushRepository(t.database.db).listForUser(userId);
  const subscribe = (cookie: string, body: unknown, app = t) =>
    app.request<ErrorBody & { ok: true; devices: number }>('POST', '/api/push/subscriptions', {
      cookie,
      body,
    });

  it('serves the VAPID public key to anyone', async () => {
    const res = await t.get<{ public_key: string }>('/api/push/vapid-public-key');
    expect(res.status).toBe(200);
    expect(Buffer.from(res.body.public_key, 'base64url')).toHaveLength(65);
  });

  it('refuses anonymous subscribe and unsubscribe', async () => {
    const phone = push.device();
    expect((await t.request('POST', '/api/push/subscriptions', { body: phone.subscription })).status).toBe(
      401,
    );
    expect(
      (
        await t.request('DELETE', '/api/push/subscriptions', {
          body: { endpoint: phone.subscription.endpoint },
        })
      ).status,
    ).toBe(401);
  });

  it('answers bad subscriptions with a readable 400', async () => {
    const phone = push.device().subscription;
    const cases: [string, unknown][] = [
      ['no keys', { endpoint: phone.endpoint }],
      ['not a URL', { ...phone, endpoint: 'not a url' }],
      ['another scheme', { ...phone, endpoint: 'ftp://push.example.com/x' }],
      ['too long', { ...phone, endpoint: `https://fcm.googleapis.com/fcm/send/${'a'.repeat(1100)}` }],
      ['bad p256dh', { ...phone, keys: { ...phone.keys, p256dh: 'short' } }],
      ['bad auth', { ...phone, keys: { ...phone.keys, auth: 'x'.repeat(40) } }],
      ['a string body', 'hello'],
    ];
    for (const [name, body] of cases) {
      const res = await subscribe(thabo.cookie, body);
      expect(res.status, name).toBe(400);
      expect(res.body.error.message, name).not.toMatch(/invalid|expected|received|zod|keys\.|\bp256dh\b/i);
      expect(res.body.error.message.length, name).toBeGreaterThan(10);
    }
    expect(await devicesOf(thabo.id)).toHaveLength(0);
  });

  it('refuses an http:// endpoint unless PUSH_ALLOW_INSECURE_ENDPOINTS is set', async () => {
    const cookie = await strict.signIn('thabo@push.test', 'password123');
    const res = await subscribe(cookie, push.device().subscription, strict);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'This browser offered an unencrypted push address. Notifications need a secure (https) push service.',
    );
    // Allowed, it is still this machine only.
    const remote = { ...push.device().subscription, endpoint: 'http://push.example.com/push/1' };
    expect((await subscribe(thabo.cookie, remote)).status).toBe(400);
  });

  it('encrypts the payload for the device: decrypted with its private key and auth secret it is the JSON', async () => {
    const phone = push.device();
    const saved = await subscribe(thabo.cookie, phone.subscription);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ok: true, devices: 1 });
    const before = push.received.length;
    const outcome = await t.app.pushProvider.send(message(thabo.id));
    expect(outcome).toMatchObject({ status: 'sent', providerId: expect.stringContaining('/message/') });
    const got = (await push.waitFor(before + 1)).at(-1)!;
    expect(got.deviceId).toBe(phone.id);
    expect(got.payload).toEqual({
      title: 'Order LE-1042 accepted',
      body: 'Kasi Kota Corner accepted your order: ready in about 20 minutes.',
      url: '/order-tracking?order=0b8e2c55-5f0c-4a53-9d9c-4a1b1a9b0c11',
      tag: '/order-tracking?order=0b8e2c55-5f0c-4a53-9d9c-4a1b1a9b0c11',
    });
    expect(got).toMatchObject({ contentEncoding: 'aes128gcm', urgency: 'high', ttl: '3600' });
    const key = await t.get<{ public_key: string }>('/api/push/vapid-public-key');
    expect(got.vapid.publicKey).toBe(key.body.public_key);
    expect(got.vapid.sub).toBe('mailto:push@lekker.test');
    const listed = await t.get<{
      devices: { endpoint: string; label: string | null; last_success_at: string }[];
    }>('/api/push/subscriptions', { cookie: thabo.cookie });
    expect(listed.body.devices).toEqual([
      expect.objectContaining({ endpoint: phone.subscription.endpoint, last_success_at: expect.any(String) }),
    ]);
    // Naledi sees none of Thabo's devices.
    const theirs = await t.get<{ devices: unknown[] }>('/api/push/subscriptions', { cookie: naledi.cookie });
    expect(theirs.body.devices).toEqual([]);
  });

  it('a subscription stored with keys that are not the device’s cannot be read by it', async () => {
    const phone = push.device();
    const other = push.device();
    const wrongKeys = { ...phone.subscription, keys: other.subscription.keys };
    expect((await subscribe(naledi.cookie, wrongKeys)).status).toBe(200);
    const rejectedBefore = push.rejected.length;
    await t.app.pushProvider.send(message(naledi.id, { url: '/driver/dashboard', tag: 'offer' }));
    await push.waitForRequests(1);
    await expect.poll(() => push.rejected.length).toBe(rejectedBefore + 1);
    expect(push.rejected.at(-1)).toMatchObject({ deviceId: phone.id });
    expect(push.received.some((r) => r.deviceId === phone.id)).toBe(false);
    await t.request('DELETE', '/api/push/subscriptions', {
      cookie: naledi.cookie,
      body: { endpoint: wrongKeys.endpoint },
    });
    expect(await devicesOf(naledi.id)).toHaveLength(0);
  });

  it('re-subscribing an endpoint moves it to the caller; DELETE removes the caller’s own only', async () => {
    const shared = push.device();
    await subscribe(thabo.cookie, shared.subscription);
    expect((await devicesOf(thabo.id)).map((d) => d.endpoint)).toContain(shared.subscription.endpoint);
    await subscribe(naledi.cookie, shared.subscription);
    expect((await devicesOf(thabo.id)).map((d) => d.endpoint)).not.toContain(shared.subscription.endpoint);
    expect((await devicesOf(naledi.id)).map((d) => d.endpoint)).toEqual([shared.subscription.endpoint]);

    // Thabo cannot remove Naledi's device.
    const foreign = await t.request('DELETE', '/api/push/subscriptions', {
      cookie: thabo.cookie,
      body: { endpoint: shared.subscription.endpoint },
    });
    expect(foreign.status).toBe(200);
    expect(await devicesOf(naledi.id)).toHaveLength(1);
    const own = await t.request('DELETE', '/api/push/subscriptions', {
      cookie: naledi.cookie,
      body: { endpoint: shared.subscription.endpoint },
    });
    expect(own.status).toBe(200);
    expect(await devicesOf(naledi.id)).toHaveLength(0);
  });

  it('says "no push device" (no retry) to someone without a subscription', async () => {
    expect(await t.app.pushProvider.send(message(naledi.id))).toEqual({
      status: 'failed',
      retry: false,
      reason: 'no push device',
    });
    expect(await t.app.pushProvider.send(message(naledi.id, { userId: null }))).toMatchObject({
      retry: false,
    });
  });

  it('removes a device its push service answers 410 for; keeps one that answers 500 and asks for a retry', async () => {
    const flaky = push.device();
    await subscribe(naledi.cookie, flaky.subscription);
    flaky.answer(500);
    expect(await t.app.pushProvider.send(message(naledi.id))).toEqual({
      status: 'failed',
      retry: true,
      reason: 'the push service answered 500',
    });
    expect(await devicesOf(naledi.id)).toHaveLength(1);

    // A push service that does not answer at all: kept, retried later.
    const unreachable = { ...push.device().subscription, endpoint: 'http://127.0.0.1:9/push/unreachable' };
    await subscribe(naledi.cookie, unreachable);
    await t.request('DELETE', '/api/push/subscriptions', {
      cookie: naledi.cookie,
      body: { endpoint: flaky.subscription.endpoint },
    });
    expect(await t.app.pushProvider.send(message(naledi.id))).toMatchObject({
      status: 'failed',
      retry: true,
      reason: expect.stringMatching(/^the push service did not answer/),
    });
    await t.request('DELETE', '/api/push/subscriptions', {
      cookie: naledi.cookie,
      body: { endpoint: unreachable.endpoint },
    });
    await subscribe(naledi.cookie, flaky.subscription);
    flaky.answer(410);
    expect(await t.app.pushProvider.send(message(naledi.id))).toEqual({
      status: 'failed',
      retry: false,
      reason: 'no push device',
    });
    expect(await devicesOf(naledi.id)).toHaveLength(0);
  });

  it('sends a test notification to the caller’s devices, and says why when it cannot', async () => {
    const none = await t.request<ErrorBody>('POST', '/api/push/test', { cookie: naledi.cookie });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(
      'No device of yours has notifications on. Turn them on first, then send a test.',
    );
    const phone = push.device();
    await subscribe(naledi.cookie, phone.subscription);
    const before = push.received.length;
    const sent = await t.request<{ ok: true; message: string }>('POST', '/api/push/test', {
      cookie: naledi.cookie,
    });
    expect(sent.status).toBe(200);
    const got = (await push.waitFor(before + 1)).at(-1)!;
    expect(got).toMatchObject({
      deviceId: phone.id,
      urgency: 'normal',
      payload: { title: 'Lekker Eats', url: '/', tag: 'push-test' },
    });
    phone.answer(503);
    const failed = await t.request<ErrorBody>('POST', '/api/push/test', { cookie: naledi.cookie });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('push_failed');
    expect((await t.request('POST', '/api/push/test')).status).toBe(401);
    await t.request('DELETE', '/api/push/subscriptions', {
      cookie: naledi.cookie,
      body: { endpoint: phone.subscription.endpoint },
    });
  });

  it('limits how often one person changes subscriptions', async () => {
    const user = await insertUser(t.database.db, { email: 'busy@push.test', name: 'Busy Bee' });
    const cookie = await t.signIn('busy@push.test', 'password123');
    let status = 0;
    for (let i = 0; i < 31 && status !== 429; i++)
      status = (await subscribe(cookie, push.device().subscription)).status;
    expect(status).toBe(429);
    expect((await devicesOf(user.id)).length).toBeLessThanOrEqual(10);
  });
});
