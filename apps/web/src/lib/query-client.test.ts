import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryDelay, shouldRetry } from './query-client.ts';

const serverError = new ApiError(500, 'internal_error', 'Something went wrong.');
const notFound = new ApiError(404, 'not_found', 'Restaurant not found.');
const noAnswer = new ApiError(0, 'network_error', 'Could not reach the server.');

/** Total wait before a query gives up: the sum of the delays of the retries it makes. */
function waitBeforeError(error: unknown): number {
  let waited = 0;
  for (let failures = 0; shouldRetry(failures, error); failures += 1) waited += retryDelay(failures);
  return waited;
}

describe('query retries (docs/product.md#constants): failures show fast', () => {
  it('never retries what the client caused, except a timeout or a rate limit', () => {
    expect(shouldRetry(0, notFound)).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'Slow down.'))).toBe(true);
  });

  it('a server error is tried once more, so its error state shows within a second', () => {
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(1, serverError)).toBe(false);
    expect(waitBeforeError(serverError)).toBeLessThanOrEqual(1000);
  });

  it('no answer at all is retried 3 times, still in under 4 s', () => {
    expect(shouldRetry(2, noAnswer)).toBe(true);
    expect(shouldRetry(3, noAnswer)).toBe(false);
    expect(waitBeforeError(noAnswer)).toBeLessThan(4000);
  });

  it('the delay doubles and never passes 30 s', () => {
    expect([0, 1, 2].map(retryDelay)).toEqual([500, 1000, 2000]);
    expect(retryDelay(20)).toBe(30_000);
  });
});
