// Custom delivery: the restaurant picker and the live delivery fee.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type DeliveryQuoteRequest = Schemas['DeliveryQuoteRequest'];
export type DeliveryQuote = Schemas['DeliveryQuote'];
export type PickerResponse = Schemas['RestaurantPicker'];
export type PickerRestaurant = PickerResponse['restaurants'][number];

/** POST /api/custom-delivery/quote: fee, distance and minutes from the restaurant to the location. */
export function getDeliveryQuote(request: DeliveryQuoteRequest, signal?: AbortSignal) {
  return body(api.POST('/custom-delivery/quote', { body: request, signal }));
}

export const deliveryQuoteQueryOptions = (request: DeliveryQuoteRequest | null) =>
  queryOptions({
    queryKey: queryKeys.customDelivery.quote(request),
    queryFn: ({ signal }) => getDeliveryQuote(request as DeliveryQuoteRequest, signal),
    enabled: request !== null,
    staleTime: 60 * 1000,
  });

/** The live fee: asked again whenever the restaurant or the location changes. */
export function useDeliveryQuote(request: DeliveryQuoteRequest | null) {
  return useQuery({ ...deliveryQuoteQueryOptions(request), placeholderData: keepPreviousData });
}

/** GET /api/custom-delivery/restaurants: active restaurants' id, name and location (the picker). */
export function getPickerRestaurants(signal?: AbortSignal) {
  return body(api.GET('/custom-delivery/restaurants', { signal }));
}

export const pickerRestaurantsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.customDelivery.restaurants,
    queryFn: ({ signal }) => getPickerRestaurants(signal),
    staleTime: 5 * 60 * 1000,
  });

export function usePickerRestaurants() {
  return useQuery(pickerRestaurantsQueryOptions());
}
