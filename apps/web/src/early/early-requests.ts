// The first-load head start (docs/decisions/039-early-requests.md): a tiny module the built index.html loads
// `async`, before and apart from the app's entry. On `/` and `/restaurant/:id` it
//  - starts the API requests the page will make (same URLs, byte for byte) so they run while the app's JavaScript
//    downloads and evaluates; the app adopts them through `takeEarlyAnswer` (src/early/adopt-early.ts);
//  - preloads the page's route chunks (their names come from the build, in the `#early-routes` JSON block);
//  - preloads the first screen's largest image (the first Top Pick, the menu's hero) once its answer is here;
//  - writes the stored location's place name into the static shell's header, and on `/` draws the first Top Picks
//    (image, name, cuisine) into the shell as soon as the list answers, so the first screen shows them before the
//    app's code has downloaded and run (the app then replaces the whole shell in one commit).
// It must stay self-contained (no imports): it is its own build input, evaluated before the app's code arrives.

/** The pending answers by path and query (`/api/restaurants?kind=restaurant&top_picks=true`), taken once. */
export type EarlyAnswers = Record<string, Promise<Response> | undefined>;

declare global {
  interface Window {
    __lekkerEarly?: EarlyAnswers;
    /**
     * Set when the early script draws into the static shell: settles once that drawing is on screen (its first image
     * loaded or failed, then a frame), or after SHELL_PAINT_WAIT_MS. The app's first render waits for it
     * (src/early/startup.ts `shellShown`), so what the shell drew is seen before the app replaces it.
     */
    __lekkerShellPaint?: Promise<void>;
  }
}

/** The longest the app's first render waits for the shell's drawing to reach the screen. */
export const SHELL_PAINT_WAIT_MS = 400;

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
  /** Draws the answer of `image.request` into the static shell; returns the image to wait for, if any. */
  shell?: (doc: Document, body: unknown) => HTMLImageElement | null;
  /** Rearranges the static shell for this page before any answer (the home page's is index.html's own). */
  layout?: (doc: Document) => void;
} | null {
  if (pathname === '/') {
    // The home page's list (features/restaurants: useRestaurantPages with { kind: 'restaurant', lat, lng }): the
    // first page asks for Top Picks too.
    const near = location ? `lat=${round5(location.latitude)}&lng=${round5(location.longitude)}&` : '';
    const list = `/api/restaurants?${near}kind=restaurant&top_picks=true`;
    return {
      page: 'home',
      requests: [list],
      image: { request: list, pick: firstTopPickImage },
      shell: fillShellPicks,
    };
  }
  const menu = /^\/restaurant\/([^/]+)\/?$/.exec(pathname);
  const id = menu?.[1];
  if (id && !NOT_A_MENU.has(id)) {
    const path = `/api/restaurants/${encodeURIComponent(decodeURIComponent(id))}`;
    // The menu page asks for the venue with the stored location as it is (not rounded: decision 021's fee).
    const detail = location ? `${path}?lat=${location.latitude}&lng=${location.longitude}` : path;
    return {
      page: 'menu',
      requests: [detail, `${path}/menu`],
      image: { request: detail, pick: heroImage },
      shell: fillShellHero,
      layout: shellMenuLayout,
    };
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

/** The shell's location card for a stored location: no location error panel (sizes as index.html's). */
const SHELL_LOCATION_CARD_KNOWN = 'h-[222px] animate-pulse rounded-card bg-muted md:h-[176px]';
const PRODUCT_NAME = 'Lekker Eats';

type Pick = { image?: unknown; name?: unknown; cuisine?: unknown };

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A Top Pick as the shell shows it: the card's image, name and cuisine, in the card's own classes. */
function shellPick(doc: Document, pick: Pick, index: number): HTMLLIElement {
  const item = element(doc, 'li', 'flex w-64 shrink-0 snap-start lg:w-auto');
  const card = element(
    doc,
    'div',
    'relative flex w-full flex-col overflow-hidden rounded-card border bg-card shadow-sm',
  );
  const frame = element(doc, 'div', 'relative aspect-video');
  const image = element(doc, 'img', 'size-full bg-muted object-cover');
  image.alt = '';
  image.width = 640;
  image.height = 360;
  image.decoding = 'async';
  if (index === 0) {
    image.setAttribute('fetchpriority', 'high');
    image.setAttribute('elementtiming', SHELL_IMAGE_TIMING);
  }
  image.src = nonBlank(pick.image) ?? PLACEHOLDER_IMAGE;
  frame.append(image);
  const text = element(doc, 'div', 'flex flex-col gap-1 p-4');
  text.append(
    element(doc, 'p', 'truncate text-base font-semibold', nonBlank(pick.name) ?? ''),
    element(doc, 'p', 'truncate text-sm text-muted-foreground', nonBlank(pick.cuisine) ?? ''),
  );
  card.append(frame, text);
  item.append(card);
  return item;
}

/**
 * A menu page's top in the static shell, in place of the home page's (`#shell-page`): the Back button's room and the
 * hero card (features/menu/components/restaurant-hero.tsx) with its cover's room, filled by `fillShellHero`.
 */
export function shellMenuLayout(doc: Document): void {
  const page = doc.getElementById('shell-page');
  if (!page) return;
  page.className = 'space-y-6';
  const hero = element(doc, 'div', 'overflow-hidden rounded-card border bg-card shadow-sm');
  hero.id = 'shell-hero';
  hero.append(
    element(doc, 'div', 'aspect-[3/1] w-full animate-pulse bg-muted'),
    element(doc, 'div', 'h-24 p-5'),
  );
  page.replaceChildren(element(doc, 'div', 'h-8 w-20 animate-pulse rounded-md bg-muted'), hero);
}

/** The venue answer's cover, name and cuisine in the shell's hero card, as RestaurantHero shows them. */
export function fillShellHero(doc: Document, body: unknown): HTMLImageElement | null {
  const hero = doc.getElementById('shell-hero');
  const src = heroImage(body);
  if (!hero || !src) return null;
  const venue = body as { name?: unknown; cuisine_type?: unknown };
  const image = element(doc, 'img', 'aspect-[3/1] w-full bg-muted object-cover');
  image.alt = '';
  image.width = 1200;
  image.height = 400;
  image.decoding = 'async';
  image.setAttribute('fetchpriority', 'high');
  image.setAttribute('elementtiming', SHELL_IMAGE_TIMING);
  image.src = src;
  const text = element(doc, 'div', 'space-y-2 p-5');
  text.append(
    element(
      doc,
      'p',
      'text-2xl font-bold tracking-tight break-words sm:text-3xl',
      nonBlank(venue.name) ?? '',
    ),
    element(doc, 'p', 'text-muted-foreground', nonBlank(venue.cuisine_type) ?? 'Restaurant'),
  );
  hero.replaceChildren(image, text);
  return image;
}

/**
 * Draws the list answer's Top Picks into the static shell (`#shell-picks`), as TopPicks will render them: the heading
 * and the first four cards; no section when there are none. Text goes in as text (never markup). Does nothing once
 * the app has replaced the shell.
 */
export function fillShellPicks(doc: Document, body: unknown): HTMLImageElement | null {
  const slot = doc.getElementById('shell-picks');
  if (!slot) return null;
  const picks = (body as { top_picks?: unknown } | null)?.top_picks;
  if (!Array.isArray(picks)) return null;
  if (picks.length === 0) {
    slot.remove();
    return null;
  }
  const list = element(
    doc,
    'ul',
    'scrollbar-none -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0',
  );
  list.append(...picks.slice(0, 4).map((pick: Pick, index) => shellPick(doc, pick, index)));
  slot.replaceChildren(
    element(doc, 'p', 'text-xl font-bold tracking-tight', `Top Picks on ${PRODUCT_NAME}`),
    list,
  );
  return list.querySelector('img');
}

/** Element Timing's name for the image the shell waits for (the first Top Pick, the menu's cover). */
const SHELL_IMAGE_TIMING = 'shell-first-image';

/**
 * Settles once `image` has been presented on screen (Element Timing reports it, as it reports the largest contentful
 * paint), or after `waitMs`, whichever first. Without an image, or in a browser without Element Timing, once a frame
 * has been drawn after the next one (two animation frames).
 */
export function shownOnScreen(
  win: Window,
  image: HTMLImageElement | null,
  waitMs = SHELL_PAINT_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      win.clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = win.setTimeout(done, waitMs);
    const Observer = (win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    if (image && Observer?.supportedEntryTypes?.includes('element')) {
      observer = new Observer((list) => {
        if (
          list
            .getEntries()
            .some((entry) => (entry as { identifier?: string }).identifier === SHELL_IMAGE_TIMING)
        )
          done();
      });
      observer.observe({ type: 'element', buffered: true });
      return;
    }
    win.requestAnimationFrame(() => win.requestAnimationFrame(done));
  });
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
      const card = doc.getElementById('shell-location-card');
      if (card && location) card.className = SHELL_LOCATION_CARD_KNOWN;
    };
    if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', fillShell);
    else fillShell();

    const plan = earlyPlan(win.location.pathname, location);
    if (!plan) return;
    const { layout } = plan;
    if (layout) {
      if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', () => layout(doc));
      else layout(doc);
    }
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
          if (!body) return;
          const src = image.pick(body);
          if (src) addLink(doc, { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' });
          if (plan.shell && doc.getElementById('app-shell')) {
            win.__lekkerShellPaint = shownOnScreen(win, plan.shell(doc, body));
          }
        })
        .catch(() => {});
    }
  } catch {}
}

if (typeof window !== 'undefined' && !import.meta.env?.VITEST) startEarlyRequests(window);
