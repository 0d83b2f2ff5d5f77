import { DEFAULT_LOCALE, type Locale } from '@lekker/core/locales';
import { sastDateText } from '@lekker/core/sast-date';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant as its Johannesburg calendar date in the language shown (docs/decisions/061-i18n-library-and-locale.md,
 * formatting): English as the specification writes it ('2 Nov 2026', core's `sastDateText`), the other languages in
 * their own `Intl` words ('2 Nov. 2026'); '' when not a date.
 */
export function localDateText(iso: string, locale: Locale | string): string {
  if (locale === DEFAULT_LOCALE || Number.isNaN(Date.parse(iso))) return sastDateText(iso);
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Africa/Johannesburg',
    });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
