// The API's error codes without zod, so the web's first load can read them without the schema library
// (docs/decisions/028-light-shell.md). contracts/common.ts re-exports them.

/**
 * Every `error.code` the API answers with, so clients can branch on codes rather than messages. Sources: the
 * AppError factories (apps/server/src/domain/errors.ts and the modules' own), every `errorBody(…)` call, the
 * error handler, and the sign-in door, which passes better-auth's code on lower-cased (the ones clients use are
 * listed; better-auth's /api/auth endpoints answer the same codes). Add the code here when the server gains one.
 */
export const ERROR_CODES = [
  // domain/errors.ts
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  // drivers: the delivery code after 5 wrong tries (423)
  'locked',
  'unprocessable',
  // http: validation hook, error handler, CSRF, body limit, rate limits
  'validation_error',
  'http_error',
  'internal_error',
  'payload_too_large',
  'request_timeout',
  'csrf_rejected',
  'rate_limited',
  'unsupported_media_type',
  // system and realtime: the database down (503), the socket caps (per person, per process)
  'not_ready',
  'shutting_down',
  'unavailable',
  'origin_rejected',
  'upgrade_required',
  'too_many_connections',
  'server_full',
  // search: the near-me memo building the area (503, try again)
  'search_busy',
  // a suspended venue's owner acting on it, a suspended account signing in
  'venue_suspended',
  'account_suspended',
  // payouts: a running week, a payee without bank details, nothing due (docs/decisions/046)
  'week_not_closed',
  'no_bank_details',
  'nothing_due',
  // admin: a manual assignment overriding the 20 km radius or the cash limit without confirming it (decision 053)
  'override_not_confirmed',
  // checkout: collection at a venue that does not offer it (decision 068)
  'collection_not_offered',
  // checkout: a large cash order without a verified phone (decision 071): verify the phone or pay by card
  'cash_needs_verified_phone',
  // grocery substitutions (decision 070): an answer after the 3 minutes (the rule applied), a proposal already closed
  'substitution_expired',
  'substitution_closed',
  // receipts, storage, geocoding
  'file_too_large',
  'invalid_file_type',
  'receipt_required',
  'link_expired',
  'geocoder_unavailable',
  // web push: the push service did not take a test notification (502)
  'push_failed',
  // sign-in door
  'sign_in_failed',
  // better-auth's codes, lower-cased (@better-auth/core's error codes that its routes answer through ours)
  'invalid_email_or_password',
  'email_not_verified',
  'invalid_email',
  'invalid_token',
  'invalid_password',
  'password_too_short',
  'password_too_long',
  'user_already_exists',
  'user_already_exists_use_another_email',
  'user_not_found',
  'user_email_not_found',
  'account_not_found',
  'credential_account_not_found',
  'failed_to_create_user',
  'failed_to_create_session',
  'failed_to_update_user',
  'failed_to_get_session',
  'session_expired',
  'session_not_fresh',
  'token_expired',
  'email_already_verified',
  'email_can_not_be_updated',
  'email_mismatch',
  'change_email_disabled',
  'invalid_origin',
  'missing_or_null_origin',
  'invalid_callback_url',
  'invalid_redirect_url',
  'field_not_allowed',
  'missing_field',
  'body_must_be_an_object',
  'password_already_set',
  'user_already_has_password',
  'verification_email_not_enabled',
  'cross_site_navigation_login_blocked',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (code: string): code is ErrorCode => errorCodes.has(code);

/** A code from the sign-in library (any case) as one of ours; one we do not list is a plain `http_error`. */
export function asErrorCode(raw: string | undefined, fallback: ErrorCode = 'http_error'): ErrorCode {
  const code = raw?.toLowerCase();
  return code && isErrorCode(code) ? code : fallback;
}
