import { z } from 'zod';

export const MessageChannelSchema = z.enum(['push', 'sms', 'whatsapp']).meta({ id: 'MessageChannel' });
export const MessageStatusSchema = z
  .enum(['queued', 'sending', 'sent', 'delivered', 'failed'])
  .meta({ id: 'MessageStatus' });

/** One message in the dev outbox (development only: the texts the server would have sent). */
export const OutboxMessageSchema = z
  .object({
    id: z.uuid(),
    channel: MessageChannelSchema,
    /** E.164 for SMS and WhatsApp, the account id for push. */
    to: z.string(),
    title: z.string().nullable(),
    text: z.string(),
    url: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    status: MessageStatusSchema,
  })
  .meta({ id: 'OutboxMessage' });

/** GET /api/dev/outbox: every message, newest first. */
export const DevOutboxResponseSchema = z.array(OutboxMessageSchema).meta({ id: 'DevOutbox' });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/** What was sent about an order, as the admin console shows it: the number masked but for its last 3 digits. */
export const AdminOrderMessageSchema = z
  .object({
    id: z.uuid(),
    channel: MessageChannelSchema,
    template: z.string(),
    to: z.string(),
    status: MessageStatusSchema,
    attempts: z.number().int(),
    last_error: z.string().nullable(),
    created_at: z.iso.datetime({ offset: true }),
    sent_at: z.iso.datetime({ offset: true }).nullable(),
    delivered_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AdminOrderMessage' });
export const AdminOrderMessagesSchema = z
  .object({ messages: z.array(AdminOrderMessageSchema) })
  .meta({ id: 'AdminOrderMessages' });
export type AdminOrderMessage = z.infer<typeof AdminOrderMessageSchema>;

/** `+27821234567` → `•••••••••567`; push (an account id) shows as "this account's devices". */
export function maskRecipient(channel: string, to: string): string {
  if (channel === 'push') return 'push devices';
  return `${'•'.repeat(Math.max(0, to.length - 3))}${to.slice(-3)}`;
}
export type AdminOrderMessages = z.infer<typeof AdminOrderMessagesSchema>;
