import { describe, expect, it } from 'vitest';
import { asErrorCode, ERROR_CODES, isErrorCode } from './error-codes.ts';

describe('error codes', () => {
  it('are unique snake_case words', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it("take the sign-in library's codes in any case and never pass an unknown one on", () => {
    expect(asErrorCode('INVALID_EMAIL_OR_PASSWORD')).toBe('invalid_email_or_password');
    expect(asErrorCode('USER_ALREADY_EXISTS')).toBe('user_already_exists');
    expect(asErrorCode('SOMETHING_NEW_UPSTREAM')).toBe('http_error');
    expect(asErrorCode(undefined, 'sign_in_failed')).toBe('sign_in_failed');
    expect(isErrorCode('search_busy')).toBe(true);
    expect(isErrorCode('must be a UUID')).toBe(false);
  });
});
