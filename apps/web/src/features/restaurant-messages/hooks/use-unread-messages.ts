import { useQuery, useQueryClient } from '@tanstack/react-query';
import { venueConversationsQueryOptions } from '@/api/messages.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';

/**
 * Unread customer and driver messages across the venue's conversations, for the portal's navigation badge: fetched
 * once, then refreshed by `message.created` events on the venue's room. Null without a venue.
 */
export function useUnreadMessages(venueId: string | null): number {
  const client = useQueryClient();
  const query = useQuery({
    ...venueConversationsQueryOptions(venueId ?? ''),
    enabled: venueId !== null,
    staleTime: 60_000,
  });
  useRealtimeEvent((event) => {
    if (venueId && event.type === 'message.created' && event.restaurant_id === venueId)
      void client.invalidateQueries({ queryKey: queryKeys.messages.inbox(venueId) });
  });
  return query.data?.unread_total ?? 0;
}
