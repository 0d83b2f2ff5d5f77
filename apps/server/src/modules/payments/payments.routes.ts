import type { Logger } from 'pino';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clientIp } from '../../http/client-ip.ts';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { createItnService, type ItnValidator } from './payfast-itn.service.ts';
import { parseFormBody } from './payfast-signature.ts';
import type { PaymentsOrdersPort } from './payments.port.ts';
import { createPaymentsRepository } from './payments.repository.ts';

const notifyRoute = guardedRoute({
  method: 'post',
  path: '/payments/payfast/notify',
  audience: 'public',
  tags: ['Payments'],
  summary: "PayFast's Instant Transaction Notification (ITN): the only way an order becomes paid",
  description:
    'Called by PayFast, server to server. Checked in order: signature, merchant, source address, known order, ' +
    "amount_gross against the order total, and PayFast's own confirmation (/eng/query/validate). Only COMPLETE " +
    'marks the order paid; FAILED marks the payment failed; a repeated pf_payment_id changes nothing. Every ' +
    'notification is stored for audit. Answers 200 `OK` for accepted and rejected notifications alike; 500 only ' +
    'when the order could not be updated, so PayFast retries.',
  request: {
    // A repeated field arrives as a list: let it through to the handler, which refuses it and stores the audit row.
    body: {
      content: {
        'application/x-www-form-urlencoded': {
          schema: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        },
      },
    },
  },
  responses: {
    200: { content: { 'text/plain': { schema: z.literal('OK') } }, description: 'Received' },
  },
});

export type PaymentsRoutesDeps = {
  config: Pick<Config, 'payfast' | 'publicUrl' | 'trustedProxy'>;
  db: Db;
  logger: Logger;
  port: PaymentsOrdersPort;
  /** Replaces PayFast's server confirmation (tests). */
  validate?: ItnValidator;
  now?: () => Date;
};

export function paymentsRoutes(deps: PaymentsRoutesDeps) {
  const { config, db, logger, port } = deps;
  const itn = createItnService({
    config,
    port,
    repo: createPaymentsRepository(db),
    logger,
    validate: deps.validate,
    now: deps.now,
  });
  return createRouter().openapi(notifyRoute, async (c) => {
    const pairs = parseFormBody(await c.req.text());
    await itn.handle({ pairs, sourceIp: clientIp(c, config.trustedProxy) });
    return c.text('OK', 200);
  });
}
