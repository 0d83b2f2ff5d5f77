import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { createLogger } from '../../logger.ts';
import { createTestDb, type TestDatabase } from '../../test/db.ts';
import { captureLogger } from '../../test/fakes/capture-logger.ts';
import { fakeOrdersPort } from '../../test/fakes/payments-orders-port.ts';
import { buildPaymentForm } from './payfast-form.ts';
import {
  PAYFAST_ITN_FIELD_ORDER,
  type Pairs,
  parseFormBody,
  payfastSignature,
  phpUrlEncode,
} from './payfast-signature.ts';
import { payfastSimulatorRoutes } from './payfast-simulator.routes.ts';
import type { PayableOrder } from './payments.port.ts';
import { createPaymentsRepository } from './payments.repository.ts';

const encode = (pairs: Pairs) => pairs.map(([k, v]) => `${k}=${phpUrlEncode(v)}`).join('&');
const customer = {
  firstName: 'Naledi',
  lastName: 'Dlamini',
  email: 'naledi@example.com',
  phone: '+27821234567',
};
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The hidden token in the simulator's payment page. */
const tokenOf = (html: string) => html.match(/name="token" value="([^"]+)"/)?.[1] ?? '';

describe('PayFast simulator (through app.request)', () => {
  const ORIGIN = 'http://localhost:3000';
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: ORIGIN,
    PAYFAST_MODE: 'simulator',
    PAYFAST_PASSPHRASE: 'secret phrase',
  });
  const sentItns: Array<{ url: string; pairs: Pairs }> = [];
  const router = payfastSimulatorRoutes({
    config,
    logger: captureLogger().logger,
    fetch: async (url, init) => {
      sentItns.push({ url: String(url), pairs: parseFormBody(String(init?.body)) });
      return new Response('OK');
    },
  });
  const post = (path: string, body: string) => router.request(path, { method: 'POST', headers: FORM, body });
  const form = () => buildPaymentForm(config, { orderNumber: 'ORDER-17-ab', totalCents: 12345, customer });

  it('shows the merchant, item and amount with Pay, Cancel and Fail for a correctly signed form', async () => {
    const res = await post('/payments/simulator/eng/process', encode(form().fields));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('<title>PayFast Simulator</title>');
    expect(html).toContain('Lekker Eats (10000100)');
    expect(html).toContain('Lekker Eats Order #ORDER-17-ab');
    expect(html).toContain('R123.45');
    for (const button of ['>Pay<', '>Cancel<', '>Fail<']) expect(html).toContain(button);
    expect(html).not.toMatch(/<script|src="http/);
    expect(tokenOf(html)).not.toBe('');
  });

  it("answers PayFast's error page (400) for a wrong signature", async () => {
    const fields = form().fields.map(([k, v]): [string, string] => [k, k === 'amount' ? '1.00' : v]);
    const res = await post('/payments/simulator/eng/process', encode(fields));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Generated signature does not match submitted signature.');
  });

  it('lists the missing required fields', async () => {
    const fields = form().fields.filter(([k]) => k !== 'merchant_id' && k !== 'amount');
    const html = await (await post('/payments/simulator/eng/process', encode(fields))).text();
    expect(html).toContain('merchant_id : The merchant_id field is required.');
    expect(html).toContain('amount : The amount field is required.');
    const empty = await post('/payments/simulator/eng/process', '');
    expect(empty.status).toBe(400);
  });

  it('refuses return, cancel and notify URLs outside this app', async () => {
    const fields = form().fields.map(([k, v]): [string, string] => [
      k,
      k === 'notify_url' ? 'http://169.254.169.254/x' : v,
    ]);
    const res = await post('/payments/simulator/eng/process', encode(fields));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('notify_url : The simulator only sends');
  });

  it('refuses an altered or unknown token', async () => {
    const token = tokenOf(
      await (await post('/payments/simulator/eng/process', encode(form().fields))).text(),
    );
    const [payload, mac] = token.split('.');
    const altered = Buffer.from(
      Buffer.from(payload!, 'base64url').toString().replace('123.45', '1.00'),
    ).toString('base64url');
    for (const bad of [`${altered}.${mac}`, 'nonsense', ''])
      expect(
        (
          await post(
            '/payments/simulator/eng/complete',
            encode([
              ['token', bad],
              ['action', 'pay'],
            ]),
          )
        ).status,
      ).toBe(400);
    expect(
      (
        await post(
          '/payments/simulator/eng/complete',
          encode([
            ['token', token],
            ['action', 'steal'],
          ]),
        )
      ).status,
    ).toBe(400);
  });

  it('Cancel returns to cancel_url without a notification', async () => {
    sentItns.length = 0;
    const token = tokenOf(
      await (await post('/payments/simulator/eng/process', encode(form().fields))).text(),
    );
    const res = await post(
      '/payments/simulator/eng/complete',
      encode([
        ['token', token],
        ['action', 'cancel'],
      ]),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/payment-cancel?order=ORDER-17-ab`);
    expect(sentItns).toEqual([]);
  });

  it("Pay posts a signed COMPLETE ITN in PayFast's field order, and validate confirms only that one", async () => {
    sentItns.length = 0;
    const token = tokenOf(
      await (await post('/payments/simulator/eng/process', encode(form().fields))).text(),
    );
    const res = await post(
      '/payments/simulator/eng/complete',
      encode([
        ['token', token],
        ['action', 'pay'],
      ]),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${ORIGIN}/payment-success?order=ORDER-17-ab`);
    expect(sentItns).toHaveLength(1);
    const { url, pairs } = sentItns[0]!;
    expect(url).toBe(`${ORIGIN}/api/payments/payfast/notify`);
    expect(pairs.map(([k]) => k)).toEqual([...PAYFAST_ITN_FIELD_ORDER, 'signature']);
    const fields = new Map(pairs);
    expect(fields.get('payment_status')).toBe('COMPLETE');
    expect(fields.get('amount_gross')).toBe('123.45');
    expect(Number(fields.get('amount_gross')) + Number(fields.get('amount_fee'))).toBeCloseTo(
      Number(fields.get('amount_net')),
    );
    expect(fields.get('m_payment_id')).toBe('ORDER-17-ab');
    expect(fields.get('merchant_id')).toBe('10000100');
    expect(fields.get('signature')).toBe(payfastSignature(pairs.slice(0, -1), 'secret phrase'));

    const validate = async (body: Pairs) =>
      (await post('/payments/simulator/eng/query/validate', encode(body))).text();
    expect(await validate(pairs.slice(0, -1))).toBe('VALID');
    expect(await validate(pairs)).toBe('VALID');
    expect(
      await validate(pairs.map(([k, v]): [string, string] => [k, k === 'amount_gross' ? '999.00' : v])),
    ).toBe('INVALID');
    expect(
      await validate(pairs.map(([k, v]): [string, string] => [k, k === 'pf_payment_id' ? '1' : v])),
    ).toBe('INVALID');
  });

  it('Fail posts a FAILED ITN and returns to cancel_url', async () => {
    sentItns.length = 0;
    const token = tokenOf(
      await (await post('/payments/simulator/eng/process', encode(form().fields))).text(),
    );
    const res = await post(
      '/payments/simulator/eng/complete',
      encode([
        ['token', token],
        ['action', 'fail'],
      ]),
    );
    expect(res.headers.get('location')).toBe(`${ORIGIN}/payment-cancel?order=ORDER-17-ab`);
    expect(new Map(sentItns[0]!.pairs).get('payment_status')).toBe('FAILED');
  });

  it('exists only in simulator mode', async () => {
    const sandbox = loadConfig({
      NODE_ENV: 'test',
      PAYFAST_MODE: 'sandbox',
      PAYFAST_MERCHANT_ID: '1',
      PAYFAST_MERCHANT_KEY: 'k',
    });
    expect(() => payfastSimulatorRoutes({ config: sandbox, logger: captureLogger().logger })).toThrow(
      /simulator mode/,
    );
    const database = await createTestDb();
    try {
      const app = buildApp({ config: sandbox, db: database.db, logger: createLogger('silent') });
      const res = await app.request('/api/payments/simulator/eng/process', {
        method: 'POST',
        headers: FORM,
        body: 'a=b',
      });
      expect(res.status).toBe(404);
    } finally {
      await database.close();
    }
  });
});

describe('PayFast simulator end to end (real HTTP: form → Pay → ITN → validate → paid)', () => {
  let database: TestDatabase;
  let server: ReturnType<typeof serve>;
  let base: string;
  let app: ReturnType<typeof buildApp>;
  const orders: PayableOrder[] = [
    { id: 'o-1', orderNumber: 'ORDER-1737000000001-aa', totalCents: 23450, status: 'pending_payment' },
    { id: 'o-2', orderNumber: 'ORDER-1737000000002-bb', totalCents: 5000, status: 'pending_payment' },
  ];
  const fake = fakeOrdersPort(orders);

  beforeAll(async () => {
    database = await createTestDb();
    // The port is known only once listening, and PUBLIC_URL must name it: build the app behind a late-bound fetch.
    let appFetch: typeof app.fetch | undefined;
    const port = await new Promise<number>((resolve) => {
      server = serve(
        { fetch: (req, env) => appFetch!(req, env), port: 0, hostname: '127.0.0.1' },
        (info: AddressInfo) => resolve(info.port),
      );
    });
    base = `http://127.0.0.1:${port}`;
    app = buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: base,
        PAYFAST_MODE: 'simulator',
      }),
      db: database.db,
      logger: createLogger('silent'),
      paymentsPort: fake.port,
    });
    appFetch = app.fetch;
  });
  afterAll(async () => {
    const extra = app as unknown as {
      realtime?: { gateway: { close(): Promise<void> }; bus: { close(): Promise<void> } };
    };
    await extra.realtime?.gateway.close();
    const http = server as unknown as { close(cb: () => void): void; closeAllConnections?(): void };
    await new Promise<void>((done) => {
      http.close(() => done());
      http.closeAllConnections?.();
    });
    await extra.realtime?.bus.close();
    await database.close();
  });

  /** What the browser does: post the checkout form (with our cookies and Origin), then press a button. */
  async function checkout(order: PayableOrder, action: 'pay' | 'fail') {
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: base, PAYFAST_MODE: 'simulator' });
    const form = buildPaymentForm(config, {
      orderNumber: order.orderNumber,
      totalCents: order.totalCents,
      customer,
    });
    const browser = { ...FORM, origin: base, cookie: 'lekker.session_token=whatever' };
    const page = await fetch(form.action, { method: 'POST', headers: browser, body: encode(form.fields) });
    expect(page.status).toBe(200);
    const token = tokenOf(await page.text());
    return fetch(`${base}/api/payments/simulator/eng/complete`, {
      method: 'POST',
      headers: browser,
      body: encode([
        ['token', token],
        ['action', action],
      ]),
      redirect: 'manual',
    });
  }

  it('Pay: the ITN reaches notify_url, is confirmed by validate, and the order is paid before the redirect', async () => {
    const res = await checkout(orders[0]!, 'pay');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/payment-success?order=ORDER-1737000000001-aa`);
    expect(fake.calls.markPaid).toEqual([['o-1', expect.stringMatching(/^\d+$/)]]);
    expect(orders[0]!.status).toBe('placed');
    const rows = await createPaymentsRepository(database.db).listForOrder('ORDER-1737000000001-aa');
    expect(rows).toMatchObject([{ outcome: 'paid', paymentStatus: 'COMPLETE', amountGross: '234.50' }]);
    expect(rows[0]!.sourceIp).toMatch(/127\.0\.0\.1$/);
  });

  it('Fail: the ITN marks the payment failed and the browser goes to cancel_url', async () => {
    const res = await checkout(orders[1]!, 'fail');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${base}/payment-cancel?order=ORDER-1737000000002-bb`);
    expect(fake.calls.markPaymentFailed).toEqual(['o-2']);
    expect(orders[1]!.status).toBe('payment_failed');
  });

  it('a forged ITN posted from this machine is still refused by the validate call', async () => {
    const pairs: Pairs = [
      ['m_payment_id', 'ORDER-1737000000002-bb'],
      ['pf_payment_id', '42'],
      ['payment_status', 'COMPLETE'],
      ['amount_gross', '50.00'],
      ['merchant_id', '10000100'],
    ];
    // Without a passphrase anyone can compute the signature; the server confirmation is what stops this.
    const res = await fetch(`${base}/api/payments/payfast/notify`, {
      method: 'POST',
      headers: FORM,
      body: encode([...pairs, ['signature', payfastSignature(pairs)]]),
    });
    expect(res.status).toBe(200);
    expect(orders[1]!.status).toBe('payment_failed');
    const rows = await createPaymentsRepository(database.db).listForOrder('ORDER-1737000000002-bb');
    expect(rows.find((r) => r.pfPaymentId === '42')).toMatchObject({
      outcome: 'rejected',
      reason: 'PayFast server confirmation did not answer VALID',
    });
  });
});
