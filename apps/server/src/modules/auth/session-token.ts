/**
 * A copy of an auth response without the session token in its JSON body (docs/decisions/016-hardening-limits.md), nor in any session of a
 * list: the token lives in the HttpOnly cookie only, so a script that can read a response can still not steal it.
 */
export async function withoutSessionToken(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const text = await res.clone().text();
  if (!text.includes('"token"')) return res;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return res;
  }
  if (typeof body !== 'object' || body === null) return res;
  // better-auth's list-sessions: an array of sessions, each with its token.
  if (Array.isArray(body)) return json(res, body.map(withoutToken));
  const { token: _token, ...rest } = body as Record<string, unknown>;
  const session = rest.session;
  if (typeof session === 'object' && session !== null) {
    const { token: _sessionToken, ...safe } = session as Record<string, unknown>;
    rest.session = safe;
  }
  return json(res, rest);
}

function withoutToken(item: unknown) {
  if (typeof item !== 'object' || item === null) return item;
  const { token: _token, ...rest } = item as Record<string, unknown>;
  return rest;
}

function json(res: Response, body: unknown) {
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: res.status, statusText: res.statusText, headers });
}
