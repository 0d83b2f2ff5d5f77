/**
 * The languages the marketplace speaks (docs/decisions/061-i18n-library-and-locale.md). English (South Africa) is the
 * default and carries the specification's texts unchanged. Without zod: the web's shell imports this file (the
 * contract's `LocaleSchema` is in contracts/locale.ts).
 */
export const LOCALES = ['en-ZA', 'tn-ZA', 'zu-ZA', 'af-ZA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-ZA';

/** Each language's name in itself: what the switcher shows, so a reader finds their own language. */
export const LOCALE_NAMES: Record<Locale, string> = {
  'en-ZA': 'English',
  'tn-ZA': 'Setswana',
  'zu-ZA': 'isiZulu',
  'af-ZA': 'Afrikaans',
};

/**
 * A web app manifest in a language (`site`, `driver`): `/site.webmanifest` in English, `/site.af-ZA.webmanifest` in
 * Afrikaans. The page links the one of its `<html lang>` (docs/decisions/061-i18n-library-and-locale.md).
 */
export function manifestPath(app: 'site' | 'driver', locale: Locale): string {
  return locale === DEFAULT_LOCALE ? `/${app}.webmanifest` : `/${app}.${locale}.webmanifest`;
}

/** The cookie that keeps a visitor's language choice (also mirrored from a signed-in user's profile). */
export const LANGUAGE_COOKIE = 'lekker.lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The supported locale for a language tag: exact (`af-ZA`), or by language alone (`af`, `zu-NA` → `zu-ZA`). */
export function matchLocale(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower) return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  return LOCALES.find((l) => l.slice(0, 2).toLowerCase() === language);
}

/** The best supported locale in an `Accept-Language` header, by its q-values (a q of 0 means "not this one"). */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0 && entry.tag !== '*')
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = matchLocale(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The language a page is answered in: a signed-in user's stored choice, else the cookie, else the browser's
 * `Accept-Language`, else English (docs/decisions/061-i18n-library-and-locale.md).
 */
export function resolveLocale(sources: {
  stored?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Locale {
  if (isLocale(sources.stored)) return sources.stored;
  if (isLocale(sources.cookie)) return sources.cookie;
  return localeFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LOCALE;
}
