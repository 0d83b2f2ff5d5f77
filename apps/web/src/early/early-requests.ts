// The first-load head start (docs/decisions/039-early-requests.md): a tiny module the built index.html loads
// `async`, before and apart from the app's entry. On `/` and `/restaurant/:id` it
//  - starts the API requests the page will make (same URLs, byte for byte) so they run while the app's JavaScript
//    downloads and evaluates; the app adopts them through `takeEarlyAnswer` (src/early/adopt-early.ts);
//  - preloads the page's route chunks (their names come from the build, in the `#early-routes` JSON block);
//  - preloads the first screen's largest image (the first Top Pick, the menu's hero) once its answer is here;
//  - writes the stored location's place name into the static shell's header, and on `/` draws the first Top Picks
//    (image, name, cuisine) into the shell as soon as the list answers, so the first screen shows them before the
//    app's code has downloaded and run (the app then replaces the whole shell in one commit).
// It must stay self-contained (no imports of app code: `firstRequests` from core is built into it): it is its own build
// input. index.html loads it as the page's first module script, so it runs once the page (the static shell, the
// answers the server embedded) is parsed, right before the app's entry.

import { firstRequests, LOCATED_COOKIE, LOCATED_SEEN_ID } from '@lekker/core/first-requests';
import {
  firstTopPickImage,
  heroImage,
  menuPageMarkup,
  SHELL_IMAGE_TIMING,
  topPicksMarkup,
} from '@lekker/core/shell-markup';

export { firstTopPickImage, heroImage };

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
/**
 * The answers the server put in the page (apps/server/src/http/first-answers.ts): one `<script type="application/json"
 * data-early-answer="<request>">` per read that is the same for every visitor.
 */
const EMBEDDED_ANSWER = 'script[data-early-answer]';

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

/** What a page asks for first (`firstRequests`, shared with the server) and which answer names the LCP image. */
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
  const first = firstRequests(pathname, location);
  const request = first?.requests[0];
  if (!first || !request) return null;
  if (first.page === 'home')
    return { ...first, image: { request, pick: firstTopPickImage }, shell: fillShellPicks };
  return {
    ...first,
    image: { request, pick: heroImage },
    shell: fillShellHero,
    layout: shellMenuLayout,
  };
}

/** The answers embedded in the page, by request (the JSON text as the API sent it). */
export function embeddedAnswers(doc: Document): Map<string, string> {
  const answers = new Map<string, string>();
  for (const block of doc.querySelectorAll<HTMLScriptElement>(EMBEDDED_ANSWER)) {
    const request = block.dataset.earlyAnswer;
    if (request && block.textContent) answers.set(request, block.textContent);
  }
  return answers;
}

/**
 * The shell's first screen is drawn in English with its pictures only: in another language the app draws it in that
 * language (docs/decisions/061-i18n-library-and-locale.md), in lite mode without pictures (docs/decisions/062-lite-mode.md).
 * The attribute's name is core's LITE_ATTRIBUTE (this script imports nothing it would share with the app).
 */
export function shellDrawable(doc: Document): boolean {
  const html = doc.documentElement;
  return html.lang === 'en-ZA' && !html.hasAttribute('data-lite');
}

/** The shell's location card for a stored location: no location error panel (sizes as index.html's). */
const SHELL_LOCATION_CARD_KNOWN = 'h-[222px] animate-pulse rounded-card bg-muted md:h-[176px]';

/**
 * A menu page's top in place of the home page's (`#shell-page`), before its answer: the hero's room. Nothing when the
 * server already drew the menu's top (its hero is the same wherever the visitor is).
 */
export function shellMenuLayout(doc: Document): void {
  const page = doc.getElementById('shell-page');
  if (page && !doc.getElementById('shell-hero')) page.outerHTML = menuPageMarkup(null);
}

/**
 * The venue answer's cover, name and cuisine in the shell's hero card, as RestaurantHero shows them; the image the
 * server drew there when it did (the same cover: a venue's hero does not change with the visitor's location).
 */
export function fillShellHero(doc: Document, body: unknown): HTMLImageElement | null {
  const drawn = doc.querySelector<HTMLImageElement>('#shell-hero img');
  if (drawn) return drawn;
  const page = doc.getElementById('shell-page');
  if (!page || !heroImage(body)) return null;
  page.outerHTML = menuPageMarkup(body);
  return doc.querySelector<HTMLImageElement>('#shell-hero img');
}

/**
 * Draws the list answer's Top Picks into the static shell (`#shell-picks`), as TopPicks will render them: the heading
 * and the first four cards; no section when there are none. Does nothing once the app has replaced the shell.
 */
export function fillShellPicks(doc: Document, body: unknown): HTMLImageElement | null {
  const slot = doc.getElementById('shell-picks');
  const markup = topPicksMarkup(body);
  if (!slot || markup === null) return null;
  slot.outerHTML = markup;
  return doc.querySelector<HTMLImageElement>('#shell-picks img');
}

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

function addLink(doc: Document, attributes: Record<string, string>, into: Node = doc.head): void {
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  into.appendChild(link);
}

/**
 * Brings the LOCATED_COOKIE hint in line with the stored location (a location stored before the hint existed, or the
 * cookie cleared alone), by what the server says it saw (LOCATED_SEEN_ID): document.cookie is never read.
 */
function syncLocatedCookie(doc: Document, located: boolean): void {
  if (located === (doc.getElementById(LOCATED_SEEN_ID) !== null)) return;
  doc.cookie = located
    ? `${LOCATED_COOKIE}=1; path=/; max-age=31536000; samesite=lax`
    : `${LOCATED_COOKIE}=; path=/; max-age=0; samesite=lax`;
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
    syncLocatedCookie(doc, location !== null);
    const label = location?.area ?? location?.city;
    const plan = earlyPlan(win.location.pathname, location);
    // index.html runs this script once the page is parsed; elsewhere (tests, a page without the shell) at DOMContentLoaded.
    const whenShellParsed = (run: () => void) => {
      if (doc.getElementById('app-shell') || doc.readyState !== 'loading') run();
      else doc.addEventListener('DOMContentLoaded', run);
    };
    whenShellParsed(() => {
      const slot = doc.getElementById('shell-location');
      if (slot && label) slot.textContent = label;
      const card = doc.getElementById('shell-location-card');
      if (card && location) card.className = SHELL_LOCATION_CARD_KNOWN;
      plan?.layout?.(doc);
    });
    if (!plan) return;
    const routes = doc.getElementById('early-routes')?.textContent;
    const chunks = routes ? ((JSON.parse(routes) as EarlyRoutes)[plan.page] ?? []) : [];
    // One insertion for all of them (each link appended on its own costs ~1 ms of main thread).
    const preloads = doc.createDocumentFragment();
    for (const href of chunks)
      addLink(doc, { rel: 'modulepreload', crossorigin: '', fetchpriority: 'low', href }, preloads);
    doc.head.appendChild(preloads);

    win.__lekkerEarly ??= {};
    const answers = win.__lekkerEarly;
    const embedded = embeddedAnswers(doc);
    for (const request of plan.requests) {
      const text = embedded.get(request);
      answers[request] =
        text === undefined
          ? // The app's client sends these with every API call (src/api/client.ts).
            fetchImpl(request, { credentials: 'include', headers: { Accept: 'application/json' } })
          : Promise.resolve(
              new Response(text, { status: 200, headers: { 'content-type': 'application/json' } }),
            );
    }
    const { image } = plan;
    if (!image || !shellDrawable(doc)) return;
    const text = embedded.get(image.request);
    if (text !== undefined) {
      // The server drew this answer into the page: the app's first render waits for that image to be on screen.
      whenShellParsed(() => {
        const drawn = doc.querySelector<HTMLImageElement>(
          `#app-shell img[elementtiming="${SHELL_IMAGE_TIMING}"]`,
        );
        if (drawn) win.__lekkerShellPaint = shownOnScreen(win, drawn);
      });
      return;
    }
    answers[image.request]
      ?.then((response) => (response.ok ? response.clone().json() : null))
      .then((body) => {
        if (!body) return;
        const src = image.pick(body);
        if (src) addLink(doc, { rel: 'preload', as: 'image', href: src, fetchpriority: 'high' });
        if (plan.shell && doc.getElementById('app-shell')) {
          win.__lekkerShellPaint = shownOnScreen(win, plan.shell(doc, body));
        }
      })
      .catch(() => {});
  } catch {}
}

if (typeof window !== 'undefined' && !import.meta.env?.VITEST) startEarlyRequests(window);
