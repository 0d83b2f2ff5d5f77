import { createHash, timingSafeEqual } from 'node:crypto';

/** Ordered name/value pairs: PayFast signs fields in a fixed order, so plain objects are not enough. */
export type Pairs = [string, string][];

/**
 * PayFast's documented order of the checkout (process) form's fields. The signature string lists the non-empty
 * ones in this order — not alphabetically, and not in whatever order a browser happened to post them.
 */
export const PAYFAST_FIELD_ORDER = [
  // Merchant details
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  // Customer details
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  // Transaction details
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  // Transaction options
  'email_confirmation',
  'confirmation_address',
  // Payment methods
  'payment_method',
] as const;
export type PayfastField = (typeof PAYFAST_FIELD_ORDER)[number];

/** The order PayFast posts ITN fields in (its documentation and the published ITN example). */
export const PAYFAST_ITN_FIELD_ORDER = [
  'm_payment_id',
  'pf_payment_id',
  'payment_status',
  'item_name',
  'item_description',
  'amount_gross',
  'amount_fee',
  'amount_net',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'name_first',
  'name_last',
  'email_address',
  'merchant_id',
] as const;

/**
 * PHP's `urlencode`, which PayFast's signature is defined by: everything but letters, digits and `-_.` is
 * percent-encoded with upper-case hex, and a space becomes `+`. encodeURIComponent leaves `!'()*~` alone and
 * writes a space as `%20`, so those are fixed up.
 */
export function phpUrlEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+');
}

/**
 * `name=value&…` of the pairs exactly as given (a `signature` pair is left out), then `&passphrase=…` when a
 * passphrase is set. Which pairs, and in what order, is the caller's choice: see `checkoutPairs` and `itnPairs`.
 */
export function signatureString(pairs: Pairs, passphrase?: string): string {
  const parts = pairs
    .filter(([name]) => name !== 'signature')
    .map(([name, value]) => `${name}=${phpUrlEncode(value)}`);
  const phrase = passphrase?.trim();
  if (phrase) parts.push(`passphrase=${phpUrlEncode(phrase)}`);
  return parts.join('&');
}

/** MD5 (lower-case hex) of the signature string. */
export function payfastSignature(pairs: Pairs, passphrase?: string): string {
  return createHash('md5').update(signatureString(pairs, passphrase), 'utf8').digest('hex');
}

/**
 * The pairs a checkout form's signature covers: its documented fields with a non-blank value, trimmed, in
 * PayFast's documented order. Fields PayFast does not document (and `signature` itself) are not signed.
 */
export function checkoutPairs(fields: Pairs | Record<string, string | undefined>): Pairs {
  const map = new Map(Array.isArray(fields) ? fields : Object.entries(fields));
  const pairs: Pairs = [];
  for (const name of PAYFAST_FIELD_ORDER) {
    const value = map.get(name)?.trim();
    if (value) pairs.push([name, value]);
  }
  return pairs;
}

/** The pairs an ITN's signature covers: every posted field in the posted order, empty ones included, but `signature`. */
export function itnPairs(posted: Pairs): Pairs {
  return posted.filter(([name]) => name !== 'signature');
}

/** Constant-time comparison of two hex signatures (case-insensitive). */
export function signaturesEqual(expected: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected.toLowerCase());
  const b = Buffer.from(given.trim().toLowerCase());
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An url-encoded body as ordered pairs, empty values kept (PayFast signs ITN fields in the posted order). */
export function parseFormBody(text: string): Pairs {
  return [...new URLSearchParams(text)];
}
