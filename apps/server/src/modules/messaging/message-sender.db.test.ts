import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { type FakeAnswer, startProviderServer } from '../../test/fakes/provider-server.ts';
import { createBulkSmsProvider } from './bulksms-provider.ts';
import type { ChannelProvider, SendOutcome } from './channel-provider.ts';
import {
  createMessageSender,
  FALLBACK_AFTER_ATTEMPTS,
  MAX_SEND_ATTEMPTS,
  RETRY_BASE_MS,
} from './message-sender.ts';
import { createMessagingRepository } from './messaging.repository.ts';
import { createDefaultRecipientPreferences, createMessaging } from './messaging.service.ts';

const logger = createLogger('silent');

describe('the message queue', () => {
  let database: TestDatabase;
  let now = new Date('2026-12-02T10:00:00Z');
  const clock = () => now;
  let repo: ReturnType<typeof createMessagingRepository>;
  let messaging: ReturnType<typeof createMessaging>;
  let server: Awaited<ReturnType<typeof startProviderServer>>;
  let answers: FakeAnswer[] = [];
  let seq = 0;

  beforeAll(async () => {
    database = await createTestDb();
    repo = createMessagingRepository(database.db);
    messaging = createMessaging({ repo, preferences: createDefaultRecipientPreferences(), clock });
    server = await startProviderServer((req) => {
      const next = answers.shift();
      if (next) return next;
      const body = req.body as { to: string }[];
      return { status: 201, body: [{ id: `bulk-${++seq}`, type: 'SENT', to: body[0]!.to }] };
    });
  });
  afterEach(async () => {
    answers = [];
    server.requests.length = 0;
    await database.db.execute('delete from messages');
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  const sender = (timeoutMs = 5000) =>
    createMessageSender({
      repo,
      providers: {
        sms: createBulkSmsProvider({ tokenId: 'id', tokenSecret: 'secret', baseUrl: server.url, timeoutMs }),
      },
      outbox: false,
      clock,
      logger,
    });
  const escalate = (n: number) => escalateWith(messaging, n);
  const escalateWith = (m: ReturnType<typeof createMessaging>, n: number) =>
    m.send(
      {
        key: `order:${n}:escalation`,
        template: 'venue_escalation',
        params: { order_number: `LE-${n}`, minutes: '2', cancel_after: '8' },
        purpose: 'transactional',
      },
      { phone: '082 123 4567' },
    );

  it('records one message per event, recipient and channel, however often it is sent', async () => {
    await escalate(1);
    await escalate(1);
    const rows = await repo.listRecent();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      channel: 'sms',
      to: '+27821234567',
      status: 'queued',
      text: 'Lekker Eats: Order LE-1 has waited 2 minutes for an answer. Accept or reject it on the order desk; it is cancelled after 8 minutes.',
    });
  });

  it('sends every message exactly once with two senders on the same database', async () => {
    for (let n = 1; n <= 30; n++) await escalate(n);
    const a = sender();
    const b = sender();
    const drain = async (s: ReturnType<typeof sender>) => {
      while ((await s.sendDue()) > 0);
    };
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const texts = server.requests.map((r) => (r.body as { body: string }[])[0]!.body);
    expect(texts).toHaveLength(30);
    expect(new Set(texts).size).toBe(30);
    const rows = await repo.listRecent();
    expect(
      rows.every((r) => r.status === 'sent' && r.attempts === 1 && r.providerId?.startsWith('bulk-')),
    ).toBe(true);
  });

  it('sends a message right after it is recorded, without waiting for the recurring run', async () => {
    const s = sender();
    const atOnce = createMessaging({
      repo,
      preferences: createDefaultRecipientPreferences(),
      clock,
      recorded: () => s.kick(),
    });
    await atOnce.send(
      {
        key: 'code:1',
        template: 'phone_code',
        params: { code: '482913', minutes: '10' },
        purpose: 'transactional',
      },
      { phone: '+27821234567' },
      ['sms'],
    );
    await s.idle();
    expect((await repo.listRecent())[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect((server.requests[0]!.body as { body: string }[])[0]!.body).toBe(
      'Lekker Eats: Your code is 482913. It expires in 10 minutes. Never share it.',
    );
  });

  it('never makes the sender of a message wait for a provider that hangs', async () => {
    answers = ['hang'];
    const s = sender(400);
    const atOnce = createMessaging({
      repo,
      preferences: createDefaultRecipientPreferences(),
      clock,
      recorded: () => s.kick(),
    });
    await escalateWith(atOnce, 7);
    // `send` has returned: the message is recorded and the provider still has the request.
    const [recorded] = await repo.listRecent();
    expect(['queued', 'sending']).toContain(recorded!.status);
    expect(recorded!.lastError).toBeNull();
    await s.idle();
    expect((await repo.listRecent())[0]).toMatchObject({
      status: 'queued',
      lastError: 'The provider did not answer in time',
    });
  });

  it('retries a provider outage with back-off, then sends; the row waits meanwhile', async () => {
    await escalate(1);
    answers = [{ status: 503, body: { status: 503, detail: 'Down for maintenance' } }, 'hang'];
    const s = sender(300);
    expect(await s.sendDue()).toBe(1);
    let [row] = await repo.listRecent();
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'BulkSMS 503: Down for maintenance',
    });
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(RETRY_BASE_MS);
    // Not due yet: nothing is taken.
    expect(await s.sendDue()).toBe(0);
    now = new Date(now.getTime() + RETRY_BASE_MS);
    expect(await s.sendDue()).toBe(1); // the timeout
    [row] = await repo.listRecent();
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'The provider did not answer in time',
    });
    expect(row!.nextAttemptAt.getTime() - now.getTime()).toBe(2 * RETRY_BASE_MS);
    now = new Date(now.getTime() + 2 * RETRY_BASE_MS);
    expect(await s.sendDue()).toBe(1);
    [row] = await repo.listRecent();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(server.requests).toHaveLength(3);
  });

  it('ends a message the provider refuses (4xx), and one that failed MAX_SEND_ATTEMPTS times', async () => {
    await escalate(1);
    answers = [{ status: 400, body: { status: 400, detail: 'Invalid number' } }];
    const s = sender();
    await s.sendDue();
    const [row] = await repo.listRecent();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'BulkSMS 400: Invalid number' });
    now = new Date(now.getTime() + 3_600_000);
    expect(await s.sendDue()).toBe(0);

    await escalate(2);
    answers = Array.from({ length: MAX_SEND_ATTEMPTS }, () => ({ status: 500, body: { detail: 'Oops' } }));
    for (let i = 0; i < MAX_SEND_ATTEMPTS; i++) {
      now = new Date(now.getTime() + 3_600_000);
      expect(await s.sendDue()).toBe(1);
    }
    const failed = (await repo.listRecent()).find((r) => r.text.includes('LE-2'));
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
  });

  it('takes back a message whose sender crashed after its lease, never before', async () => {
    await escalate(1);
    const leaseUntil = new Date(now.getTime() + 60_000);
    const [claimed] = await repo.claimDue(now, leaseUntil, 10);
    expect(claimed?.status).toBe('sending');
    expect(await sender().sendDue()).toBe(0);
    now = new Date(leaseUntil.getTime() + 1);
    expect(await sender().sendDue()).toBe(1);
    expect((await repo.listRecent())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('stores a message as sent in the dev outbox when its channel has no provider, and fails it in production', async () => {
    await escalate(1);
    await createMessageSender({ repo, providers: {}, outbox: true, clock, logger }).sendDue();
    expect((await repo.listRecent())[0]).toMatchObject({ status: 'sent', providerId: 'outbox' });
    await escalate(2);
    await createMessageSender({ repo, providers: {}, outbox: false, clock, logger }).sendDue();
    const prod = (await repo.listRecent()).find((r) => r.text.includes('LE-2'));
    expect(prod).toMatchObject({ status: 'failed', lastError: 'No sms provider is configured' });
    expect(server.requests).toHaveLength(0);
  });

  describe('falling back to the next channel', () => {
    const userId = 'fallback-user';
    // An account that accepts push and SMS for its order updates, with a verified phone.
    let withPhone: ReturnType<typeof createMessaging>;
    beforeAll(async () => {
      withPhone = createMessaging({
        repo,
        clock,
        preferences: {
          channelsFor: async () => ['push', 'sms'],
          verifiedPhone: async () => '+27821234567',
        },
      });
      await database.db.execute(`insert into "user" (id, name, email, email_verified, created_at, updated_at)
        values ('${userId}', 'Fallback', 'fallback@example.test', true, now(), now())`);
    });
    let pushAnswers: SendOutcome[] = [];
    const push: ChannelProvider = {
      channel: 'push',
      send: async () => pushAnswers.shift() ?? { status: 'sent', providerId: 'push-1' },
    };
    const bothSender = () =>
      createMessageSender({
        repo,
        providers: {
          push,
          sms: createBulkSmsProvider({ tokenId: 'id', tokenSecret: 'secret', baseUrl: server.url }),
        },
        outbox: false,
        clock,
        logger,
      });
    const confirmed = (n: number) =>
      withPhone.send(
        {
          key: `order:${n}:confirmed`,
          template: 'order_status',
          params: { status: 'confirmed', order_number: `LE-${n}` },
          purpose: 'transactional',
        },
        { userId },
      );
    const byChannel = async () =>
      Object.fromEntries((await repo.listRecent()).map((r) => [r.channel, r] as const));

    afterEach(() => {
      pushAnswers = [];
    });

    it('sends push alone while it works: no SMS is paid for', async () => {
      await confirmed(1);
      const rows = await repo.listRecent();
      expect(rows.map((r) => r.channel)).toEqual(['push']);
      expect(rows[0]!.fallback.map((f) => [f.channel, f.to])).toEqual([['sms', '+27821234567']]);
      await bothSender().sendDue();
      expect((await byChannel()).push).toMatchObject({ status: 'sent' });
      expect(server.requests).toHaveLength(0);
    });

    it('texts the same update by SMS when the push fails for good (no device)', async () => {
      await confirmed(2);
      pushAnswers = [{ status: 'failed', retry: false, reason: 'no push device' }];
      const s = bothSender();
      await s.sendDue();
      await s.idle();
      const rows = await byChannel();
      expect(rows.push).toMatchObject({ status: 'failed', lastError: 'no push device; sent by sms instead' });
      expect(rows.sms).toMatchObject({ status: 'sent', to: '+27821234567', fallback: [] });
      expect((server.requests[0]!.body as { body: string }[])[0]!.body).toBe(
        'Lekker Eats: Your order has been confirmed!',
      );
    });

    it('hands over after FALLBACK_AFTER_ATTEMPTS failed tries of a push service that is down, once with two senders', async () => {
      await confirmed(3);
      pushAnswers = Array.from({ length: 4 }, () => ({
        status: 'failed' as const,
        retry: true,
        reason: 'push service 503',
      }));
      const [a, b] = [bothSender(), bothSender()];
      await a.sendDue();
      expect((await byChannel()).sms).toBeUndefined();
      for (let attempt = 2; attempt <= FALLBACK_AFTER_ATTEMPTS; attempt++) {
        now = new Date(now.getTime() + 3_600_000);
        await Promise.all([a.sendDue(), b.sendDue()]);
      }
      await Promise.all([a.idle(), b.idle(), a.sendDue(), b.sendDue()]);
      const rows = await byChannel();
      expect(rows.push).toMatchObject({ status: 'failed', attempts: FALLBACK_AFTER_ATTEMPTS });
      expect(rows.sms).toMatchObject({ status: 'sent', attempts: 1 });
      expect(server.requests).toHaveLength(1);
    });
  });
});
