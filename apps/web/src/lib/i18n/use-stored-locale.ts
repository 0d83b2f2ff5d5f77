import { isLocale } from '@lekker/core/locales';
import { useEffect } from 'react';
import { useViewer } from '@/api/viewer.ts';
import { activateLocale, i18n, rememberLocale } from './i18n.ts';

/**
 * A signed-in person's stored language wins over the cookie and the browser (docs/decisions/061-i18n-library-and-locale.md):
 * once the viewer is known the app switches to it and mirrors it into the cookie, so the server's next first page
 * is in that language too.
 */
export function useStoredLocale(): void {
  const stored = useViewer().data?.profile?.language;
  useEffect(() => {
    if (!isLocale(stored) || stored === i18n.locale) return;
    rememberLocale(stored);
    void activateLocale(stored);
  }, [stored]);
}
