import type { VenueConversation } from '@lekker/core/contracts/messages';
import { ORDER_STATUS_LABELS } from '@lekker/core/order-status';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useVenueConversations } from '@/api/messages.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { ConversationPanel } from '@/components/conversation/conversation-panel.tsx';
import { UnreadBadge } from '@/components/conversation/unread-badge.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';
import { cn } from '@/lib/utils.ts';

export const NO_CONVERSATIONS_TEXT =
  'No conversations yet. Customers can message you from their order page while an order is under way.';
export const ORDER_PARAM = 'order';

const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});
const formatWhen = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d);
};

function preview(c: VenueConversation) {
  if (!c.last_message) return 'No messages yet';
  const who = c.last_message.party === 'venue' ? 'You: ' : '';
  return `${who}${c.last_message.body}`;
}

function ConversationList({
  conversations,
  selected,
  onSelect,
}: {
  conversations: VenueConversation[];
  selected: string | null;
  onSelect(orderId: string): void;
}) {
  return (
    <ul className="divide-y" aria-label="Conversations">
      {conversations.map((c) => (
        <li key={c.order_id}>
          <button
            type="button"
            onClick={() => onSelect(c.order_id)}
            aria-current={c.order_id === selected ? 'true' : undefined}
            className={cn(
              'flex w-full flex-col gap-1 rounded-lg px-3 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
              c.order_id === selected && 'bg-muted',
            )}
            data-testid="conversation-row"
          >
            <span className="flex items-center justify-between gap-2">
              <span className="font-semibold">{c.customer_name}</span>
              <UnreadBadge count={c.unread} label="unread messages" />
            </span>
            <span className="text-xs text-muted-foreground">
              {c.order_number} · {ORDER_STATUS_LABELS[c.order_status]}
              {c.state === 'closed' ? ' · closed' : ''} · {formatWhen(c.updated_at)}
            </span>
            <span className="line-clamp-1 text-sm text-muted-foreground">{preview(c)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The portal's messages page: the venue's conversations (open ones and any with messages, latest first, unread
 * counts) and the chosen one's thread. Live: a new message refreshes the list; the choice lives in the URL.
 */
export function VenueInbox({ venueId }: { venueId: string }) {
  const query = useVenueConversations(venueId);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const selected = params.get(ORDER_PARAM);
  useRealtimeEvent((event) => {
    if (event.type === 'message.created' && event.restaurant_id === venueId)
      void client.invalidateQueries({ queryKey: queryKeys.messages.inbox(venueId) });
  });

  function select(orderId: string | null) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (orderId) next.set(ORDER_PARAM, orderId);
        else next.delete(ORDER_PARAM);
        return next;
      },
      { replace: true },
    );
  }

  return (
    <QueryState
      query={query}
      loadingLabel="Loading conversations"
      errorText="We could not load your conversations."
      isEmpty={(data) => data.conversations.length === 0 && !selected}
      empty={<p className="rounded-card border bg-card p-6 text-muted-foreground">{NO_CONVERSATIONS_TEXT}</p>}
    >
      {(data) => {
        const current = data.conversations.find((c) => c.order_id === selected);
        return (
          <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
            <Card className={cn(selected && 'hidden lg:block')}>
              <CardHeader>
                <CardTitle as="h2" className="flex items-center gap-2">
                  Conversations <UnreadBadge count={data.unread_total} label="unread messages in total" />
                </CardTitle>
              </CardHeader>
              <CardContent className="px-2">
                <ConversationList conversations={data.conversations} selected={selected} onSelect={select} />
              </CardContent>
            </Card>
            {selected ? (
              <Card>
                <CardHeader className="gap-2">
                  <Button
                    variant="ghost"
                    size="sm"
                    className="-ml-3 self-start lg:hidden"
                    onClick={() => select(null)}
                  >
                    <ArrowLeft aria-hidden="true" />
                    All conversations
                  </Button>
                  <CardTitle as="h2">
                    {current ? `${current.customer_name} · ${current.order_number}` : 'Conversation'}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <ConversationPanel key={selected} orderId={selected} />
                </CardContent>
              </Card>
            ) : (
              <p className="hidden text-muted-foreground lg:block">
                Choose a conversation to read and reply.
              </p>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
