// The first-load head start (docs/decisions/039-early-requests.md): a tiny module the built index.html loads
// `async`, before and apart from the app's entry. On `/` and `/restaurant/:id` it
//  - starts the API requests the page will make (same URLs, byte for byte) so they run while the app's JavaScript
//    downloads and evaluates; the app adopts them through `takeEarlyAnswer` (src/early/adopt-early.ts);
//  - preloads the page's route chunks (their names come from the build, in the `#early-routes` JSON block);
//  - preloads the first screen's largest image (the first Top Pick, the menu's hero) once its answer is here;
//  - writes the stored location's place name into the static shell's header.
// It must stay self-contained (no imports): it is its own build input, evaluated before the app's code arrives.

/** The pending answers by path and query (`/api/restaurants?kind=restaurant&top_picks=true`), taken once. */
export type EarlyAnswers = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __lekkerEarly?: EarlyAnswers;
  }
}

/** Chunk files (under /) per page, written by the build (apps/web/vite.config.ts). */
export type EarlyRoutes = { home?: string[]; menu?: string[] };

const LOCATION_KEY = 'lekker.location';
const PLACEHOLDER_IMAGE = '/placeholder.svg';
/** `/restaurant/<segment>` paths that are other pages, not a menu (static segments win in the router). */
const NOT_A_MENU = new Set(['login', 'status', 'dashboard', 'portal']);

type Location = { latitude: number; longitude: number; area?: string; city?: string };

const inRange = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

/** The stored location as the app reads it (src/lib/location.ts): a malformed value counts as none. */
export function storedLocation(raw: string | null): Location | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    if (!inRange(value.latitude, -90, 90) || !inRange(value.longitude, -180, 180)) return null;
    const name = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
    return {
      latitude: value.latitude,
      longitude: value.longitude,
      area: name(value.area),
      city: name(value.city),
    };
  } catch {
    return null;
  }
}

/** 5 decimals, as `nearParams` (src/features/restaurants/near.ts) rounds for the list. */
const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** What a page asks for first: the API paths (openapi-fetch's query order) and which answer names the LCP image. */
export function earlyPlan(
  pathname: string,
  location: Location | null,
): {
  page: keyof EarlyRoutes;
  requests: string[];
  image?: { request: string; pick: (body: unknown) => string | null };
} | null {
  if (pathname === '/') {
    // The home page's list (features/restaurants: useRestaurantPages with { kind: 'restaurant', lat, lng }): the
    // first page asks for Top Picks too.
    const near = location ? `lat=${round5(location.latitude)}&lng=${round5(location.longitude)}&` : '';
    const list = `/api/restaurants?${near}kind=restaurant&top_picks=true`;
    return { page: 'home', requests: [list], image: { request: list, pick: firstTopPickImage } };
  }
  const menu = /^\/restaurant\/([^/]+)\/?$/.exec(pathname);
  const id = menu?.[1];
  if (id && !NOT_A_MENU.has(id)) {
    const path = `/api/restaurants/${encodeURIComponent(decodeURIComponent(id))}`;
    // The menu page asks for the venue with the stored location as it is (not rounded: decision 021's fee).
    const detail = location ? `${path}?lat=${location.latitude}&lng=${location.longitude}` : path;
    return { page: 'menu', requests: [detail, `${path}/menu`], image: { request: detail, pick: heroImage } };
  }
  return null;
}

const nonBlank = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The first Top Pick's image (the card's `image`, else the placeholder), as TopPicks renders it. */
export function firstTopPickImage(body: unknown): string | null {
  const picks = (body as { top_picks?: { image?: unknown }[] } | null)?.top_picks;
  const first = Array.isArray(picks) ? picks[0] : undefined;
  if (!first) return null;
  return nonBlank(first.image) ?? PLACEHOLDER_IMAGE;
}

/** The menu's hero: cover, else logo, else the placeholder (features/menu/components/restaurant-hero.tsx). */
export function heroImage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const r = body as { cover_image_url?: unknown; logo_url?: unknown };
  return nonBlank(r.cover_image_url) ?? nonBlank(r.logo_url) ?? PLACEHOLDER_IMAGE;
}

function addLink(doc: Document, attributes: Record<string, string>): void {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  doc.head.appendChild(link);
}

/** Starts the page's requests and preloads; never throws (the app works the same without any of it). */
export function startEarlyRequests(win: Window, fetchImpl: typeof fetch = win.fetch.bind(win)): void {
  try {
    const doc = win.document;
    let raw: string | null = null;
    try {
      raw = win.localStorage.getItem(LOCATION_KEY);
    } catch {}
    const location = storedLocation(raw);
    const label = location?.area ?? location?.city;
    const fillShell = () => {
      const slot = doc.getElementById('shell-location');
      if (slot && label) slot.textContent = label;
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fillShell);
    else fillShell();

    const plan = earlyPlan(win.location.pathname, location);
    if (!plan) return;
    const routes = doc.getElementById('early-routes')?.textContent;
    const chunks = routes ? ((JSON.parse(routes) as EarlyRoutes)[plan.page] ?? []) : [];
    for (const href of chunks)
      addLink(doc, { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href });

    win.__lekkerEarly ??= {};
    const answers = win.__lekkerEarly;
    for (const request of plan.requests) {
      // The app's client sends these with every API call (src/api/client.ts).
      answers[request] = fetchImpl(request, {
        credentials: 'include',
        headers: { Accept: 'application/json' },
      });
    }
    const { image } = plan;
    const pending = image ? answers[image.request] : undefined;
    if (image && pending) {
      pending
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body) => {
          const src = body ? image.pick(body) : null;
          if (src) addLink(doc, { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' });
        })
        .catch(() => {});
    }
  } catch {}
}

if (typeof window !== 'undefined' && !import.meta.env?.VITEST) startEarlyRequests(window);
