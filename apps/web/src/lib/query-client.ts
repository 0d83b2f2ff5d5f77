import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** Retries when no answer came back at all (a dropped connection): docs/product.md#constants. */
const MAX_NETWORK_RETRIES = 3;
/** A server that answered with an error (5xx) gets one more try: a failure must not look like a long load. */
const MAX_SERVER_ERROR_RETRIES = 1;
const FIRST_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 30_000;

/**
 * Never answers the client caused (a 404 or 403 will not change); a server error once; no answer at all up to
 * 3 times. With the delays below a failed page shows its error (with Retry) within about a second, or 3.5 s
 * when the network is down, instead of 7 s of "Loading…".
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError) {
    if (error.isClientError) return false;
    if (error.status >= 500) return failureCount < MAX_SERVER_ERROR_RETRIES;
  }
  return failureCount < MAX_NETWORK_RETRIES;
}

/** Exponential back-off 0.5 s, 1 s, 2 s … capped at 30 s (docs/product.md#constants). */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** attempt, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60 * 1000,
        staleTime: 30 * 1000,
        retry: shouldRetry,
        retryDelay,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
