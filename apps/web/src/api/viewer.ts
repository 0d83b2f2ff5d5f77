// The signed-in person (GET /api/me) and the door sign-in/sign-out (POST /api/account/…).
import type { Me, Viewer } from '@lekker/core/contracts/accounts';
import type { AppRole } from '@lekker/core/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client.ts';
import { api, body } from './client.ts';
import { forgetThisBrowsersPush } from './push.ts';
import { queryKeys } from './query-keys.ts';

export type { Viewer };

export const VIEWER_QUERY_KEY = queryKeys.viewer;

/** better-auth extends an active session when it is used: checking every 5 minutes keeps an open tab signed in. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/**
 * The signed-in user with roles and applications, or null when nobody is signed in: the server answers a visitor
 * 200 `{ user: null }` (a 401 would be logged as an error on every page). An older server's 401 still means null.
 */
export async function fetchViewer(signal?: AbortSignal): Promise<Viewer | null> {
  try {
    // The generated type loses `user: null` of the signed-out answer; core's contract names both.
    const me = (await body(api.GET('/me', { signal }))) as Me;
    return me.user === null ? null : (me as Viewer);
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

/** Signs in at a door (the server sets the HttpOnly session cookie; an account without the role gets none). */
export function signIn(input: { email: string; password: string; role?: AppRole }) {
  return body(
    api.POST('/account/sign-in', {
      body: {
        email: input.email.trim(),
        password: input.password,
        ...(input.role ? { role: input.role } : {}),
      },
    }),
  );
}

/** Global sign-out: the server ends every session of the user, on every device. */
export async function signOut(): Promise<void> {
  // This browser's pushes end with the session (while it can still say whose they are).
  await forgetThisBrowsersPush();
  try {
    await api.POST('/account/sign-out');
  } catch (error) {
    // Already signed out (elsewhere, or the session expired): the goal is reached.
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}
