import { PRODUCT_NAME } from '@lekker/core/constants';
import type { Logger } from 'pino';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { parseFormBody } from './payfast-signature.ts';
import { checkoutPage, donePage, errorPage } from './payfast-simulator.page.ts';
import { createPayfastSimulator, type SimulatorConfig } from './payfast-simulator.service.ts';

const SimulatorRefundAnswerSchema = z.object({
  code: z.number(),
  status: z.enum(['success', 'failed']),
  data: z.object({ response: z.boolean(), message: z.string(), refund_id: z.string().optional() }),
});

const SimulatorRefundQueryAnswerSchema = z.object({
  code: z.number(),
  status: z.enum(['success', 'failed']),
  data: z.object({
    message: z.string(),
    response: z
      .object({
        refunds: z.array(
          z.object({
            refund_id: z.string(),
            amount: z.number(),
            idempotency_key: z.string().nullable(),
            created_at: z.string(),
          }),
        ),
      })
      .optional(),
  }),
});

const formBody = {
  content: { 'application/x-www-form-urlencoded': { schema: z.record(z.string(), z.string()) } },
};
const html = (description: string) => ({ content: { 'text/html': { schema: z.string() } }, description });

const processRoute = guardedRoute({
  method: 'post',
  path: '/payments/simulator/eng/process',
  audience: 'public',
  tags: ['Payments (simulator)'],
  summary: "PayFast simulator: the checkout form's target (simulator mode only)",
  description:
    'Accepts the same form PayFast does and checks it the same way (required fields, merchant, signature). ' +
    'Answers a page showing the merchant, item and amount with Pay, Cancel and Fail.',
  request: { body: formBody },
  responses: {
    200: html('The payment page'),
    400: html("PayFast's error page: the form does not meet the specification"),
  },
});

const completeRoute = guardedRoute({
  method: 'post',
  path: '/payments/simulator/eng/complete',
  audience: 'public',
  tags: ['Payments (simulator)'],
  summary: "PayFast simulator: the customer's Pay, Cancel or Fail",
  description:
    'Pay posts a signed COMPLETE ITN to notify_url and returns the browser to return_url; Fail posts a FAILED ITN ' +
    'and returns to cancel_url; Cancel returns to cancel_url. The checkout travels in a server-signed token.',
  request: { body: formBody },
  responses: {
    303: { description: 'Back to the shop' },
    200: html('Done (no return URL)'),
    400: html('Invalid or expired token'),
  },
});

const validateRoute = guardedRoute({
  method: 'post',
  path: '/payments/simulator/eng/query/validate',
  audience: 'public',
  tags: ['Payments (simulator)'],
  summary: "PayFast simulator: the ITN server confirmation ('VALID' for an ITN it sent, else 'INVALID')",
  request: { body: formBody },
  responses: {
    200: {
      content: { 'text/plain': { schema: z.enum(['VALID', 'INVALID']) } },
      description: 'VALID or INVALID',
    },
  },
});

const refundRoute = guardedRoute({
  method: 'post',
  path: '/payments/simulator/api/refunds/{id}',
  audience: 'public',
  tags: ['Payments (simulator)'],
  summary: 'PayFast simulator: the refund API (POST /refunds/{pf_payment_id}, amount in cents)',
  description:
    'Checks merchant-id, version and signature headers as PayFast does, refuses more than was paid, records the ' +
    "refund and answers in PayFast's shape. The server's refund path calls it exactly as it calls PayFast.",
  request: {
    params: z.object({ id: z.string().min(1).max(40) }),
    body: {
      content: {
        'application/json': {
          schema: z.object({
            amount: z.number(),
            reason: z.string().optional(),
            notify_buyer: z.number().optional(),
          }),
        },
      },
    },
  },
  responses: {
    200: {
      content: { 'application/json': { schema: SimulatorRefundAnswerSchema } },
      description: 'Accepted',
    },
    400: { content: { 'application/json': { schema: SimulatorRefundAnswerSchema } }, description: 'Refused' },
    401: {
      content: { 'application/json': { schema: SimulatorRefundAnswerSchema } },
      description: 'Bad signature',
    },
  },
});

const refundQueryRoute = guardedRoute({
  method: 'get',
  path: '/payments/simulator/api/refunds/{id}',
  audience: 'public',
  tags: ['Payments (simulator)'],
  summary:
    "PayFast simulator: the refunds of one payment (GET /refunds/{pf_payment_id}, PayFast's retrieval)",
  description:
    'Checks merchant-id, version and signature headers as PayFast does and lists the refunds recorded against ' +
    'the payment with the idempotency key each came with. The reconciliation of pending refunds asks it.',
  request: { params: z.object({ id: z.string().min(1).max(40) }) },
  responses: {
    200: {
      content: { 'application/json': { schema: SimulatorRefundQueryAnswerSchema } },
      description: 'The refunds of the payment',
    },
    400: {
      content: { 'application/json': { schema: SimulatorRefundQueryAnswerSchema } },
      description: 'Refused',
    },
    401: {
      content: { 'application/json': { schema: SimulatorRefundQueryAnswerSchema } },
      description: 'Bad signature',
    },
  },
});

const refundsListRoute = guardedRoute({
  method: 'get',
  path: '/payments/simulator/api/refunds',
  audience: 'public',
  tags: ['Payments (simulator)'],
  summary: 'PayFast simulator: the refunds it recorded (development and tests)',
  responses: {
    200: {
      content: {
        'application/json': {
          schema: z.object({
            refunds: z.array(
              z.object({
                refundId: z.string(),
                pfPaymentId: z.string(),
                amountCents: z.number(),
                reason: z.string(),
                idempotencyKey: z.string().nullable(),
                at: z.string(),
              }),
            ),
          }),
        },
      },
      description: 'Recorded refunds, oldest first',
    },
  },
});

const NO_STORE = { 'cache-control': 'no-store' };

/** Mounted by app.ts only when PAYFAST_MODE=simulator outside production. */
export function payfastSimulatorRoutes(deps: {
  config: SimulatorConfig;
  logger: Logger;
  fetch?: typeof fetch;
}) {
  if (deps.config.payfast.mode !== 'simulator')
    throw new Error('The PayFast simulator runs only in simulator mode');
  const simulator = createPayfastSimulator(deps);
  return createRouter()
    .openapi(processRoute, async (c) => {
      const result = simulator.verifyCheckout(parseFormBody(await c.req.text()));
      if ('errors' in result) return c.html(errorPage(result.errors), 400, NO_STORE);
      const { checkout } = result;
      const page = checkoutPage({
        merchantId: checkout.merchantId,
        merchantName: PRODUCT_NAME,
        itemName: checkout.itemName,
        amountCents: checkout.amountCents,
        token: simulator.issueToken(checkout),
      });
      return c.html(page, 200, NO_STORE);
    })
    .openapi(completeRoute, async (c) => {
      const form = new Map(parseFormBody(await c.req.text()));
      const fields = simulator.readToken(form.get('token'));
      const action = form.get('action');
      if (!fields || (action !== 'pay' && action !== 'cancel' && action !== 'fail'))
        return c.html(errorPage(['This payment session is invalid or has expired.']), 400, NO_STORE);
      const destination = await simulator.complete(fields, action);
      if (destination) return c.redirect(destination, 303);
      return c.html(donePage(action === 'pay' ? 'Payment complete' : 'Payment not completed'), 200, NO_STORE);
    })
    .openapi(validateRoute, async (c) =>
      c.text(simulator.validate(parseFormBody(await c.req.text())) ? 'VALID' : 'INVALID', 200),
    )
    .openapi(refundRoute, (c) => {
      const answer = simulator.refund(
        c.req.valid('param').id,
        {
          merchantId: c.req.header('merchant-id'),
          version: c.req.header('version'),
          timestamp: c.req.header('timestamp'),
          signature: c.req.header('signature'),
        },
        c.req.valid('json'),
        c.req.header('x-idempotency-key'),
      );
      return c.json(answer.body, answer.status as 200 | 400 | 401);
    })
    .openapi(refundQueryRoute, (c) => {
      const answer = simulator.queryRefunds(c.req.valid('param').id, {
        merchantId: c.req.header('merchant-id'),
        version: c.req.header('version'),
        timestamp: c.req.header('timestamp'),
        signature: c.req.header('signature'),
      });
      return c.json(answer.body, answer.status as 200 | 400 | 401);
    })
    .openapi(refundsListRoute, (c) => c.json({ refunds: simulator.refunds() }, 200));
}
