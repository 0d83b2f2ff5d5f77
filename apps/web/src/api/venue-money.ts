// A venue's money in the restaurant portal: weekly statements and payouts, their downloads, and analytics.
import {
  type AnalyticsQuery,
  VenueAnalyticsSchema,
  VenuePayoutsSchema,
  VenueStatementSchema,
} from '@lekker/core/contracts/venue-money';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { API_BASE } from '@/lib/api-client.ts';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';

const venue = (id: string) => ({ path: { id } });

/** GET /api/restaurant/venues/{id}/payouts: the last 12 weeks, the balance owed and the next payout. */
export async function getVenuePayouts(venueId: string, signal?: AbortSignal) {
  return VenuePayoutsSchema.parse(
    await body(api.GET('/restaurant/venues/{id}/payouts', { params: venue(venueId), signal })),
  );
}
export const venuePayoutsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.venueMoney.payouts(venueId),
    queryFn: ({ signal }) => getVenuePayouts(venueId, signal),
  });

/** GET /api/restaurant/venues/{id}/statement?week=: one week's statement (default: the last complete week). */
export async function getVenueStatement(venueId: string, week: string | undefined, signal?: AbortSignal) {
  return VenueStatementSchema.parse(
    await body(
      api.GET('/restaurant/venues/{id}/statement', {
        params: { ...venue(venueId), query: week ? { week } : {} },
        signal,
      }),
    ),
  );
}
export const venueStatementQueryOptions = (venueId: string, week: string | undefined) =>
  queryOptions({
    queryKey: queryKeys.venueMoney.statement(venueId, week),
    queryFn: ({ signal }) => getVenueStatement(venueId, week, signal),
    placeholderData: keepPreviousData,
  });

/** Where the browser downloads a statement file (a plain link: the session cookie goes with it). */
export function statementDownloadUrl(venueId: string, week: string, format: 'csv' | 'pdf') {
  return `${API_BASE}/restaurant/venues/${encodeURIComponent(venueId)}/statement/${format}?week=${week}`;
}

/** GET /api/restaurant/venues/{id}/analytics: the last 7/30/90 days or a custom range. */
export async function getVenueAnalytics(venueId: string, range: AnalyticsQuery, signal?: AbortSignal) {
  return VenueAnalyticsSchema.parse(
    await body(
      api.GET('/restaurant/venues/{id}/analytics', { params: { ...venue(venueId), query: range }, signal }),
    ),
  );
}
export const venueAnalyticsQueryOptions = (venueId: string, range: AnalyticsQuery) =>
  queryOptions({
    queryKey: queryKeys.venueMoney.analytics(venueId, range),
    queryFn: ({ signal }) => getVenueAnalytics(venueId, range, signal),
    placeholderData: keepPreviousData,
  });
