import type { SavedAddress, SavedAddressesResponse, SavedAddressInput } from '@lekker/core/contracts/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';

/** The same key the checkout's saved-address picker reads, so both stay in step. */
export const ADDRESSES_QUERY_KEY = ['profile', 'addresses'] as const;

export function getAddresses(signal?: AbortSignal): Promise<SavedAddressesResponse> {
  return apiGet<SavedAddressesResponse>('/profile/addresses', undefined, { signal });
}

export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ADDRESSES_QUERY_KEY, queryFn: ({ signal }) => getAddresses(signal) });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}

export function addAddress(input: SavedAddressInput): Promise<SavedAddress> {
  return apiSend<SavedAddress>('POST', '/profile/addresses', input);
}

export function deleteAddress(id: string): Promise<{ ok: true }> {
  return apiSend<{ ok: true }>('DELETE', `/profile/addresses/${encodeURIComponent(id)}`);
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
