// The server answers /api/auth errors as `{ error: { code, message } }`; better-auth's own `{ message, code }` is
// read too. Both become the app's ApiError, with a sentence for people where better-auth names a code path.
import { plainAuthMessage } from '@lekker/core/auth-messages';
import { isErrorCode } from '@lekker/core/error-codes';
import { ApiError, type ApiErrorCode, apiErrorOf, NETWORK_ERROR_MESSAGE } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export async function authErrorFrom(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const source = isRecord(body) ? (isRecord(body.error) ? body.error : body) : {};
  const message = typeof source.message === 'string' ? plainAuthMessage(source.message) : undefined;
  const given = typeof source.code === 'string' ? source.code.toLowerCase() : '';
  const code: ApiErrorCode = isErrorCode(given) ? given : `http_${response.status}`;
  const fields = isRecord(source.fields)
    ? Object.fromEntries(Object.entries(source.fields).map(([key, value]) => [key, String(value)]))
    : undefined;
  return apiErrorOf(response.status, code, message, fields);
}

/** POST a JSON body to a better-auth endpoint (`path` relative to /api/auth). */
export async function authPost<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) throw await authErrorFrom(response);
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : undefined) as T;
}

/** The message to show for a failed request. */
export function errorMessage(error: unknown): string {
  return errorText(error);
}
