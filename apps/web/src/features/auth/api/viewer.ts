import type { Viewer } from '@lekker/core/contracts/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '@/lib/api-client.ts';

export type { Viewer };

export const VIEWER_QUERY_KEY = ['viewer'] as const;

/** better-auth extends an active session when it is used: checking every 5 minutes keeps an open tab signed in. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/** The signed-in user with roles and applications, or null when nobody is signed in (401 is not an error). */
export async function fetchViewer(signal?: AbortSignal): Promise<Viewer | null> {
  try {
    return await apiGet<Viewer>('/me', undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The viewer query. It is also the session refresher: refetched when the window regains focus and every
 * 5 minutes while the tab is visible, so a session ended elsewhere (global sign-out, password reset) shows up.
 */
export const viewerQueryOptions = () =>
  queryOptions({
    queryKey: VIEWER_QUERY_KEY,
    queryFn: ({ signal }) => fetchViewer(signal),
    staleTime: 30 * 1000,
    refetchOnWindowFocus: true,
    refetchInterval: SESSION_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

type UseViewerOptions = {
  /** Poll faster while a page waits for a change (status pages: 15 s). */
  refetchInterval?: number;
};

/** `data` is the viewer, null when signed out, undefined while the first answer is on its way. */
export function useViewer(options: UseViewerOptions = {}) {
  return useQuery({
    ...viewerQueryOptions(),
    ...(options.refetchInterval ? { refetchInterval: options.refetchInterval } : {}),
  });
}
