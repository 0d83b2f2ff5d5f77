import { useOrderMessages } from '@/api/messaging.ts';
import { CHANNEL_LABELS, MessageStatusBadge } from '@/components/messaging/message-status-badge.tsx';
import { QueryState, when } from './query-state.tsx';

const TEMPLATE_LABELS: Record<string, string> = {
  order_status: 'Status update',
  order_driver_assigned: 'Driver on the way',
  order_cancelled: 'Cancellation',
  venue_new_order: 'New order (venue)',
  venue_escalation: 'Unanswered order (venue)',
  driver_offer: 'Job offer (driver)',
  chat_message: 'Chat message',
};

/** What was sent about an order by push, SMS and WhatsApp: channel, masked number, delivery status, failures. */
export function OrderMessages({ orderId }: { orderId: string }) {
  const messages = useOrderMessages(orderId);
  return (
    <section aria-label="Messages sent">
      <h3 className="mb-1 font-semibold">Messages sent</h3>
      <QueryState
        query={messages}
        label="the messages"
        isEmpty={(list) => list.length === 0}
        empty="No push, SMS or WhatsApp messages for this order."
      >
        {(list) => (
          <ul className="space-y-1">
            {list.map((m) => (
              <li
                key={m.id}
                data-testid="admin-order-message"
                className="flex flex-wrap items-center gap-x-2"
              >
                <span>{when(m.created_at)}</span>
                <span>· {CHANNEL_LABELS[m.channel]}</span>
                <span>· {TEMPLATE_LABELS[m.template] ?? m.template}</span>
                <span>· to {m.to}</span>
                <MessageStatusBadge status={m.status} />
                {m.attempts > 1 ? <span>· {m.attempts} attempts</span> : null}
                {m.last_error ? <span className="text-destructive">· {m.last_error}</span> : null}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
