import { UuidParamSchema } from '@lekker/core/contracts/common';
import { CustomDeliveryRequestSchema } from '@lekker/core/contracts/custom-delivery';
import { GeocodeRequestSchema } from '@lekker/core/contracts/geo';
import { SendMessageSchema } from '@lekker/core/contracts/messages';
import { CheckoutRequestSchema, ReviewRequestSchema } from '@lekker/core/contracts/orders';
import { SavedAddressInputSchema } from '@lekker/core/contracts/profile';
import { SearchQuerySchema } from '@lekker/core/contracts/search';
import { describeIssues } from '@lekker/core/validation-messages';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toApiError } from './api-client.ts';
import { canRetry, errorText, humanErrorText, isDeveloperText } from './error-text.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What the server's validation hook answers for `input` (apps/server/src/http/openapi.ts does the same). */
function validationAnswer(schema: z.ZodType, input: unknown): Response {
  const result = schema.safeParse(input);
  if (result.success) throw new Error('the input was meant to fail');
  const { message, fields } = describeIssues(result.error.issues);
  return answer(400, { error: { code: 'validation_error', message, fields } });
}

const long = (n: number) => 'x'.repeat(n);
const uuid = '00000000-0000-4000-8000-000000000000';
const address = { street: '1 Main Road', city: 'Mahikeng', province: 'North West' };

/** Bad inputs for the request contracts a customer's screens send: each must come back in words for people. */
const CASES: [string, z.ZodType, unknown][] = [
  ['search: one emoji', SearchQuerySchema, { q: '🍕' }],
  ['search: 3,000 characters', SearchQuerySchema, { q: long(3000) }],
  ['search: nothing', SearchQuerySchema, {}],
  ['search: bad location', SearchQuerySchema, { q: 'kota', lat: 91, lng: 25 }],
  ['a path id', UuidParamSchema, { id: 'not-a-uuid' }],
  ['chat: empty', SendMessageSchema, { body: ' ' }],
  ['chat: too long', SendMessageSchema, { body: long(1001) }],
  ['review: no stars, long comment', ReviewRequestSchema, { rating: 0, comment: long(1001) }],
  ['saved address: long label', SavedAddressInputSchema, { ...address, label: long(41) }],
  ['saved address: empty', SavedAddressInputSchema, {}],
  ['geocode: empty query', GeocodeRequestSchema, { type: 'forward', query: ' ' }],
  ['geocode: wrong type', GeocodeRequestSchema, { type: 'sideways' }],
  [
    'checkout: long notes everywhere',
    CheckoutRequestSchema,
    {
      idempotency_key: 'key-12345',
      restaurant_id: uuid,
      items: [{ menu_item_id: uuid, quantity: 100, special_instructions: long(501) }],
      delivery_address: { ...address, street: long(201), notes: long(301) },
      special_instructions: long(501),
      payment_method: 'payfast',
    },
  ],
  ['checkout: nothing', CheckoutRequestSchema, {}],
  [
    'custom delivery: long description',
    CustomDeliveryRequestSchema,
    { items_requested: long(2001), customer_name: '', customer_phone: '12', receipt_path: '../x' },
  ],
];

describe('every validation error of the API reads as words for people', () => {
  it.each(CASES)('%s', async (_name, schema, input) => {
    const error = await toApiError(validationAnswer(schema, input));
    expect(error.isClientError).toBe(true);
    expect(canRetry(error)).toBe(false);
    expect(isDeveloperText(error.message)).toBe(false);
    expect(error.message).not.toMatch(/_|\[|\bq\b|\bid\b|uuid|Invalid|Too (big|small)|expected/i);
    for (const text of Object.values(error.fields ?? {})) {
      expect(isDeveloperText(text)).toBe(false);
      expect(text).not.toMatch(/_|\[|uuid|Invalid|Too (big|small)|expected/i);
    }
  });

  it('says the search rule as the search page should', async () => {
    const error = await toApiError(validationAnswer(SearchQuerySchema, { q: '🍕' }));
    expect(error.message).toBe('Type 2 to 100 characters to search.');
    expect(error.fields).toEqual({ q: 'Type 2 to 100 characters to search.' });
  });

  it('names the field a checkout error is about, in the contract’s own path', async () => {
    const error = await toApiError(
      validationAnswer(CheckoutRequestSchema, {
        idempotency_key: 'key-12345',
        restaurant_id: uuid,
        items: [{ menu_item_id: uuid, quantity: 1 }],
        delivery_address: address,
        special_instructions: long(501),
        payment_method: 'cash',
      }),
    );
    expect(error.fields).toEqual({
      special_instructions: 'Special instructions can be at most 500 characters.',
    });
  });
});

describe('developer text never reaches a person', () => {
  it.each([
    ['id must be a UUID', 400, 'validation_error', { id: 'id must be a UUID' }, 'Please check the link.'],
    [
      'q must be 2 to 100 characters',
      400,
      'validation_error',
      undefined,
      'Please check what you entered and try again.',
    ],
    [
      'Invalid input: expected string, received undefined',
      400,
      'bad_request',
      undefined,
      'Please check what you entered and try again.',
    ],
    [
      'restaurant_id must be a UUID',
      400,
      'validation_error',
      undefined,
      'Please check what you entered and try again.',
    ],
    [
      'TypeError: Cannot read properties of undefined',
      500,
      'internal_error',
      undefined,
      'Something went wrong on our side. Please try again in a moment.',
    ],
    [
      'Bad Gateway',
      502,
      'http_502',
      undefined,
      'Something went wrong on our side. Please try again in a moment.',
    ],
    ['Not Found', 404, 'http_404', undefined, 'We could not find that. The link may be old or mistyped.'],
  ])('%s', (message, status, code, fields, shown) => {
    expect(humanErrorText({ status, code, message, fields })).toBe(shown);
  });

  it('keeps a sentence written for people as it is', () => {
    expect(humanErrorText({ status: 404, code: 'not_found', message: 'Restaurant not found.' })).toBe(
      'Restaurant not found.',
    );
    expect(
      humanErrorText({
        status: 503,
        code: 'search_busy',
        message: 'Search is busy right now. Please try again in a few seconds.',
      }),
    ).toBe('Search is busy right now. Please try again in a few seconds.');
  });

  it('an error that is not from the API shows a plain apology, not its message', () => {
    expect(errorText(new TypeError('Failed to execute json on Response'))).toBe(
      'Something went wrong. Please try again.',
    );
  });
});

describe('canRetry', () => {
  it('offers Retry for no answer, a server error, a timeout and a rate limit; never for another 4xx', () => {
    expect(canRetry(new Error('x'))).toBe(true);
    expect(canRetry({ status: 0, code: 'network_error' })).toBe(true);
    expect(canRetry({ status: 503, code: 'not_ready' })).toBe(true);
    expect(canRetry({ status: 408, code: 'request_timeout' })).toBe(true);
    expect(canRetry({ status: 429, code: 'rate_limited' })).toBe(true);
    for (const status of [400, 401, 403, 404, 409, 413, 422])
      expect(canRetry({ status, code: 'x' })).toBe(false);
  });
});
