/** Pages that must never be the target of `?redirect=` (they would bounce straight back). */
const AUTH_PATHS = ['/auth', '/login', '/register'];

/**
 * A `?redirect=` value that is safe to follow: a path on this site ('/cart?pay=1'), never another origin
 * ('//evil.example', 'https://…', '/\\evil'). Anything else gives the fallback.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  try {
    const base =
      window.location.origin && window.location.origin !== 'null' ? window.location.origin : 'http://x';
    const url = new URL(value, base);
    if (url.origin !== new URL(base).origin) return fallback;
    if (AUTH_PATHS.includes(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** `door?redirect=<here>`: send a visitor to sign in and bring them back afterwards. */
export function withRedirect(door: string, here: string): string {
  if (!here || here === '/') return door;
  const separator = door.includes('?') ? '&' : '?';
  return `${door}${separator}${new URLSearchParams({ redirect: here })}`;
}
