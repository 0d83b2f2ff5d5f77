import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { captureLogger } from '../../test/fakes/capture-logger.ts';
import { buildPaymentForm } from './payfast-form.ts';
import { createPayfastRefundGateway, payfastApiBaseUrl, payfastApiSignature } from './payfast-refunds.ts';
import { parseFormBody } from './payfast-signature.ts';
import { payfastSimulatorRoutes } from './payfast-simulator.routes.ts';

const ORIGIN = 'http://localhost:3000';
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: ORIGIN,
  PAYFAST_MODE: 'simulator',
  PAYFAST_PASSPHRASE: 'secret phrase',
});

/** The simulator's routes, and the gateway pointed at them exactly as app.ts does in simulator mode. */
function setup(gatewayConfig = config) {
  const itns: [string, string][][] = [];
  const router = payfastSimulatorRoutes({
    config,
    logger: captureLogger().logger,
    fetch: async (_url, init) => {
      itns.push(parseFormBody(String(init?.body)));
      return new Response('OK');
    },
  });
  const gateway = createPayfastRefundGateway({
    config: gatewayConfig,
    fetch: async (input, init) => router.request(String(input).replace(`${ORIGIN}/api`, ''), init),
    now: () => new Date('2026-11-23T10:00:00Z'),
  });
  return { router, gateway, itns };
}

/** Pays R123.45 through the simulator's Pay button; answers the PayFast payment id of the ITN it sent. */
async function pay(router: ReturnType<typeof setup>['router'], itns: [string, string][][]) {
  const form = buildPaymentForm(config, {
    orderNumber: 'ORDER-9-ab',
    totalCents: 12345,
    customer: { firstName: 'Naledi', lastName: 'Dlamini', email: 'n@example.com', phone: '+27821234567' },
  });
  const body = new URLSearchParams(form.fields).toString();
  const page = await (
    await router.request('/payments/simulator/eng/process', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    })
  ).text();
  const token = /name="token" value="([^"]+)"/.exec(page)![1]!;
  await router.request('/payments/simulator/eng/complete', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, action: 'pay' }).toString(),
  });
  return itns.at(-1)!.find(([k]) => k === 'pf_payment_id')![1];
}

describe('refunds through the PayFast API shape, answered by the simulator', () => {
  it('points at PayFast in live/sandbox and at the simulator otherwise', () => {
    expect(payfastApiBaseUrl(config)).toBe(`${ORIGIN}/api/payments/simulator/api`);
    expect(payfastApiBaseUrl({ ...config, payfast: { ...config.payfast, mode: 'sandbox' } })).toBe(
      'https://api.payfast.co.za',
    );
  });

  it('signs the sorted header and body variables with the passphrase', () => {
    const a = payfastApiSignature({ version: 'v1', 'merchant-id': '1', amount: '100' }, 'x');
    const b = payfastApiSignature({ amount: '100', 'merchant-id': '1', version: 'v1' }, 'x');
    expect(a).toBe(b);
    expect(a).not.toBe(payfastApiSignature({ amount: '100', 'merchant-id': '1', version: 'v1' }, 'y'));
    expect(a).toMatch(/^[0-9a-f]{32}$/);
  });

  it('refunds part and the rest of a payment; refuses more than was paid; records each refund once', async () => {
    const { router, gateway, itns } = setup();
    const pf = await pay(router, itns);
    const first = await gateway.refund({
      pfPaymentId: pf,
      amountCents: 2345,
      reason: 'Cold food',
      idempotencyKey: 'k-1',
    });
    expect(first).toMatchObject({ ok: true });
    const again = await gateway.refund({
      pfPaymentId: pf,
      amountCents: 2345,
      reason: 'Cold food',
      idempotencyKey: 'k-1',
    });
    expect(again).toEqual(first);
    const tooMuch = await gateway.refund({
      pfPaymentId: pf,
      amountCents: 10_001,
      reason: 'x',
      idempotencyKey: 'k-2',
    });
    expect(tooMuch).toEqual({
      ok: false,
      error: 'The refund exceeds the payment: 100.00 can still be refunded.',
    });
    expect(
      await gateway.refund({ pfPaymentId: pf, amountCents: 10_000, reason: 'Rest', idempotencyKey: 'k-3' }),
    ).toMatchObject({ ok: true });
    const list = (await (await router.request('/payments/simulator/api/refunds')).json()) as {
      refunds: { amountCents: number }[];
    };
    expect(list.refunds.map((r) => r.amountCents)).toEqual([2345, 10_000]);
  });

  it('refuses a request signed with the wrong passphrase, as PayFast would', async () => {
    const { router, itns } = setup();
    const pf = await pay(router, itns);
    const { gateway } = setup({ ...config, payfast: { ...config.payfast, passphrase: 'wrong' } });
    // A fresh simulator does not know the payment; the signature is checked first either way.
    const answer = await gateway.refund({
      pfPaymentId: pf,
      amountCents: 100,
      reason: 'x',
      idempotencyKey: 'k-9',
    });
    expect(answer).toEqual({ ok: false, error: 'Signature mismatch.' });
  });
});
