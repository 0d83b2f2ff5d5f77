// A venue's promotions (portal): list, create, edit, pause/resume/end (docs/product.md#promotions).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type Promotion = Schemas['Promotion'];
export type PromotionInput = Schemas['PromotionInput'];
export type PromotionAction = Schemas['PromotionAction']['action'];

/** GET /api/restaurant/venues/{id}/promotions: newest first, with state and uses. */
export const venuePromotionsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: queryKeys.promotions(venueId),
    queryFn: async ({ signal }) =>
      (
        await body(
          api.GET('/restaurant/venues/{id}/promotions', { params: { path: { id: venueId } }, signal }),
        )
      ).promotions,
  });

export const useVenuePromotions = (venueId: string) => useQuery(venuePromotionsQueryOptions(venueId));

function useRefresh(venueId: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.promotions(venueId) });
    // Cards and menus show live promotions: let them ask again.
    void client.invalidateQueries({ queryKey: queryKeys.restaurants.all });
  };
}

/** POST (new) or PUT (edit) a promotion's terms. */
export function useSavePromotion(venueId: string) {
  const refresh = useRefresh(venueId);
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) =>
      id
        ? body(
            api.PUT('/restaurant/venues/{id}/promotions/{promotionId}', {
              params: { path: { id: venueId, promotionId: id } },
              body: input,
            }),
          )
        : body(
            api.POST('/restaurant/venues/{id}/promotions', {
              params: { path: { id: venueId } },
              body: input,
            }),
          ),
    onSuccess: refresh,
  });
}

/** Pause, resume or end (final). */
export function usePromotionAction(venueId: string) {
  const refresh = useRefresh(venueId);
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: PromotionAction }) =>
      body(
        api.POST('/restaurant/venues/{id}/promotions/{promotionId}/status', {
          params: { path: { id: venueId, promotionId: id } },
          body: { action },
        }),
      ),
    onSuccess: refresh,
  });
}
