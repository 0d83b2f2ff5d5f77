// The app's side of the first-load head start (src/early/early-requests.ts, docs/decisions/039-early-requests.md):
// a GET whose path and query equal a request index.html's early script already started takes that answer instead
// of asking again — once; any later GET of the same URL (a refetch) goes to the network as usual.
import type { Middleware } from 'openapi-fetch';
import type { EarlyAnswers } from './early-requests.ts';

/** The pending early answer for `url` (absolute or path), removed so it is used at most once. */
export function takeEarlyAnswer(
  url: string,
  answers: EarlyAnswers | undefined = globalThis.window?.__lekkerEarly,
): Promise<Response> | undefined {
  if (!answers) return undefined;
  const { pathname, search } = new URL(url, 'http://localhost');
  const key = pathname + search;
  const pending = answers[key];
  if (pending) delete answers[key];
  return pending;
}

/**
 * openapi-fetch middleware: answers a GET with its early response when there is one and it succeeded. A failed or
 * unreachable early request is not adopted — the client then asks itself, so errors and retries work as without
 * the head start (openapi-fetch skips the response middlewares for an adopted answer, which is why only a 2xx is).
 */
export function earlyAnswers(answers?: () => EarlyAnswers | undefined): Middleware {
  return {
    async onRequest({ request }) {
      if (request.method !== 'GET') return undefined;
      const pending = takeEarlyAnswer(request.url, answers ? answers() : globalThis.window?.__lekkerEarly);
      if (!pending) return undefined;
      const response = await pending.catch(() => undefined);
      if (!response?.ok || response.bodyUsed || request.signal.aborted) return undefined;
      return response;
    },
  };
}
