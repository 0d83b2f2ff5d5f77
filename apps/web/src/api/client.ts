// The typed client for the same-origin API: paths, parameters, bodies and answers all come from the server's
// OpenAPI document (schema.gen.ts, made by `npm run api:generate`), so a fetcher cannot drift from its route.
import createClient, { type Middleware } from 'openapi-fetch';
import { API_BASE, networkError, toApiError } from '@/lib/api-client.ts';
import type { components, paths } from './schema.gen.ts';

/** Non-2xx answers throw ApiError (code, message, fields); no answer at all throws the 'network_error' one. */
const apiErrors: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await toApiError(response);
    return undefined;
  },
  onError({ error }) {
    // A cancelled query is not a failure: TanStack Query expects the AbortError itself.
    if (error instanceof Error && error.name === 'AbortError') return error;
    return networkError();
  },
};

// Absolute, because `new Request('/api/…')` needs a base outside a browser (tests run in Node).
const baseUrl = new URL(API_BASE, globalThis.location?.origin ?? 'http://localhost').href;

export const api = createClient<paths>({
  baseUrl,
  credentials: 'include',
  headers: { Accept: 'application/json' },
  // Looked up on every call (not captured once), so the test network fake installed later still sees it.
  fetch: (request) => globalThis.fetch(request),
});
api.use(apiErrors);

/**
 * The body of a successful answer. The middleware has already thrown for every other answer, so `data` is the
 * 2xx body (undefined only for 204).
 */
export async function body<T>(pending: Promise<{ data?: T }>): Promise<T> {
  const { data } = await pending;
  return data as T;
}

/** The named schemas of the OpenAPI document (request and response bodies), e.g. `Schemas['Order']`. */
export type Schemas = components['schemas'];
