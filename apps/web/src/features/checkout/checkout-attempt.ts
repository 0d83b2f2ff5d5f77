// One idempotency key per checkout attempt (POST /api/orders): a double click, a retry after a network failure, or
// a reload while the answer was on its way all send the same key, so the server creates one order. The key is
// kept until an order is created, and replaced when the customer changes what they are ordering.

import { z } from 'zod';
import { createLocalStore } from '@/lib/local-store.ts';

export const CHECKOUT_ATTEMPT_KEY = 'lekker.checkoutAttempt';

const attempts = createLocalStore(
  CHECKOUT_ATTEMPT_KEY,
  z.object({ key: z.string().min(8), fingerprint: z.string() }),
);

/** A random key; `crypto.randomUUID` needs a secure context, so plain-http LAN addresses get a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key for this request: the stored one when the request is unchanged, else a new one (stored). */
export function idempotencyKeyFor(request: unknown): string {
  const fingerprint = JSON.stringify(request);
  const stored = attempts.read();
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = newIdempotencyKey();
  // Without storage the key still protects this page's double clicks.
  attempts.write({ key, fingerprint });
  return key;
}

/** The order exists: the next checkout is a new attempt. */
export function finishCheckoutAttempt(): void {
  attempts.clear();
}
