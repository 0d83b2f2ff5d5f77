import type { SavedAddress, SavedAddressesResponse, SavedAddressInput } from '@lekker/core/contracts/profile';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '@/lib/api-client.ts';

/** Shared with the profile page (same key, its own fetcher): saving here refreshes the list there. */
export const SAVED_ADDRESSES_QUERY_KEY = ['profile', 'addresses'] as const;

export function getSavedAddresses(signal?: AbortSignal): Promise<SavedAddressesResponse> {
  return apiGet<SavedAddressesResponse>('/profile/addresses', undefined, { signal });
}

export const savedAddressesQueryOptions = () =>
  queryOptions({
    queryKey: SAVED_ADDRESSES_QUERY_KEY,
    queryFn: ({ signal }) => getSavedAddresses(signal),
  });

/** The picker is optional: a failure just hides it. */
export function useSavedAddresses(enabled = true) {
  return useQuery({ ...savedAddressesQueryOptions(), enabled });
}

export function saveAddress(input: SavedAddressInput): Promise<SavedAddress> {
  return apiSend<SavedAddress>('POST', '/profile/addresses', input);
}

export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_QUERY_KEY }),
  });
}
