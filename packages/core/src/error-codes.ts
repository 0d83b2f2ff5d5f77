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
  // system and realtime
  'not_ready',
  'shutting_down',
  'origin_rejected',
  'upgrade_required',
  // payouts: a running week, a payee without bank details, nothing due (docs/decisions/046)
  'week_not_closed',
  'no_bank_details',
  'nothing_due',
  // admin: a manual assignment overriding the 20 km radius or the cash limit without confirming it (decision 053)
  'override_not_confirmed',
  // receipts, storage, geocoding
  'file_too_large',
  'invalid_file_type',
  'receipt_required',
  'link_expired',
  'geocoder_unavailable',
  // web push: the push service did not take a test notification (502)
  'push_failed',
  // sign-in (better-auth's codes, lower-cased)
  'sign_in_failed',
  'invalid_email_or_password',
  'email_not_verified',
  'invalid_email',
  'invalid_token',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

const errorCodes: ReadonlySet<string> = new Set(ERROR_CODES);
export const isErrorCode = (code: string): code is ErrorCode => errorCodes.has(code);
