import type { SendOutcome } from './channel-provider.ts';

/** A provider answer that says the same request may succeed later: rate limits and the provider's own faults. */
export const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * POSTs JSON to a provider with a timeout and turns a network failure or a timeout into a retryable failure
 * (the message waits in the queue); the caller reads the answer.
 */
export async function postJson(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
): Promise<{ response: Response; json: unknown } | SendOutcome> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return {
      status: 'failed',
      retry: true,
      reason: timedOut ? 'The provider did not answer in time' : `Network error: ${(error as Error).message}`,
    };
  }
  const text = await response.text().catch(() => '');
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { response, json };
}
