// The caller's saved delivery addresses: the profile page and the checkout picker share one cache entry.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export const ADDRESSES_QUERY_KEY = queryKeys.profile.addresses;

/** GET /api/profile/addresses */
export function getAddresses(signal?: AbortSignal) {
  return body(api.GET('/profile/addresses', { signal }));
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: ({ signal }) => getAddresses(signal) });

/** `enabled: false` skips the fetch (the checkout picker is only asked for when someone is signed in). */
export function useAddresses(enabled = true) {
  return useQuery({ ...addressesQueryOptions(), enabled });
}

/** POST /api/profile/addresses */
export function addAddress(input: Schemas['SavedAddressInput']) {
  return body(api.POST('/profile/addresses', { body: input }));
}

/** PUT /api/profile/addresses/{id}: corrects a saved address in place. */
export function updateAddress({ id, input }: { id: string; input: Schemas['SavedAddressInput'] }) {
  return body(api.PUT('/profile/addresses/{id}', { params: { path: { id } }, body: input }));
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

/** DELETE /api/profile/addresses/{id} */
export function deleteAddress(id: string) {
  return body(api.DELETE('/profile/addresses/{id}', { params: { path: { id } } }));
}

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADDRESSES_QUERY_KEY }),
  });
}
