// The static shell's first-screen content (docs/decisions/039-early-requests.md) as markup, one definition for both
// sides: the server writes it into the page it sends (apps/server/src/http/first-answers.ts), so the first paint
// already shows the first Top Picks (a menu's cover), and the web app's early script writes the same markup when it
// has the answer only later (a visitor with a stored location). The classes are the app's own (TopPicks,
// RestaurantHero) so the app's first render replaces it without anything moving; apps/web/src/index.css names this
// file as a Tailwind source. Every text and attribute value is escaped here: venue names are user input.
//
// It imports nothing: the early script must stay one self-contained file, and a module it shared with the app would be
// split into a chunk of its own (apps/web/vite.config.ts). Hence the two constants below, equal to constants.ts's
// (shell-markup.test.ts checks).

/** constants.ts PLACEHOLDER_IMAGE. */
export const SHELL_PLACEHOLDER_IMAGE = '/placeholder.svg';
/** constants.ts PRODUCT_NAME. */
export const SHELL_PRODUCT_NAME = 'Lekker Eats';

/** Element Timing's name for the image the app's first render waits for (the first Top Pick, the menu's cover). */
export const SHELL_IMAGE_TIMING = 'shell-first-image';

/** Text (or an attribute value in double quotes) as HTML that shows exactly that text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const nonBlank = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

type Pick = { image?: unknown; name?: unknown; cuisine?: unknown };

const picksOf = (body: unknown): Pick[] | null => {
  const picks = (body as { top_picks?: unknown } | null)?.top_picks;
  return Array.isArray(picks) ? (picks as Pick[]) : null;
};

/** The first Top Pick's image (the card's `image`, else the placeholder), as TopPicks renders it. */
export function firstTopPickImage(body: unknown): string | null {
  const first = picksOf(body)?.[0];
  if (!first) return null;
  return nonBlank(first.image) ?? SHELL_PLACEHOLDER_IMAGE;
}

/** The menu's hero: cover, else logo, else the placeholder (features/menu/components/restaurant-hero.tsx). */
export function heroImage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const r = body as { cover_image_url?: unknown; logo_url?: unknown };
  return nonBlank(r.cover_image_url) ?? nonBlank(r.logo_url) ?? SHELL_PLACEHOLDER_IMAGE;
}

/**
 * The image the app waits for: loaded first, decoded with the paint that shows the shell (not a frame later, as
 * `decoding="async"` allows), and reported by Element Timing when presented.
 */
const firstImage = `decoding="sync" fetchpriority="high" elementtiming="${SHELL_IMAGE_TIMING}"`;

function pickCard(pick: Pick, index: number): string {
  const src = escapeHtml(nonBlank(pick.image) ?? SHELL_PLACEHOLDER_IMAGE);
  return (
    '<li class="flex w-64 shrink-0 snap-start lg:w-auto">' +
    '<div class="relative flex w-full flex-col overflow-hidden rounded-card border bg-card shadow-sm">' +
    '<div class="relative aspect-video">' +
    `<img class="size-full bg-muted object-cover" alt="" width="640" height="360" ${index === 0 ? firstImage : 'decoding="async"'} src="${src}">` +
    '</div><div class="flex flex-col gap-1 p-4">' +
    `<p class="truncate text-base font-semibold">${escapeHtml(nonBlank(pick.name) ?? '')}</p>` +
    `<p class="truncate text-sm text-muted-foreground">${escapeHtml(nonBlank(pick.cuisine) ?? '')}</p>` +
    '</div></div></li>'
  );
}

/**
 * The shell's Top Picks slot (`#shell-picks`) for a list answer: the heading and the first four cards, as TopPicks
 * renders them; '' when there are none (the app shows no section); null when the answer has no Top Picks.
 */
export function topPicksMarkup(body: unknown): string | null {
  const picks = picksOf(body);
  if (!picks) return null;
  if (picks.length === 0) return '';
  return (
    '<div id="shell-picks" class="space-y-4">' +
    `<p class="text-xl font-bold tracking-tight">Top Picks on ${escapeHtml(SHELL_PRODUCT_NAME)}</p>` +
    '<ul class="scrollbar-none -mx-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:grid-cols-4 lg:overflow-visible lg:px-0">' +
    picks.slice(0, 4).map(pickCard).join('') +
    '</ul></div>'
  );
}

/**
 * A menu page's top in place of the home page's (`#shell-page`): the Back button's room and the hero card
 * (RestaurantHero) with the venue's cover, name and cuisine — or, before its answer, the cover's and the text's room.
 */
export function menuPageMarkup(venue: unknown): string {
  const src = venue ? heroImage(venue) : null;
  const v = (venue ?? {}) as { name?: unknown; cuisine_type?: unknown };
  const hero = src
    ? `<img class="aspect-[3/1] w-full bg-muted object-cover" alt="" width="1200" height="400" ${firstImage} src="${escapeHtml(src)}">` +
      '<div class="space-y-2 p-5">' +
      `<p class="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">${escapeHtml(nonBlank(v.name) ?? '')}</p>` +
      `<p class="text-muted-foreground">${escapeHtml(nonBlank(v.cuisine_type) ?? 'Restaurant')}</p>` +
      '</div>'
    : '<div class="aspect-[3/1] w-full animate-pulse bg-muted"></div><div class="h-24 p-5"></div>';
  return (
    '<div id="shell-page" class="space-y-6">' +
    '<div class="h-8 w-20 animate-pulse rounded-md bg-muted"></div>' +
    `<div id="shell-hero" class="overflow-hidden rounded-card border bg-card shadow-sm">${hero}</div>` +
    '</div>'
  );
}
