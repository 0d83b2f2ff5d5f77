import { DevMailboxResponseSchema } from '@lekker/core/contracts/accounts';
import { z } from 'zod';
import { guardedRoute } from '../../http/guard.ts';
import { createRouter } from '../../http/openapi.ts';
import { jsonContent } from '../../http/responses.ts';
import type { DevMailboxRepository } from './dev-mailbox.repository.ts';

const listRoute = guardedRoute({
  method: 'get',
  path: '/dev/mailbox',
  audience: 'public',
  tags: ['Development'],
  summary: 'Dev mailbox: e-mails the app sent, newest first (only without SMTP, never in production)',
  request: { query: z.object({ to: z.email().optional() }) },
  responses: { 200: jsonContent(DevMailboxResponseSchema, 'Messages') },
});

/** Mounted only when the dev mailbox is the mailer (app.ts), so it cannot exist in production. */
export function devMailboxRoutes(repo: DevMailboxRepository) {
  return createRouter().openapi(listRoute, async (c) => {
    const rows = await repo.list(c.req.valid('query').to);
    return c.json(
      {
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html,
          created_at: m.createdAt.toISOString(),
        })),
      },
      200,
    );
  });
}
