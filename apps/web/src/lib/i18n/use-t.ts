import type { Locale } from '@lekker/core/locales';
import { useSyncExternalStore } from 'react';
import { i18n, t } from './i18n.ts';

function subscribe(onChange: () => void) {
  return i18n.on('change', onChange);
}
const activeLocale = () => i18n.locale as Locale;

/** The active language; a component using it renders again when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}

/** The message function, for a component that renders again when the language changes. */
export function useT(): typeof t {
  useLocale();
  return t;
}
