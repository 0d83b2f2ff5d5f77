// Order conversations (customer, venue, driver, support): the thread, sending, read marks and the venue's inbox.
// Live: `message.created` events invalidate these queries (components/conversation, features/restaurant-messages).
import {
  ConversationSchema,
  SentMessageSchema,
  VenueConversationsSchema,
} from '@lekker/core/contracts/messages';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

const order = (id: string) => ({ params: { path: { id } } });

/** GET /api/orders/{id}/messages: the thread, the caller's side and unread count, open or closed. */
export async function getConversation(orderId: string, signal?: AbortSignal) {
  return ConversationSchema.parse(
    await body(api.GET('/orders/{id}/messages', { ...order(orderId), signal })),
  );
}

export const conversationQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.conversation(orderId),
    queryFn: ({ signal }) => getConversation(orderId, signal),
  });

export const useConversation = (orderId: string, enabled = true) =>
  useQuery({ ...conversationQueryOptions(orderId), enabled });

export function useSendMessage(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) =>
      SentMessageSchema.parse(
        await body(api.POST('/orders/{id}/messages', { ...order(orderId), body: { body: text } })),
      ).message,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
}

/** Marks the thread read for the caller's side; the unread counts refresh. */
export function useMarkConversationRead(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => body(api.POST('/orders/{id}/messages/read', order(orderId))),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.messages.all }),
  });
}

/** GET /api/restaurant/venues/{id}/conversations: the venue's inbox with unread counts. */
export async function getVenueConversations(venueId: string, signal?: AbortSignal) {
  return VenueConversationsSchema.parse(
    await body(api.GET('/restaurant/venues/{id}/conversations', { ...order(venueId), signal })),
  );
}

export const venueConversationsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.messages.inbox(venueId),
    queryFn: ({ signal }) => getVenueConversations(venueId, signal),
  });

export const useVenueConversations = (venueId: string) => useQuery(venueConversationsQueryOptions(venueId));
