// The service worker of the customer's and the portal's pages (scope /): web push only. It has no fetch handler,
// so the site loads exactly as without it (no cache in the way of `/`); the driver app keeps its own worker with
// its offline shell (/driver-sw.js, scope /driver), which shows pushes the same way. docs/decisions/059-web-push.md.
importScripts('/push-handlers.js');

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
