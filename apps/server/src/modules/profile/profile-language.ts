import { DEFAULT_LOCALE, isLocale, type Locale } from '@lekker/core/locales';
import type { DbOrTx } from '../../db/client.ts';
import { createProfileRepository } from './profile.repository.ts';

/**
 * The language an account reads (docs/decisions/061-i18n-library-and-locale.md): the profile's stored choice, which
 * the web keeps in step with the switcher; English when none is stored. What the server sends a person (push, SMS,
 * WhatsApp, e-mail) is written in it.
 */
export function createLanguageLookup(db: DbOrTx): (userId: string) => Promise<Locale> {
  const profiles = createProfileRepository(db);
  return async (userId) => {
    const language = (await profiles.find(userId))?.language;
    return isLocale(language) ? language : DEFAULT_LOCALE;
  };
}
