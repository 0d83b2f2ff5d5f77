import { type VenueToday, VenueTodaySchema } from '@lekker/core/contracts/portal';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client.ts';

export const VENUE_TODAY_QUERY_KEY = ['portal', 'today'] as const;

/** GET /api/restaurant/venues/{id}/today: the day's counts, food sold, average preparation time, open state. */
export async function fetchVenueToday(venueId: string, signal?: AbortSignal): Promise<VenueToday> {
  return VenueTodaySchema.parse(
    await apiGet(`/restaurant/venues/${encodeURIComponent(venueId)}/today`, undefined, { signal }),
  );
}

export const venueTodayQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: [...VENUE_TODAY_QUERY_KEY, venueId],
    queryFn: ({ signal }) => fetchVenueToday(venueId, signal),
  });
