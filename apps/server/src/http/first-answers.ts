// The page with its first answers (docs/decisions/039-early-requests.md): a first visit to `/` or to a menu page
// waited for HTML → the early script → the catalogue answer → the image it names. The answers that are the same for
// every visitor (no stored location: `firstRequests(path, null)`, shared with the early script) are in the server's
// catalogue cache, so the page carries them (the app adopts them instead of asking again) and shows them: the first
// Top Picks (a menu's cover, name and cuisine) are drawn into the static shell here (packages/core/src/shell-markup.ts),
// so the first paint has them and no script has to run first. A visitor with a stored location (the LOCATED_COOKIE
// hint) asks for the list near it, as before: the page then carries only the answers that do not depend on where the
// visitor is (a menu), and no national Top Picks.
import { firstRequests, LOCATED_SEEN_ID } from '@lekker/core/first-requests';
import { menuPageMarkup, topPicksMarkup } from '@lekker/core/shell-markup';

/** Where the build put the place for the answers (apps/web/vite.config.ts): before the early script. */
export const EARLY_ANSWERS_MARKER = '<!--early-answers-->';

/** The longest a page waits for an answer before it goes without (the early script then asks for it itself). */
export const FIRST_ANSWER_WAIT_MS = 250;

/** Answers larger than this stay out of the page (a menu of hundreds of dishes): the early script asks for them. */
export const FIRST_ANSWER_MAX_BYTES = 256 * 1024;

/** One read's JSON answer as the API sent it, or nothing when it did not answer 200 in time. */
export type FirstAnswer = (request: string) => Promise<string | undefined>;

/** Any place: only which reads change with a location matters here. */
const SOMEWHERE = { latitude: -25.85, longitude: 25.64 };

/**
 * The reads of `pathname` whose answers the page may carry (the early script's without a location); for a visitor
 * with a stored location, only those it asks for too.
 */
export function embeddableRequests(pathname: string, located = false): string[] {
  const requests = firstRequests(pathname, null)?.requests ?? [];
  if (!located) return requests;
  const near = new Set(firstRequests(pathname, SOMEWHERE)?.requests);
  return requests.filter((request) => near.has(request));
}

/** `html` with what lies between the two comments (both included) replaced by `markup`; as it was without them. */
function replaceBetween(html: string, start: string, end: string, markup: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) return html;
  return html.slice(0, from) + markup + html.slice(to + end.length);
}

/** The static shell with the first screen drawn from the answers (home: Top Picks unless located; menu: the hero). */
export function drawShell(
  html: string,
  pathname: string,
  bodies: ReadonlyMap<string, unknown>,
  located: boolean,
): string {
  const first = firstRequests(pathname, null);
  const body = first?.requests[0] ? bodies.get(first.requests[0]) : undefined;
  if (!first || body === undefined) return html;
  if (first.page === 'menu')
    return replaceBetween(html, '<!--shell-page-->', '<!--/shell-page-->', menuPageMarkup(body));
  const picks = topPicksMarkup(body);
  if (located || picks === null) return html;
  return replaceBetween(html, '<!--shell-picks-->', '<!--/shell-picks-->', picks);
}

/** The answer's body, or undefined when it is not JSON (then it stays out of the page). */
function parsed(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

/**
 * JSON text safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can end or bend it), `>` and `&`
 * written as JSON escapes, which JSON.parse reads back as the same characters; U+2028/2029 too, for old parsers.
 */
export function jsonInScript(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** An attribute value safe inside double quotes. */
const attribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page with `before` and one `<script type="application/json" data-early-answer="<request>">` per answer at the marker. */
export function embedAnswers(
  html: string,
  answers: readonly { request: string; json: string }[],
  before = '',
): string {
  const at = html.indexOf(EARLY_ANSWERS_MARKER);
  if (at < 0 || (answers.length === 0 && !before)) return html;
  const blocks = answers
    .map(
      ({ request, json }) =>
        `<script type="application/json" data-early-answer="${attribute(request)}">${jsonInScript(json)}</script>`,
    )
    .join('\n    ');
  return html.slice(0, at) + before + blocks + html.slice(at + EARLY_ANSWERS_MARKER.length);
}

/**
 * The page for `pathname`: index.html with the answers of its embeddable reads that came within `waitMs` and are
 * small enough, and the shell drawn from them; without any that failed or took longer (never an error page because
 * of them: the early script then asks itself).
 */
export async function pageWithAnswers(
  html: string,
  pathname: string,
  answer: FirstAnswer,
  {
    located = false,
    drawShell: draw = true,
    waitMs = FIRST_ANSWER_WAIT_MS,
    onAnswered,
  }: {
    located?: boolean;
    /** Draw the first screen into the shell (English, not lite: docs/decisions/062-lite-mode.md). */
    drawShell?: boolean;
    waitMs?: number;
    /** How many of the page's reads it asked and how many answered in time (the page's Server-Timing). */
    onAnswered?: (outcome: { asked: number; answered: number }) => void;
  } = {},
): Promise<string> {
  if (!html.includes(EARLY_ANSWERS_MARKER)) return html;
  // What the server saw, for the early script (it keeps the cookie in line with the stored location).
  const seen = located ? `<script type="application/json" id="${LOCATED_SEEN_ID}">true</script>` : '';
  const requests = embeddableRequests(pathname);
  if (requests.length === 0) return embedAnswers(html, [], seen);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  try {
    const answered = new Map<string, string>();
    const bodies = new Map<string, unknown>();
    await Promise.all(
      requests.map(async (request) => {
        const json = await Promise.race([answer(request).catch(() => undefined), late]);
        if (json === undefined || json.length > FIRST_ANSWER_MAX_BYTES) return;
        const body = parsed(json);
        if (body === undefined) return;
        answered.set(request, json);
        bodies.set(request, body);
      }),
    );
    onAnswered?.({ asked: requests.length, answered: answered.size });
    const embedded = new Set(embeddableRequests(pathname, located));
    return embedAnswers(
      draw ? drawShell(html, pathname, bodies, located) : html,
      [...answered]
        .filter(([request]) => embedded.has(request))
        .map(([request, json]) => ({ request, json })),
      seen,
    );
  } finally {
    clearTimeout(timer);
  }
}
