// One idempotency key per checkout attempt (POST /api/orders): a double click, a retry after a network failure, or
// a reload while the answer was on its way all send the same key, so the server creates one order. The key is
// kept until an order is created, and replaced when the customer changes what they are ordering.

export const CHECKOUT_ATTEMPT_KEY = 'lekker.checkoutAttempt';

type StoredAttempt = { key: string; fingerprint: string };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A random key; `crypto.randomUUID` needs a secure context, so plain-http LAN addresses get a fallback. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function read(): StoredAttempt | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(CHECKOUT_ATTEMPT_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { key, fingerprint } = value as Record<string, unknown>;
    return typeof key === 'string' && key.length >= 8 && typeof fingerprint === 'string'
      ? { key, fingerprint }
      : null;
  } catch {
    return null;
  }
}

/** The key for this request: the stored one when the request is unchanged, else a new one (stored). */
export function idempotencyKeyFor(request: unknown): string {
  const fingerprint = JSON.stringify(request);
  const stored = read();
  if (stored && stored.fingerprint === fingerprint) return stored.key;
  const key = newIdempotencyKey();
  try {
    storage()?.setItem(CHECKOUT_ATTEMPT_KEY, JSON.stringify({ key, fingerprint }));
  } catch {
    // Without storage the key still protects this page's double clicks.
  }
  return key;
}

/** The order exists: the next checkout is a new attempt. */
export function finishCheckoutAttempt(): void {
  try {
    storage()?.removeItem(CHECKOUT_ATTEMPT_KEY);
  } catch {
    // Ignored.
  }
}
