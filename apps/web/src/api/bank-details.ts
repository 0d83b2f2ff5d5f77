// Payout bank accounts: a venue's (its members, in the portal settings) and a driver's own (the driver app).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, body, type Schemas } from './client.ts';
import { queryKeys } from './query-keys.ts';

export type BankDetails = Schemas['BankDetails'];
export type BankDetailsInput = Schemas['BankDetailsInput'];
export type BankDetailsResponse = Schemas['BankDetailsResponse'];
export type BankDetailsOwner = { venueId: string } | 'driver';

const keyOf = (owner: BankDetailsOwner) =>
  owner === 'driver' ? queryKeys.driver.bankDetails : queryKeys.portal.bankDetails(owner.venueId);

/** GET: the account on file, `bank_details: null` before one is entered. */
export function getBankDetails(owner: BankDetailsOwner, signal?: AbortSignal): Promise<BankDetailsResponse> {
  return owner === 'driver'
    ? body(api.GET('/driver/bank-details', { signal }))
    : body(
        api.GET('/restaurant/venues/{id}/bank-details', { params: { path: { id: owner.venueId } }, signal }),
      );
}

/** PUT: saves the account (the server validates the 6-digit branch code and the digits-only account number). */
export function saveBankDetails(
  owner: BankDetailsOwner,
  input: BankDetailsInput,
): Promise<BankDetailsResponse> {
  return owner === 'driver'
    ? body(api.PUT('/driver/bank-details', { body: input }))
    : body(
        api.PUT('/restaurant/venues/{id}/bank-details', {
          params: { path: { id: owner.venueId } },
          body: input,
        }),
      );
}

/** The account on file and its save, for a venue or for the signed-in driver. */
export function useBankDetails(owner: BankDetailsOwner) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: keyOf(owner), queryFn: ({ signal }) => getBankDetails(owner, signal) });
  const save = useMutation({
    mutationFn: (input: BankDetailsInput) => saveBankDetails(owner, input),
    onSuccess: (answer) => queryClient.setQueryData(keyOf(owner), answer),
  });
  return { query, save };
}
