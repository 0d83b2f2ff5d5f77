import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys.ts';
import type { deskActions } from '@/api/restaurant-portal.ts';
import { ApiError } from '@/lib/api-client.ts';
import { useConnection } from './use-desk-live.ts';

export const OFFLINE_MESSAGE =
  'You are offline, so nothing was sent. Wait until the desk shows “Live” again, then try once more.';

/** What every desk action answers: the order as it now is. */
type Moved = Awaited<ReturnType<typeof deskActions.ready>>;

class OfflineError extends Error {
  override readonly name = 'OfflineError';
}

/** A readable sentence for a failed desk action. */
export function actionErrorMessage(error: unknown): string {
  if (error instanceof OfflineError) return OFFLINE_MESSAGE;
  if (error instanceof ApiError) {
    if (error.status === 409)
      return `${error.message} The desk has been refreshed to show the order as it is now.`;
    if (error.code === 'network_error')
      return 'Could not reach the server, so nothing was changed. Check the connection and try again.';
    return error.message;
  }
  return 'Something went wrong, so nothing was changed. Please try again.';
}

/**
 * Runs one desk action. While the live connection is down the action is refused at once with a clear message
 * (never queued silently: the kitchen must know whether the customer heard back). Afterwards — success or not —
 * the desk is refetched, so a 409 from another device shows the order as it now is.
 */
export function useDeskAction(venueId: string) {
  const queryClient = useQueryClient();
  const { status } = useConnection();
  return useMutation<Moved, unknown, () => Promise<Moved>>({
    mutationFn: (run) => {
      if (status !== 'live' || (typeof navigator !== 'undefined' && navigator.onLine === false))
        return Promise.reject(new OfflineError(OFFLINE_MESSAGE));
      return run();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.portal.desk(venueId) }),
  });
}
