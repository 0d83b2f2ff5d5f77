// better-auth's endpoints under /api/auth: JSON in, and a failed answer read by the web's one rule.
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';

/** better-auth's answers are read by the web's one rule (lib/api-client.ts `errorFromBody`). */
export const authErrorFrom = toApiError;

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
