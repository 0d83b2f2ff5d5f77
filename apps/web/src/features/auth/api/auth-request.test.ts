import { describe, expect, it } from 'vitest';
import { authErrorFrom } from './auth-request.ts';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('authErrorFrom (lib/error-text.ts applies to better-auth answers too)', () => {
  it('better-auth’s "[body.email] Invalid email address" becomes a sentence', async () => {
    const error = await authErrorFrom(
      answer(400, { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' }),
    );
    expect(error.message).toBe('Please enter a valid email address.');
  });
});
