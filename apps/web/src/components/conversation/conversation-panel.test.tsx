import type { Conversation } from '@lekker/core/contracts/messages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import {
  CLOSED_CONVERSATION_TEXT,
  ConversationPanel,
  ConversationUnreadBadge,
  EMPTY_CONVERSATION_TEXT,
} from './conversation-panel.tsx';

/** An IntersectionObserver whose entries the test decides. */
const observers: IntersectionObserverCallback[] = [];
function scrollIntoSight() {
  act(() => {
    for (const callback of observers)
      callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
  });
}
afterEach(() => {
  observers.length = 0;
  vi.unstubAllGlobals();
});

const ORDER = '00000000-0000-4000-8000-00000000c001';
const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  order_id: ORDER,
  order_number: 'ORDER-1-AB',
  order_status: 'preparing',
  venue_name: 'Kota King',
  customer_name: 'Alice S.',
  driver_name: null,
  viewer_party: 'customer',
  state: 'open',
  closes_at: null,
  unread: 0,
  messages: [],
  ...over,
});
const message = (n: number, mine: boolean) => ({
  id: `00000000-0000-4000-8000-0000000d000${n}`,
  party: mine ? ('customer' as const) : ('venue' as const),
  sender_name: mine ? 'Alice S.' : 'Kota King',
  body: `Message ${n}`,
  created_at: '2026-05-04T10:00:00.000Z',
  mine,
});

describe('ConversationPanel (docs/product.md#restaurant-social)', () => {
  it('marks unread messages read only once the thread is on screen, then sends a trimmed message', async () => {
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        disconnect() {}
      },
    );
    const sent: string[] = [];
    let reads = 0;
    serveApi(
      apiHandler('get', '/orders/{id}/messages', () =>
        conversation({
          unread: reads === 0 ? 1 : 0,
          messages: [message(1, false), ...sent.map((_, i) => ({ ...message(i + 2, true), body: sent[i]! }))],
        }),
      ),
      apiHandler('post', '/orders/{id}/messages/read', () => {
        reads++;
        return { ok: true as const };
      }),
      apiHandler('post', '/orders/{id}/messages', async ({ request }) => {
        const body = ((await request.json()) as { body: string }).body;
        sent.push(body);
        return { message: { ...message(9, true), body } };
      }),
    );
    renderWithRouter(
      <>
        <ConversationUnreadBadge orderId={ORDER} />
        <ConversationPanel orderId={ORDER} />
      </>,
    );
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.getByText('Kota King')).toBeInTheDocument();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread messages');
    expect(reads).toBe(0);
    scrollIntoSight();
    await waitFor(() => expect(reads).toBe(1));
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: '  Ring twice please ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Ring twice please')).toBeInTheDocument();
    expect(sent).toEqual(['Ring twice please']);
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the server’s refusal (rate limit) next to the composer', async () => {
    serveApi(
      apiHandler('get', '/orders/{id}/messages', conversation()),
      apiHandler('post', '/orders/{id}/messages', () =>
        apiError(429, 'rate_limited', 'You are sending messages too quickly. Please wait 30 seconds.'),
      ),
    );
    renderWithRouter(<ConversationPanel orderId={ORDER} />);
    expect(await screen.findByText(EMPTY_CONVERSATION_TEXT)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('too quickly');
  });

  it('is read-only once closed', async () => {
    serveApi(
      apiHandler(
        'get',
        '/orders/{id}/messages',
        conversation({ state: 'closed', messages: [message(1, true)] }),
      ),
    );
    renderWithRouter(<ConversationPanel orderId={ORDER} />);
    expect(await screen.findByText(CLOSED_CONVERSATION_TEXT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.getByText('You')).toBeInTheDocument();
  });

  it('has an error state with Retry', async () => {
    serveApi(apiHandler('get', '/orders/{id}/messages', () => apiError(500, 'internal_error', 'Boom')));
    renderWithRouter(<ConversationPanel orderId={ORDER} />);
    expect(await screen.findByText(/We could not load the messages/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
