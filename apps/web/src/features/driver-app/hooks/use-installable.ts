// Makes the driver app installable (a manifest and a small service worker scoped to /driver…) only on the driver's
// pages, so the customer's first load never downloads or registers any of it.
import { useEffect } from 'react';

export const DRIVER_MANIFEST = '/driver.webmanifest';
export const DRIVER_SERVICE_WORKER = '/driver-sw.js';

export function useInstallableDriverApp(): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>(`link[rel="manifest"][href="${DRIVER_MANIFEST}"]`);
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      link.href = DRIVER_MANIFEST;
      document.head.appendChild(link);
    }
    if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
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
  }, []);
}
