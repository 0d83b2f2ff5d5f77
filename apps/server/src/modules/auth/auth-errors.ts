import { plainAuthMessage } from '@lekker/core/auth-messages';
import { asErrorCode } from '@lekker/core/error-codes';
import { errorBody } from '../../http/errors.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A failed better-auth answer (`{ message, code }`) in the app's one error shape (`{ error: { code, message,
 * fields? } }`), the code lower-cased (`INVALID_EMAIL_OR_PASSWORD` → `invalid_email_or_password`) and a message
 * that names code paths ("[body.email] Invalid email address") replaced by a sentence for people.
 */
export async function asAppError(res: Response): Promise<Response> {
  if (res.ok || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => undefined);
  if (!isRecord(body) || isRecord(body.error) || typeof body.message !== 'string') return res;
  const code = asErrorCode(typeof body.code === 'string' ? body.code : undefined);
  const fields = isRecord(body.fields)
    ? Object.fromEntries(Object.entries(body.fields).map(([key, value]) => [key, String(value)]))
    : undefined;
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(errorBody(code, plainAuthMessage(body.message), fields)), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
