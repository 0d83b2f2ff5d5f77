import { PRODUCT_NAME } from '@lekker/core/constants';
import type { Logger } from 'pino';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { parseFormBody } from './payfast-signature.ts';
import { checkoutPage, donePage, errorPage } from './payfast-simulator.page.ts';
import { createPayfastSimulator, type SimulatorConfig } from './payfast-simulator.service.ts';

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
    );
}
