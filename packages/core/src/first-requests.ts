// The API reads a page asks for first (docs/decisions/039-early-requests.md), one definition for both sides: the web
// app's early script (apps/web/src/early/early-requests.ts) starts them before the app's code arrives, and the server
// puts the answers of those that are the same for every visitor (no stored location) into the page itself
// (apps/server/src/http/first-answers.ts). Byte for byte the URLs the app's API client sends (openapi-fetch's query
// order), so the app adopts the answers instead of asking again. Imported by the early script only on the web side:
// it is built into that self-contained file (apps/web/vite.config.ts checks it imports nothing).

/** The location the app keeps (src/lib/location.ts), as far as the first requests use it. */
export type FirstRequestLocation = { latitude: number; longitude: number };

export type FirstRequests = {
  /** Which page's chunks to preload (the build names them per page). */
  page: 'home' | 'menu';
  /** The API paths with their query, in the order the page asks. */
  requests: string[];
};

/** `/restaurant/<segment>` paths that are other pages, not a menu (static segments win in the router). */
const NOT_A_MENU = new Set(['login', 'status', 'dashboard', 'portal']);

/** 5 decimals, as `nearParams` (apps/web/src/features/restaurants/near.ts) rounds for the list. */
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What `pathname` asks for first, given the stored location (or none); null for pages without such reads. */
export function firstRequests(pathname: string, location: FirstRequestLocation | null): FirstRequests | null {
  if (pathname === '/') {
    // The home page's list (useRestaurantPages with { kind: 'restaurant', lat, lng }): its first page asks for Top
    // Picks too.
    const near = location ? `lat=${round5(location.latitude)}&lng=${round5(location.longitude)}&` : '';
    return { page: 'home', requests: [`/api/restaurants?${near}kind=restaurant&top_picks=true`] };
  }
  const segment = /^\/restaurant\/([^/]+)\/?$/.exec(pathname)?.[1];
  const id = segment === undefined ? null : decoded(segment);
  if (!id || NOT_A_MENU.has(id)) return null;
  const path = `/api/restaurants/${encodeURIComponent(id)}`;
  // The menu page asks for the venue with the stored location as it is (not rounded: decision 021's fee).
  const detail = location ? `${path}?lat=${location.latitude}&lng=${location.longitude}` : path;
  return { page: 'menu', requests: [detail, `${path}/menu`] };
}

/**
 * A cookie that only says a location is stored (no coordinates): the server then leaves the national Top Picks out
 * of the page (they would show until the list near the visitor replaces them). Written by the app when it stores or
 * clears a location (apps/web/src/lib/location.ts, same name there) and brought in line by the early script.
 */
export const LOCATED_COOKIE = 'lekker.located';

/**
 * The id of the empty JSON block the server puts in the page when it saw LOCATED_COOKIE: the early script compares it
 * with the stored location and writes the cookie only when they differ (reading document.cookie is a synchronous
 * round trip to the browser's cookie store, measured at up to 8 ms on a slow phone).
 */
export const LOCATED_SEEN_ID = 'early-located';
