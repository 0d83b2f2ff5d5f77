import type { Conversation, OrderMessage } from '@lekker/core/contracts/messages';
import { MESSAGE_MAX_CHARS } from '@lekker/core/text-limits';
import { useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useConversation, useMarkConversationRead, useSendMessage } from '@/api/messages.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { LimitedTextarea } from '@/components/limited-textarea.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';
import { cn } from '@/lib/utils.ts';
import { UnreadBadge } from './unread-badge.tsx';

export const EMPTY_CONVERSATION_TEXT = 'No messages yet. Send the first one.';
export const CLOSED_CONVERSATION_TEXT =
  'This conversation closed 24 hours after the order ended. You can still read it.';
export const NOT_STARTED_CONVERSATION_TEXT = 'Messages open once the order is placed.';

const timeFormat = new Intl.DateTimeFormat('en-ZA', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Africa/Johannesburg',
});

function formatTime(iso: string) {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : timeFormat.format(d);
}

/** Refetches an order's conversation when a message for it arrives on any of the viewer's rooms. */
export function useLiveConversation(orderId: string) {
  const client = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type === 'message.created' && event.order_id === orderId)
      void client.invalidateQueries({ queryKey: queryKeys.messages.all });
  });
}

function MessageBubble({ message }: { message: OrderMessage }) {
  return (
    <li className={cn('flex flex-col gap-1', message.mine ? 'items-end' : 'items-start')}>
      <p className="text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{message.mine ? 'You' : message.sender_name}</span>
        {' · '}
        <time dateTime={message.created_at}>{formatTime(message.created_at)}</time>
      </p>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap',
          message.mine ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
        )}
      >
        {message.body}
      </p>
    </li>
  );
}

function Thread({ conversation }: { conversation: Conversation }) {
  const endRef = useRef<HTMLLIElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    if (count > 0) endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [count]);
  if (count === 0) return <p className="text-sm text-muted-foreground">{EMPTY_CONVERSATION_TEXT}</p>;
  return (
    <ol
      className="max-h-80 space-y-3 overflow-y-auto pr-1"
      aria-label={`Messages about order ${conversation.order_number}`}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
    >
      {conversation.messages.map((m) => (
        <MessageBubble key={m.id} message={m} />
      ))}
      <li ref={endRef} aria-hidden="true" />
    </ol>
  );
}

function Composer({ conversation }: { conversation: Conversation }) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendMessage(conversation.order_id);
  if (conversation.state === 'not_started')
    return <p className="text-sm text-muted-foreground">{NOT_STARTED_CONVERSATION_TEXT}</p>;
  if (conversation.state === 'closed')
    return <p className="text-sm text-muted-foreground">{CLOSED_CONVERSATION_TEXT}</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) return setError('Please write a message');
    setError(null);
    send.mutate(trimmed, {
      onSuccess: () => setText(''),
      onError: (e) => setError(e.message),
    });
  }

  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <LimitedTextarea
          id={id}
          containerClassName="min-w-0 flex-1"
          name="message"
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_CHARS}
          placeholder="Write a message"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Button type="submit" disabled={send.isPending} aria-label="Send message">
          <Send aria-hidden="true" />
          <span className="hidden sm:inline">Send</span>
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The viewer's unread count for an order's conversation (shares the panel's query), for a heading. */
export function ConversationUnreadBadge({ orderId }: { orderId: string }) {
  const unread = useConversation(orderId).data?.unread ?? 0;
  return <UnreadBadge count={unread} label="unread messages" />;
}

/** True while the element is on screen and the tab is visible (always true where IntersectionObserver is missing). */
function useSeenOnScreen<T extends Element>() {
  const ref = useRef<T>(null);
  const [onScreen, setOnScreen] = useState(typeof IntersectionObserver === 'undefined');
  const [tabVisible, setTabVisible] = useState(() => document.visibilityState !== 'hidden');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(Boolean(entry?.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    const onChange = () => setTabVisible(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return { ref, seen: onScreen && tabVisible };
}

type ConversationPanelProps = { orderId: string; className?: string };

/**
 * An order's conversation for whoever is looking (customer, venue, driver, support): the thread, live, and a
 * composer while it is open. It counts as read for the viewer's side once it is on screen in a visible tab.
 */
export function ConversationPanel({ orderId, className }: ConversationPanelProps) {
  const query = useConversation(orderId);
  const markRead = useMarkConversationRead(orderId);
  useLiveConversation(orderId);
  const { ref, seen } = useSeenOnScreen<HTMLDivElement>();
  const unread = query.data?.unread ?? 0;
  const { mutate } = markRead;
  useEffect(() => {
    if (unread > 0 && seen) mutate();
  }, [unread, seen, mutate]);

  return (
    <div ref={ref} className={cn('space-y-4', className)} data-testid="conversation">
      <QueryState query={query} loadingLabel="Loading messages" errorText="We could not load the messages.">
        {(conversation) => (
          <>
            <Thread conversation={conversation} />
            <Composer conversation={conversation} />
          </>
        )}
      </QueryState>
    </div>
  );
}
