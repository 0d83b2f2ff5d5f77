import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { VIEWER_QUERY_KEY } from '@/api/viewer.ts';
import { ApiError } from '@/lib/api-client.ts';

/** 'Please sign in to continue.' — not a wrong password at sign-in, which is a 401 too but ends no session. */
const isUnauthorized = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code === 'unauthorized';

/**
 * When any request answers 401 the session is gone (signed out on another device, expired, password reset):
 * the viewer becomes null at once, so guarded pages send the visitor to their door instead of showing errors.
 * (The viewer query itself refetches on focus and every 5 minutes; see viewerQueryOptions.)
 */
export function useSessionRefresher(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const signedOut = () => {
      if (queryClient.getQueryData(VIEWER_QUERY_KEY) !== null)
        queryClient.setQueryData(VIEWER_QUERY_KEY, null);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] === VIEWER_QUERY_KEY[0]) return;
      if (isUnauthorized(event.action.error)) signedOut();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (isUnauthorized(event.action.error)) signedOut();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);
}
