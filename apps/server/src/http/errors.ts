import type { ErrorCode } from '@lekker/core/error-codes';
/** The one error body every failing API answer carries. */
export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>) {
  return { error: fields ? { code, message, fields } : { code, message } };
}
