// The home page's first-order banner: is the 50 % first-order discount still ahead for the caller (decision 053)?
import { useQuery } from '@tanstack/react-query';
import { api, body } from './client.ts';
import { queryKeys } from './query-keys.ts';
import { useViewer } from './viewer.ts';

/**
 * Whether the home page's first-order banner is for the caller (decision 053): a signed-out visitor, or a customer
 * with no qualifying order yet. undefined while either answer is on its way (the banner waits, never flickers).
 */
export function useFirstOrderEligible(): boolean | undefined {
  const viewer = useViewer();
  const signedIn = viewer.data != null;
  const eligibility = useQuery({
    queryKey: queryKeys.orders.firstOrderDiscount(),
    queryFn: ({ signal }) => body(api.GET('/orders/first-order-discount', { signal })),
    enabled: signedIn,
    staleTime: 30 * 1000,
  });
  if (viewer.data === undefined) return undefined;
  if (viewer.data === null) return true;
  // A failed answer keeps the banner (the checkout still says whether the discount applies).
  if (eligibility.isError) return true;
  return eligibility.data?.eligible;
}
