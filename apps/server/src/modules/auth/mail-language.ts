import { LANGUAGE_COOKIE, type Locale, resolveLocale } from '@lekker/core/locales';
import type { DbOrTx } from '../../db/client.ts';
import { createProfileRepository } from '../profile/profile.repository.ts';

/** A cookie's value from a request's Cookie header (better-auth hands the hooks the raw Request). */
function cookieOf(request: Request | undefined, name: string): string | null {
  const header = request?.headers.get('cookie');
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The language of an account e-mail (confirm, reset, someone signed up with your address): the profile's stored
 * choice, else the language the page was shown in when the person asked (the language cookie, then
 * `Accept-Language`), else English (docs/decisions/061-i18n-library-and-locale.md).
 */
export function createMailLanguage(db: DbOrTx) {
  const profiles = createProfileRepository(db);
  return async (userId: string | undefined, request: Request | undefined): Promise<Locale> =>
    resolveLocale({
      stored: userId ? (await profiles.find(userId))?.language : null,
      cookie: cookieOf(request, LANGUAGE_COOKIE),
      acceptLanguage: request?.headers.get('accept-language'),
    });
}
