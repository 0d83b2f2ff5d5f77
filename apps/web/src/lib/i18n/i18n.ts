import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@lekker/core/locales';
import { type Messages, setupI18n } from '@lingui/core';
import { loadVisitedBundles } from './bundles.ts';
import en from './catalogues/en-ZA.json';

type Ids<Catalogue> = Exclude<keyof Catalogue, `$${string}`>;
/**
 * Every message's id: the English keys of the shell's catalogue and of each area's bundle (their notes, `$…`, left
 * out). Type-only: a bundle's messages reach the browser with the area that loads them (./bundles.ts).
 */
export type MessageId =
  | Ids<typeof en>
  | Ids<typeof import('./catalogues/common/en-ZA.json')>
  | Ids<typeof import('./catalogues/customer/en-ZA.json')>
  | Ids<typeof import('./catalogues/partner/en-ZA.json')>
  | Ids<typeof import('./catalogues/driver/en-ZA.json')>
  | Ids<typeof import('./catalogues/admin/en-ZA.json')>;
export type MessageValues = Record<string, string | number | Date>;

/**
 * The app's one Lingui instance (docs/decisions/061-i18n-library-and-locale.md). English is in the shell; the other
 * catalogues are their own chunks, loaded when their language is chosen.
 */
export const i18n = setupI18n({
  locale: DEFAULT_LOCALE,
  messages: { [DEFAULT_LOCALE]: en as unknown as Messages },
});

const loaded = new Set<Locale>([DEFAULT_LOCALE]);
const loaders = import.meta.glob<{ default: Messages }>(['./catalogues/*.json', '!./catalogues/en-ZA.json']);

/** The language last asked for: bundles an area loads while a switch is under way are fetched in it. */
let wanted: Locale = DEFAULT_LOCALE;
export const wantedLocale = (): Locale => wanted;

/**
 * Loads a language's catalogue (once), and the bundles of the areas already visited in it, and makes it the active
 * one; `<html lang>` follows.
 */
export async function activateLocale(locale: Locale): Promise<void> {
  wanted = locale;
  const load = loaders[`./catalogues/${locale}.json`];
  const shell = async () => {
    if (!load || loaded.has(locale)) return;
    i18n.load(locale, (await load()).default);
    loaded.add(locale);
  };
  await Promise.all([shell(), loadVisitedBundles(locale)]);
  if (wanted !== locale) return;
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language the server answered the page in (`<html lang>`, decided from the profile, cookie or browser). */
export function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** Keeps the choice for the server's next first page (a year; the profile keeps it across devices). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Safari before 18.4)
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** A message in the active language. Outside components (toasts, titles); components use `useT`. */
export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}
