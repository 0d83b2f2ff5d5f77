import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE, type Locale } from '@lekker/core/locales';
import { type Messages, setupI18n } from '@lingui/core';
import en from './catalogues/en-ZA.json';

/** Every message's id: the English catalogue's keys (its notes, `$…`, left out). */
export type MessageId = Exclude<keyof typeof en, `$${string}`>;
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

/** Loads a language's catalogue (once) and makes it the active one; `<html lang>` follows. */
export async function activateLocale(locale: Locale): Promise<void> {
  const load = loaders[`./catalogues/${locale}.json`];
  if (load && !loaded.has(locale)) {
    i18n.load(locale, (await load()).default);
    loaded.add(locale);
  }
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
