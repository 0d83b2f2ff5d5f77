import { type AdminOrderMessage, maskRecipient, type OutboxMessage } from '@lekker/core/contracts/messaging';
import type { MessagingRepository } from './messaging.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What was sent: the dev outbox (development) and an order's messages (the admin console). */
export function createMessageLog(repo: MessagingRepository) {
  return {
    async outbox(): Promise<OutboxMessage[]> {
      return (await repo.listRecent()).map((m) => ({
        id: m.id,
        channel: m.channel,
        to: m.to,
        title: m.title,
        text: m.text,
        url: m.url,
        created_at: m.createdAt.toISOString(),
        status: m.status,
      }));
    },
    /** An admin reads it (the route's audience); the number is masked but for its last 3 digits. */
    async forOrder(orderId: string): Promise<AdminOrderMessage[]> {
      return (await repo.listForOrder(orderId)).map((m) => ({
        id: m.id,
        channel: m.channel,
        template: m.template,
        to: maskRecipient(m.channel, m.to),
        status: m.status,
        attempts: m.attempts,
        last_error: m.lastError,
        created_at: m.createdAt.toISOString(),
        sent_at: iso(m.sentAt),
        delivered_at: iso(m.deliveredAt),
      }));
    },
  };
}
export type MessageLog = ReturnType<typeof createMessageLog>;
