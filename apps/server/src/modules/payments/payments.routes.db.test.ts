import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { errorHandler } from '../../http/error-handler.ts';
import { createRouter } from '../../http/openapi.ts';
import { createLogger } from '../../logger.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { captureLogger } from '../../test/fakes/capture-logger.ts';
import { fakeOrdersPort } from '../../test/fakes/payments-orders-port.ts';
import { signedItn } from '../../test/fixtures/payfast-itn.ts';
import { type Pairs, phpUrlEncode } from './payfast-signature.ts';
import type { PayableOrder } from './payments.port.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { paymentsRoutes } from './payments.routes.ts';

const MERCHANT = '10027938';
const PASSPHRASE = 'jt7NOE43FZPn';
const PAYFAST_IP = '41.74.179.200';
const PROXY = '10.0.0.1';
const NOTIFY = '/api/payments/payfast/notify';
const baseEnv = {
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  PAYFAST_MODE: 'sandbox',
  PAYFAST_MERCHANT_ID: MERCHANT,
  PAYFAST_MERCHANT_KEY: 'abcdefghijk12',
  PAYFAST_PASSPHRASE: PASSPHRASE,
};

const encode = (pairs: Pairs) => pairs.map(([k, v]) => `${k}=${phpUrlEncode(v)}`).join('&');

function post(
  app: { request: Hono['request'] },
  body: string,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  const env = {
    incoming: { socket: { remoteAddress: options.ip ?? PAYFAST_IP, remotePort: 1, remoteFamily: 'IPv4' } },
  };
  return app.request(
    NOTIFY,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      body,
    },
    env,
  );
}

describe('POST /api/payments/payfast/notify', () => {
  let database: TestDatabase;
  let orders: PayableOrder[];
  let fake: ReturnType<typeof fakeOrdersPort>;
  let validateAnswer = true;
  let n = 0;

  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());
  beforeEach(() => {
    n++;
    validateAnswer = true;
    orders = [{ id: `order-${n}`, orderNumber: `ORDER-${n}`, totalCents: 1500, status: 'pending_payment' }];
    fake = fakeOrdersPort(orders);
  });

  /** The payments router alone, with an injected server confirmation. */
  function routerApp(env: Record<string, string> = {}) {
    const config = loadConfig({ ...baseEnv, ...env });
    const logger = captureLogger().logger;
    const api = createRouter().route(
      '/',
      paymentsRoutes({
        config,
        db: database.db,
        logger,
        port: fake.port,
        validate: async () => validateAnswer,
      }),
    );
    const app = new Hono().route('/api', api);
    app.onError(errorHandler(logger));
    return app;
  }

  const itn = (over: Partial<Parameters<typeof signedItn>[0]> = {}) =>
    signedItn({
      orderNumber: `ORDER-${n}`,
      merchantId: MERCHANT,
      amountGross: '15.00',
      pfPaymentId: `pf-${n}`,
      passphrase: PASSPHRASE,
      ...over,
    });
  const outcomes = async () =>
    (await createPaymentsRepository(database.db).listForOrder(`ORDER-${n}`)).map((r) => [
      r.outcome,
      r.reason,
    ]);

  it('answers 200 OK to every notification, accepted or not, and stores each one', async () => {
    const app = routerApp();
    const cases: Array<[string, string, string?]> = [
      ['forged signature', encode(itn({ signature: '0'.repeat(32) }))],
      ['wrong merchant', encode(itn({ merchantId: '10000100' }))],
      ['bad source', encode(itn()), '203.0.113.9'],
      ['wrong amount', encode(itn({ amountGross: '1.50' }))],
      ['pending', encode(itn({ status: 'PENDING' }))],
      ['complete', encode(itn())],
      ['replay', encode(itn())],
      ['garbage', 'this is not a form'],
      ['empty', ''],
    ];
    for (const [label, body, ip] of cases) {
      const res = await post(app, body, { ip });
      expect(res.status, label).toBe(200);
      expect(await res.text(), label).toBe('OK');
    }
    expect(orders[0]!.status).toBe('placed');
    expect(fake.calls.markPaid).toEqual([[`order-${n}`, `pf-${n}`]]);
    expect((await outcomes()).map(([o]) => o).sort()).toEqual([
      'duplicate',
      'ignored',
      'paid',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
  });

  it('answers 200 when the server confirmation says INVALID, and FAILED marks the payment failed', async () => {
    const app = routerApp();
    validateAnswer = false;
    expect((await post(app, encode(itn()))).status).toBe(200);
    expect(orders[0]!.status).toBe('pending_payment');
    validateAnswer = true;
    expect((await post(app, encode(itn({ status: 'FAILED', pfPaymentId: `pf-${n}-b` })))).status).toBe(200);
    expect(orders[0]!.status).toBe('payment_failed');
    expect(await outcomes()).toEqual(
      expect.arrayContaining([
        ['rejected', 'PayFast server confirmation did not answer VALID'],
        ['failed', null],
      ]),
    );
  });

  it('keeps the posted order and empty fields (the signature covers them)', async () => {
    const app = routerApp();
    const pairs = itn();
    await post(app, encode(pairs));
    const [row] = await createPaymentsRepository(database.db).listForOrder(`ORDER-${n}`);
    expect(row?.payload).toEqual(pairs);
    expect(row?.payload.filter(([, v]) => v === '').length).toBe(11);
  });

  it('trusts X-Forwarded-For only from TRUSTED_PROXY', async () => {
    const forwarded = { 'x-forwarded-for': PAYFAST_IP };
    // Through the trusted proxy: the forwarded PayFast address counts.
    const proxied = routerApp({ TRUSTED_PROXY: PROXY });
    expect((await post(proxied, encode(itn()), { ip: PROXY, headers: forwarded })).status).toBe(200);
    expect(orders[0]!.status).toBe('placed');
    // From anyone else, the header is ignored and the socket address is checked.
    n++;
    orders.push({ id: `order-${n}`, orderNumber: `ORDER-${n}`, totalCents: 1500, status: 'pending_payment' });
    expect((await post(proxied, encode(itn()), { ip: '203.0.113.7', headers: forwarded })).status).toBe(200);
    expect(orders[1]!.status).toBe('pending_payment');
    expect(await outcomes()).toEqual([
      ['rejected', 'source address 203.0.113.7 is not an allowed PayFast address'],
    ]);
    // Without a configured proxy, nobody's header is trusted.
    const direct = routerApp();
    expect(
      (await post(direct, encode(itn({ pfPaymentId: 'other' })), { ip: PROXY, headers: forwarded })).status,
    ).toBe(200);
    expect(orders[1]!.status).toBe('pending_payment');
  });

  it('answers 500 when the order cannot be updated, so PayFast retries', async () => {
    const app = routerApp();
    fake.port.markPaid = async () => {
      throw new Error('connection lost');
    };
    expect((await post(app, encode(itn()))).status).toBe(500);
  });
});

describe('payments in the app', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDb();
  });
  afterAll(() => database.close());

  function app(withPort: boolean) {
    return buildApp({
      config: loadConfig({ ...baseEnv, LOG_LEVEL: 'silent' }),
      db: database.db,
      logger: createLogger('silent'),
      paymentsPort: withPort ? fakeOrdersPort([]).port : undefined,
    });
  }

  it('mounts the notify route (public, documented)', async () => {
    const res = await post(
      app(true),
      encode(signedItn({ orderNumber: 'X', merchantId: MERCHANT, amountGross: '1.00' })),
    );
    expect(res.status).toBe(200);
    const doc = (await (await app(true).request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { 'x-audience'?: string }>>;
    };
    expect(doc.paths['/payments/payfast/notify']?.post?.['x-audience']).toBe('public');
  });

  it('is exempt from the Origin check (PayFast posts server to server, even if a cookie tags along)', async () => {
    const res = await post(
      app(true),
      encode(signedItn({ orderNumber: 'X', merchantId: MERCHANT, amountGross: '1.00' })),
      {
        headers: { cookie: 'lekker.session_token=abc', origin: 'https://www.payfast.co.za' },
      },
    );
    expect(res.status).toBe(200);
    expect(await createPaymentsRepository(database.db).listForOrder('X')).toHaveLength(2);
  });
});
