import type { Locale } from '@lekker/core/locales';
import type { Messages } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n.ts';

const catalogues = import.meta.glob<{ default: Messages }>(
  ['../lib/i18n/catalogues/*.json', '../lib/i18n/catalogues/*/*.json'],
  { eager: true },
);

/** Every message of `locale`, compiled: the shell's catalogue and every area's bundle. */
export function localeMessages(locale: Locale): Messages {
  const files = Object.entries(catalogues).filter(([path]) => path.endsWith(`/${locale}.json`));
  return Object.assign({}, ...files.map(([, module]) => module.default)) as Messages;
}

/** Makes `locale` the active language with all its catalogues (the test setup puts English back after each test). */
export function activateTestLocale(locale: Locale): void {
  i18n.load(locale, localeMessages(locale));
  i18n.activate(locale);
}
