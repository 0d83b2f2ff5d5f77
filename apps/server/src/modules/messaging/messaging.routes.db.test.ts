import { createHmac } from 'node:crypto';
import type { AdminOrderMessages, OutboxMessage } from '@lekker/core/contracts/messaging';
import type { Order } from '@lekker/core/contracts/orders';
import { AUTO_REJECT_REASON } from '@lekker/core/desk';
import { formatRand } from '@lekker/core/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { type OrderFixture, orderFixture } from '../../test/fixtures/order-fixture.ts';
import { createDeliveryReports } from './delivery-reports.service.ts';
import { ESCALATE_AFTER_MINUTES } from './order-messages.ts';

const WEBHOOK_TOKEN = 'bulksms-webhook-token-0123456789';
const APP_SECRET = 'whatsapp-app-secret';
const VERIFY_TOKEN = 'whatsapp-verify-token-0123456789';

describe('messages for order events, the dev outbox, escalation and the webhooks', () => {
  let f: OrderFixture;
  let now = new Date('2026-12-02T10:00:00Z');
  beforeAll(async () => {
    // Everyone has a push device, and push lands in the dev outbox (web push itself: modules/push).
    f = await orderFixture({
      clock: () => now,
      pushDevices: { hasDevice: async () => true },
      pushProvider: null,
      env: {
        BULKSMS_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
        WHATSAPP_APP_SECRET: APP_SECRET,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
      },
    });
  });
  afterAll(() => f.t.close());

  const outbox = async () => {
    await f.t.app.messaging.sender.idle();
    await f.t.app.messaging.sender.sendDue();
    const res = await f.t.get<OutboxMessage[]>('/api/dev/outbox');
    expect(res.status).toBe(200);
    return res.body;
  };
  const place = async () => {
    const res = await f.t.request<{ order: Order }>('POST', '/api/orders', {
      cookie: f.cookies.customer,
      body: f.checkoutBody(),
    });
    expect(res.status).toBe(201);
    return res.body.order;
  };

  it("pushes the venue's members a new order, the customer each status text, and the best driver the offer", async () => {
    await f.driversOnline();
    const o = await place();
    let box = await outbox();
    expect(box[0]).toMatchObject({
      channel: 'push',
      to: f.users.owner.id,
      title: 'New order',
      text: expect.stringContaining(`New order ${o.order_number}`),
      url: `/restaurant/portal/orders?venue=${f.restaurant.id}&order=${o.id}`,
      status: 'sent',
    });
    const confirm = await f.t.request('POST', `/api/restaurant/orders/${o.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 15 },
    });
    expect(confirm.status).toBe(200);
    box = await outbox();
    const customer = box.filter((m) => m.to === f.users.customer.id);
    expect(customer[0]).toMatchObject({
      channel: 'push',
      title: 'Order Update',
      text: 'Your order has been confirmed!',
      url: `/order-tracking?order=${o.id}`,
    });
    // The dispatcher times the first offer to the kitchen (15 minutes, a driver 2 minutes away: 8 minutes on).
    expect(box.filter((m) => m.title === 'New delivery job')).toEqual([]);
    now = new Date(now.getTime() + 8 * 60_000);
    await f.driversOnline();
    await f.t.app.jobs.dispatchWaves();
    box = await outbox();
    const offers = box.filter((m) => m.title === 'New delivery job');
    expect(offers).toHaveLength(1);
    expect([f.users.driver.id, f.users.driver2.id]).toContain(offers[0]!.to);
    expect(offers[0]).toMatchObject({
      url: '/driver/dashboard',
      text: expect.stringContaining('Kota King, pays R'),
    });
    // Newest first, and no customer phone or address in any text.
    const times = box.map((m) => Date.parse(m.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(box.some((m) => m.text.includes('Shippard'))).toBe(false);
  });

  it('offers a job the first driver let pass to the next wave, never twice to the same driver', async () => {
    await f.driversOnline();
    const o = await place();
    await f.t.request('POST', `/api/restaurant/orders/${o.id}/confirm`, {
      cookie: f.cookies.owner,
      body: { preparation_minutes: 5 },
    });
    const offersOf = async () => {
      await outbox();
      const res = await f.t.get<AdminOrderMessages>(`/api/admin/orders/${o.id}/messages`, {
        cookie: f.cookies.admin,
      });
      return res.body.messages.filter((m) => m.template === 'driver_offer');
    };
    const first = await offersOf();
    expect(first).toHaveLength(1);
    // 30 s later the offer has lapsed: the second wave reaches the other driver, and only them.
    now = new Date(now.getTime() + 31_000);
    await f.t.app.jobs.dispatchWaves();
    const after = await offersOf();
    expect(after).toHaveLength(2);
    // Nobody is left: the order stays in the 20 km feed and no one is pushed again.
    now = new Date(now.getTime() + 31_000);
    await f.t.app.jobs.dispatchWaves();
    expect(await offersOf()).toHaveLength(2);
  });

  it('pushes a new chat message to the customer it is for, linking to the order', async () => {
    const o = await place();
    const sent = await f.t.request('POST', `/api/orders/${o.id}/messages`, {
      cookie: f.cookies.owner,
      body: { body: 'Your kota is nearly ready' },
    });
    expect(sent.status).toBe(201);
    const chat = (await outbox()).find((m) => m.title === `New message about ${o.order_number}`);
    expect(chat).toMatchObject({
      channel: 'push',
      to: f.users.customer.id,
      text: expect.stringContaining(': Your kota is nearly ready'),
      url: `/order-tracking?order=${o.id}`,
    });
  });

  it("tells the driver of their job's changes: given by an admin, taken away, ready, cancelled", async () => {
    await f.driversOnline();
    const o = await place();
    const post = (cookie: string, path: string, body?: unknown) =>
      f.t.request('POST', `/api${path}`, { cookie, body });
    expect(
      (await post(f.cookies.owner, `/restaurant/orders/${o.id}/confirm`, { preparation_minutes: 15 })).status,
    ).toBe(200);
    const accepted = await post(f.cookies.driver, `/driver/orders/${o.id}/accept`);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const reassigned = await post(f.cookies.admin, `/admin/orders/${o.id}/reassign-driver`, {
      driver_id: f.users.driver2.id,
      reason: 'Nearest free driver',
      confirmed_overrides: [],
    });
    expect(reassigned.status, JSON.stringify(reassigned.body)).toBe(200);
    expect((await post(f.cookies.owner, `/restaurant/orders/${o.id}/preparing`)).status).toBe(200);
    expect((await post(f.cookies.owner, `/restaurant/orders/${o.id}/ready`)).status).toBe(200);
    const jobTexts = async (driverId: string) =>
      (await outbox())
        .filter((m) => m.to === driverId && m.text.includes(o.order_number))
        .map((m) => [m.title, m.text, m.url])
        // The test's clock stands still: the same created_at, so in the order of their titles.
        .sort(([a], [b]) => String(a).localeCompare(String(b)));
    // Taking the job by their own tap pushes the driver nothing: they are in the app.
    expect(await jobTexts(f.users.driver.id)).toEqual([
      [
        'Job update',
        `Order ${o.order_number} from Kota King was given to another driver by an admin. You no longer need to collect it.`,
        '/driver/dashboard',
      ],
    ]);
    const given = [
      'Job update',
      `An admin gave you order ${o.order_number} from Kota King. Open the driver app for the pickup.`,
      '/driver/dashboard',
    ];
    const ready = [
      'Job ready for pickup',
      `Order ${o.order_number} at Kota King is ready for pickup.`,
      '/driver/dashboard',
    ];
    expect(await jobTexts(f.users.driver2.id)).toEqual([ready, given]);
    // Cancelled under the driver: they are told not to go on with it.
    const cancelled = await post(f.cookies.admin, `/admin/orders/${o.id}/cancel`, { reason: 'Kitchen fire' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await jobTexts(f.users.driver2.id)).toEqual([
      [
        'Job cancelled',
        `Order ${o.order_number} from Kota King was cancelled. Open the driver app for what to do with it.`,
        '/driver/dashboard',
      ],
      ready,
      given,
    ]);
  });

  it('tells the customer a turned-down order with its reason', async () => {
    const o = await place();
    const res = await f.t.request('POST', `/api/restaurant/orders/${o.id}/reject`, {
      cookie: f.cookies.owner,
      body: { code: 'too_busy' },
    });
    expect(res.status).toBe(200);
    const cancelled = (await outbox()).find(
      (m) => m.to === f.users.customer.id && m.text.includes(`${o.order_number} was cancelled`),
    );
    expect(cancelled?.text).toMatch(new RegExp(`^Your order ${o.order_number} was cancelled: .+\\.$`));
    // Cash on delivery: nothing was paid, so no refund line.
    expect(cancelled?.text).not.toContain('refunded');
  });

  it("texts the venue's phone and pushes its members once an order waits 2 minutes, once", async () => {
    const start = now;
    const o = await place();
    now = new Date(start.getTime() + (ESCALATE_AFTER_MINUTES * 60 - 1) * 1000);
    await f.t.app.jobs.escalateUnanswered();
    expect(
      (await outbox()).filter((m) => m.text.includes(`Order ${o.order_number} has waited`)),
    ).toHaveLength(0);
    now = new Date(start.getTime() + ESCALATE_AFTER_MINUTES * 60_000);
    await f.t.app.jobs.escalateUnanswered();
    await f.t.app.jobs.escalateUnanswered();
    const escalations = (await outbox()).filter((m) => m.text.includes(`Order ${o.order_number} has waited`));
    expect(escalations.map((m) => [m.channel, m.to]).sort()).toEqual([
      ['push', f.users.owner.id],
      ['sms', '+27183810000'],
    ]);
    expect(escalations.find((m) => m.channel === 'sms')?.text).toBe(
      `Lekker Eats: Order ${o.order_number} has waited 2 minutes for an answer. Accept or reject it on the order desk; it is cancelled after 8 minutes.`,
    );
    // The admin console lists what was sent, the number masked but for its last 3 digits.
    const admin = await f.t.get<AdminOrderMessages>(`/api/admin/orders/${o.id}/messages`, {
      cookie: f.cookies.admin,
    });
    expect(admin.status).toBe(200);
    const sms = admin.body.messages.find((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ template: 'venue_escalation', to: '•••••••••000', status: 'sent' });
    expect(JSON.stringify(admin.body)).not.toContain('183810000');
    expect((await f.t.get(`/api/admin/orders/${o.id}/messages`, { cookie: f.cookies.owner })).status).toBe(
      403,
    );
  });

  it('tells the customer at once when the desk never answered and the order was auto-rejected', async () => {
    const start = now;
    const o = await place();
    now = new Date(start.getTime() + 8 * 60_000 + 1000);
    expect(await f.t.app.jobs.autoRejectUnanswered()).toBeGreaterThan(0);
    const cancelled = (await outbox()).find((m) =>
      m.text.startsWith(`Your order ${o.order_number} was cancelled`),
    );
    expect(cancelled).toMatchObject({
      channel: 'push',
      to: f.users.customer.id,
      url: `/order-tracking?order=${o.id}`,
    });
    expect(cancelled?.text).toContain(AUTO_REJECT_REASON.replace(/[.\s]+$/, ''));
  });

  it('tells the customer of an admin-cancelled paid order its reason and the refund line', async () => {
    const o = await place();
    // A paid order as PayFast leaves it: placed, paid by card (the ITN's checks have their own tests).
    await f.t.database.db.execute(`update orders set payment_method = 'payfast' where id = '${o.id}'`);
    const res = await f.t.request('POST', `/api/admin/orders/${o.id}/cancel`, {
      cookie: f.cookies.admin,
      body: { reason: 'The kitchen had a power cut' },
    });
    expect(res.status).toBe(200);
    const cancelled = (await outbox()).find((m) =>
      m.text.startsWith(`Your order ${o.order_number} was cancelled`),
    );
    expect(cancelled?.text).toBe(
      `Your order ${o.order_number} was cancelled: The kitchen had a power cut. ${formatRand(o.total_cents)} will be refunded to you.`,
    );
  });

  it('ends marketing for a number that replies STOP, and only for STOP', async () => {
    const stopped: string[] = [];
    const reports = createDeliveryReports({
      repo: f.t.app.messaging.repo,
      optOut: { optOutMarketing: async (phone) => void stopped.push(phone) },
      clock: () => now,
      logger: createLogger('silent'),
      bulksmsWebhookToken: WEBHOOK_TOKEN,
      whatsapp: { appSecret: APP_SECRET },
    });
    await reports.bulksms(WEBHOOK_TOKEN, [
      { type: 'RECEIVED', from: '27821234567', body: 'Stop' },
      { type: 'RECEIVED', from: '27821234568', body: 'Thanks, no problem stopping by' },
    ]);
    const payload = JSON.stringify({
      entry: [
        {
          changes: [{ value: { messages: [{ from: '27831112222', type: 'text', text: { body: 'STOP' } }] } }],
        },
      ],
    });
    await reports.whatsapp(
      payload,
      `sha256=${createHmac('sha256', APP_SECRET).update(payload).digest('hex')}`,
    );
    expect(stopped).toEqual(['+27821234567', '+27831112222']);
  });

  it('serves the dev outbox to this machine only', async () => {
    expect((await f.t.get('/api/dev/outbox', { ip: '10.1.2.3' })).status).toBe(403);
  });

  it('moves a message on from a BulkSMS delivery report only with the webhook secret', async () => {
    const repo = f.t.app.messaging.repo;
    const [row] = (await repo.listRecent()).filter((m) => m.channel === 'sms');
    await f.t.database.db.execute(`update messages set provider_id = 'bulk-77' where id = '${row!.id}'`);
    const report = [
      { id: 'bulk-77', type: 'SENT', to: row!.to, status: { type: 'DELIVERED', subtype: null } },
    ];
    expect(
      (await f.t.request('POST', '/api/webhooks/bulksms/wrong-token', { body: report, origin: null })).status,
    ).toBe(404);
    expect((await repo.findById(row!.id))?.status).toBe('sent');
    const ok = await f.t.request('POST', `/api/webhooks/bulksms/${WEBHOOK_TOKEN}`, {
      body: report,
      origin: null,
    });
    expect(ok.status).toBe(200);
    expect((await repo.findById(row!.id))?.status).toBe('delivered');
  });

  it('verifies the WhatsApp subscription and takes status webhooks only with a valid signature', async () => {
    const verify = await f.t.get(
      `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(verify).toMatchObject({ status: 200, body: 1158201444 });
    expect(
      (await f.t.get('/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1'))
        .status,
    ).toBe(401);

    const repo = f.t.app.messaging.repo;
    const [row] = (await repo.listRecent()).filter((m) => m.channel === 'push' && m.status === 'sent');
    await f.t.database.db.execute(
      `update messages set provider_id = 'wamid.X1', channel = 'whatsapp' where id = '${row!.id}'`,
    );
    const payload = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                statuses: [
                  { id: 'wamid.X1', status: 'read', timestamp: '1733140000', recipient_id: '27821234567' },
                ],
              },
            },
          ],
        },
      ],
    });
    const post = (signature: string) =>
      f.t.app.request('/api/webhooks/whatsapp', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body: payload,
      });
    const wrong = `sha256=${createHmac('sha256', 'not-the-secret').update(payload).digest('hex')}`;
    expect((await post(wrong)).status).toBe(401);
    expect((await repo.findById(row!.id))?.status).not.toBe('delivered');
    const right = `sha256=${createHmac('sha256', APP_SECRET).update(payload).digest('hex')}`;
    expect((await post(right)).status).toBe(200);
    expect((await repo.findById(row!.id))?.status).toBe('delivered');
  });
});
