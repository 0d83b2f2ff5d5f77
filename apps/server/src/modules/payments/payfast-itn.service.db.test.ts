import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { captureLogger } from '../../test/fakes/capture-logger.ts';
import { fakeOrdersPort } from '../../test/fakes/payments-orders-port.ts';
import { signedItn } from '../../test/fixtures/payfast-itn.ts';
import { ipAllowed } from './cidr.ts';
import { allowedItnSources, createItnService, payfastServerConfirmation } from './payfast-itn.service.ts';
import { type Pairs, signatureString } from './payfast-signature.ts';
import type { PayableOrder } from './payments.port.ts';
import { createPaymentsRepository, type PaymentsRepository } from './payments.repository.ts';

const PASSPHRASE = 'jt7NOE43FZPn';
const MERCHANT = '10027938';
const PAYFAST_IP = '197.97.145.150';
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'https://eats.example.co.za',
  PAYFAST_MODE: 'sandbox',
  PAYFAST_MERCHANT_ID: MERCHANT,
  PAYFAST_MERCHANT_KEY: 'abcdefghijk12',
  PAYFAST_PASSPHRASE: PASSPHRASE,
});

describe('PayFast ITN service', () => {
  let database: TestDatabase;
  let repo: PaymentsRepository;
  let orders: PayableOrder[];
  let fake: ReturnType<typeof fakeOrdersPort>;
  let log: ReturnType<typeof captureLogger>;
  let validations: Pairs[];
  let validateAnswer: boolean;
  let service: ReturnType<typeof createItnService>;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDb();
    repo = createPaymentsRepository(database.db);
  });
  afterAll(() => database.close());

  beforeEach(() => {
    n++;
    orders = [{ id: `order-${n}`, orderNumber: `ORDER-${n}`, totalCents: 1500, status: 'pending_payment' }];
    fake = fakeOrdersPort(orders);
    log = captureLogger();
    validations = [];
    validateAnswer = true;
    service = createItnService({
      config,
      port: fake.port,
      repo,
      logger: log.logger,
      validate: async (pairs) => {
        validations.push(pairs);
        return validateAnswer;
      },
    });
  });

  const itn = (over: Partial<Parameters<typeof signedItn>[0]> = {}) =>
    signedItn({
      orderNumber: `ORDER-${n}`,
      merchantId: MERCHANT,
      amountGross: '15.00',
      pfPaymentId: `pf-${n}`,
      passphrase: PASSPHRASE,
      ...over,
    });

  async function stored() {
    return repo.listForOrder(`ORDER-${n}`);
  }

  async function expectRejected(pairs: Pairs, reason: RegExp, sourceIp = PAYFAST_IP) {
    log.lines.length = 0;
    const before = (await stored()).map((r) => r.id);
    const result = await service.handle({ pairs, sourceIp });
    expect(result.outcome).toBe('rejected');
    expect(result.reason).toMatch(reason);
    expect(fake.calls.markPaid).toEqual([]);
    expect(fake.calls.markPaymentFailed).toEqual([]);
    expect(orders[0]!.status).toBe('pending_payment');
    const warning = log.lines.find((l) => l.level === 40);
    expect(warning?.reason).toMatch(reason);
    const added = (await stored()).filter((r) => !before.includes(r.id));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ outcome: 'rejected', sourceIp, payload: pairs });
    expect(added[0]?.reason).toMatch(reason);
  }

  it('COMPLETE with every check passing marks the order paid, after the server confirmation', async () => {
    const pairs = itn();
    expect(await service.handle({ pairs, sourceIp: PAYFAST_IP })).toEqual({ outcome: 'paid', reason: null });
    expect(fake.calls.markPaid).toEqual([[`order-${n}`, `pf-${n}`]]);
    expect(orders[0]!.status).toBe('placed');
    expect(validations).toEqual([pairs]);
    const [row] = await stored();
    expect(row).toMatchObject({
      sourceIp: PAYFAST_IP,
      mPaymentId: `ORDER-${n}`,
      pfPaymentId: `pf-${n}`,
      paymentStatus: 'COMPLETE',
      amountGross: '15.00',
      outcome: 'paid',
      reason: null,
    });
    expect(row?.payload).toEqual(pairs);
  });

  it('rejects a forged signature', async () => {
    await expectRejected(itn({ signature: 'f'.repeat(32) }), /signature/);
    // Signed without the passphrase: also forged.
    await expectRejected(itn({ passphrase: undefined }), /signature/);
    expect(validations).toEqual([]);
  });

  it('rejects a notification whose fields were altered after signing', async () => {
    const pairs = itn().map(([k, v]): [string, string] => [k, k === 'amount_gross' ? '1.00' : v]);
    await expectRejected(pairs, /signature/);
  });

  it("rejects another merchant's notification", async () => {
    await expectRejected(itn({ merchantId: '10000100' }), /merchant_id 10000100/);
  });

  it('rejects a source address outside PayFast ranges', async () => {
    await expectRejected(itn(), /source address 203\.0\.113\.9/, '203.0.113.9');
    await expectRejected(itn(), /source address 127\.0\.0\.1/, '127.0.0.1');
  });

  it('accepts IPv4-mapped PayFast addresses', async () => {
    expect((await service.handle({ pairs: itn(), sourceIp: '::ffff:41.74.179.200' })).outcome).toBe('paid');
  });

  it('rejects an unknown order', async () => {
    const pairs = signedItn({
      orderNumber: 'ORDER-NOPE',
      merchantId: MERCHANT,
      amountGross: '15.00',
      passphrase: PASSPHRASE,
    });
    const result = await service.handle({ pairs, sourceIp: PAYFAST_IP });
    expect(result).toEqual({ outcome: 'rejected', reason: 'unknown order ORDER-NOPE' });
    expect(await repo.listForOrder('ORDER-NOPE')).toMatchObject([{ outcome: 'rejected' }]);
  });

  it('rejects an amount more than R0.01 off the order total', async () => {
    await expectRejected(itn({ amountGross: '14.98' }), /amount_gross 14\.98 .* 15\.00/);
    await expectRejected(itn({ amountGross: 'free' }), /amount_gross free/);
  });

  it('tolerates R0.01 of rounding', async () => {
    expect(
      (await service.handle({ pairs: itn({ amountGross: '15.01' }), sourceIp: PAYFAST_IP })).outcome,
    ).toBe('paid');
  });

  it('rejects when PayFast does not confirm (INVALID)', async () => {
    validateAnswer = false;
    await expectRejected(itn(), /server confirmation/);
    expect(validations).toHaveLength(1);
  });

  it('a replayed ITN is a duplicate and changes nothing', async () => {
    const pairs = itn();
    expect((await service.handle({ pairs, sourceIp: PAYFAST_IP })).outcome).toBe('paid');
    orders[0]!.status = 'confirmed'; // the restaurant moved on; a replay must not touch it
    const replay = await service.handle({ pairs, sourceIp: PAYFAST_IP });
    expect(replay.outcome).toBe('duplicate');
    expect(fake.calls.markPaid).toHaveLength(1);
    expect(orders[0]!.status).toBe('confirmed');
    expect((await stored()).map((r) => r.outcome).sort()).toEqual(['duplicate', 'paid']);
  });

  it('a rejected ITN does not count as processed: its retry is handled afresh', async () => {
    validateAnswer = false;
    expect((await service.handle({ pairs: itn(), sourceIp: PAYFAST_IP })).outcome).toBe('rejected');
    validateAnswer = true;
    expect((await service.handle({ pairs: itn(), sourceIp: PAYFAST_IP })).outcome).toBe('paid');
  });

  it('a second payment for an already paid order changes nothing', async () => {
    orders[0]!.status = 'placed';
    const result = await service.handle({ pairs: itn(), sourceIp: PAYFAST_IP });
    expect(result).toEqual({ outcome: 'duplicate', reason: 'the order was already paid' });
  });

  it('PENDING is stored and ignored; a later COMPLETE of the same payment still pays', async () => {
    const pending = await service.handle({ pairs: itn({ status: 'PENDING' }), sourceIp: PAYFAST_IP });
    expect(pending).toEqual({ outcome: 'ignored', reason: 'payment_status PENDING changes nothing' });
    expect(orders[0]!.status).toBe('pending_payment');
    expect(fake.calls).toEqual({ markPaid: [], markPaymentFailed: [] });
    expect((await service.handle({ pairs: itn(), sourceIp: PAYFAST_IP })).outcome).toBe('paid');
  });

  it('CANCELLED is ignored', async () => {
    expect(
      (await service.handle({ pairs: itn({ status: 'CANCELLED' }), sourceIp: PAYFAST_IP })).outcome,
    ).toBe('ignored');
    expect(orders[0]!.status).toBe('pending_payment');
  });

  it('FAILED marks the payment failed', async () => {
    const result = await service.handle({ pairs: itn({ status: 'FAILED' }), sourceIp: PAYFAST_IP });
    expect(result).toEqual({ outcome: 'failed', reason: null });
    expect(fake.calls.markPaymentFailed).toEqual([`order-${n}`]);
    expect(orders[0]!.status).toBe('payment_failed');
    expect(await stored()).toMatchObject([{ outcome: 'failed', paymentStatus: 'FAILED' }]);
  });

  it('an order update that throws is stored as rejected and rethrown (so PayFast retries)', async () => {
    fake.port.markPaid = async () => {
      throw new Error('database is down');
    };
    await expect(service.handle({ pairs: itn(), sourceIp: PAYFAST_IP })).rejects.toThrow('database is down');
    expect(await stored()).toMatchObject([
      { outcome: 'rejected', reason: 'updating the order failed: database is down' },
    ]);
  });

  it('rejects a field posted twice', async () => {
    await expectRejected([...itn(), ['payment_status', 'COMPLETE']], /posted more than once/);
  });
});

describe('ITN source addresses', () => {
  const base = { NODE_ENV: 'test', PAYFAST_MERCHANT_ID: '1', PAYFAST_MERCHANT_KEY: 'k' };

  it('are PayFast ranges by default, loopback only in simulator mode, and PAYFAST_VALID_IPS replaces the ranges', () => {
    const live = allowedItnSources(loadConfig({ ...base, PAYFAST_MODE: 'live' }));
    expect(ipAllowed('144.126.193.139', live)).toBe(true);
    expect(ipAllowed('102.216.36.130', live)).toBe(true);
    expect(ipAllowed('127.0.0.1', live)).toBe(false);
    expect(ipAllowed('::1', live)).toBe(false);
    const simulator = allowedItnSources(loadConfig({ NODE_ENV: 'test', PAYFAST_MODE: 'simulator' }));
    expect(ipAllowed('127.0.0.1', simulator)).toBe(true);
    expect(ipAllowed('::ffff:127.0.0.1', simulator)).toBe(true);
    expect(ipAllowed('::1', simulator)).toBe(true);
    const custom = allowedItnSources(
      loadConfig({ ...base, PAYFAST_MODE: 'sandbox', PAYFAST_VALID_IPS: '10.0.0.0/8, 192.0.2.7' }),
    );
    expect(ipAllowed('10.1.2.3', custom)).toBe(true);
    expect(ipAllowed('192.0.2.7', custom)).toBe(true);
    expect(ipAllowed('197.97.145.150', custom)).toBe(false);
    expect(() => loadConfig({ ...base, PAYFAST_VALID_IPS: '10.0.0.0/8,nope' })).toThrow(
      /PAYFAST_VALID_IPS.*nope/s,
    );
  });
});

describe('PayFast server confirmation', () => {
  const pairs: Pairs = [
    ['m_payment_id', 'ORDER-1'],
    ['item_description', ''],
    ['signature', 'abc'],
  ];

  it("POSTs the posted fields without the signature to the mode's /eng/query/validate", async () => {
    const seen: Array<{ url: string; init: RequestInit }> = [];
    const validate = payfastServerConfirmation(config, captureLogger().logger, {
      fetch: async (url, init) => {
        seen.push({ url: String(url), init: init! });
        return new Response('VALID');
      },
    });
    expect(await validate(pairs)).toBe(true);
    expect(seen[0]?.url).toBe('https://sandbox.payfast.co.za/eng/query/validate');
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe(signatureString(pairs.slice(0, 2)));
    expect(seen[0]?.init.body).toBe('m_payment_id=ORDER-1&item_description=');
  });

  it('INVALID, an error status, a network failure or a timeout count as not valid', async () => {
    const logger = captureLogger().logger;
    const answer = (res: () => Promise<Response>) =>
      payfastServerConfirmation(config, logger, { fetch: res, timeoutMs: 50 })(pairs);
    expect(await answer(async () => new Response('INVALID'))).toBe(false);
    expect(await answer(async () => new Response('VALID', { status: 500 }))).toBe(false);
    expect(await answer(async () => Promise.reject(new TypeError('fetch failed')))).toBe(false);
    const slow = payfastServerConfirmation(config, logger, {
      timeoutMs: 50,
      fetch: (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    });
    expect(await slow(pairs)).toBe(false);
  });

  it('the live mode asks www.payfast.co.za; the simulator asks the app itself', async () => {
    const urls: string[] = [];
    const fetchSpy = async (url: string | URL | Request) => {
      urls.push(String(url));
      return new Response('VALID');
    };
    const live = loadConfig({
      NODE_ENV: 'test',
      PAYFAST_MODE: 'live',
      PAYFAST_MERCHANT_ID: '1',
      PAYFAST_MERCHANT_KEY: 'k',
    });
    const sim = loadConfig({
      NODE_ENV: 'test',
      PAYFAST_MODE: 'simulator',
      PUBLIC_URL: 'http://127.0.0.1:4321',
    });
    await payfastServerConfirmation(live, captureLogger().logger, { fetch: fetchSpy })(pairs);
    await payfastServerConfirmation(sim, captureLogger().logger, { fetch: fetchSpy })(pairs);
    expect(urls).toEqual([
      'https://www.payfast.co.za/eng/query/validate',
      'http://127.0.0.1:4321/api/payments/simulator/eng/query/validate',
    ]);
  });
});
