// Makes the driver app installable (its own manifest and a small service worker scoped to /driver…) only on the
// driver's pages, so the customer's first load never downloads or registers any of it. The site's manifest
// (index.html: the customer and portal areas) is swapped for the driver's while a driver page is open.
import { DEFAULT_LOCALE, isLocale, manifestPath } from '@lekker/core/locales';
import { useEffect } from 'react';

export const DRIVER_MANIFEST = manifestPath('driver', DEFAULT_LOCALE);

/** The driver's manifest in the page's language (`<html lang>`), so the Home Screen names the app in it. */
export function driverManifest(): string {
  const lang = document.documentElement.lang;
  return manifestPath('driver', isLocale(lang) ? lang : DEFAULT_LOCALE);
}
export const DRIVER_SERVICE_WORKER = '/driver-sw.js';

export function useInstallableDriverApp(): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const siteManifest = link?.getAttribute('href') ?? null;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.appendChild(link);
    }
    link.setAttribute('href', driverManifest());
    const restore = () => {
      if (siteManifest && !siteManifest.startsWith('/driver.')) link.setAttribute('href', siteManifest);
    };
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return restore;
    navigator.serviceWorker
      .register(DRIVER_SERVICE_WORKER, { scope: '/driver' })
      .then(async (registration) => {
        await navigator.serviceWorker.ready;
        // Hand the worker the assets this page already loaded, so the shell opens offline next time.
        const assets = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((url) => url.startsWith(`${location.origin}/assets/`));
        registration.active?.postMessage({ type: 'cache-assets', assets });
      })
      .catch(() => {
        // Not installable here (private mode, old browser): the app works the same online.
      });
    return restore;
  }, []);
}
