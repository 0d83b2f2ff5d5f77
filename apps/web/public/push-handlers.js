// Web push in the service workers (imported by /driver-sw.js and /push-sw.js; docs/decisions/059-web-push.md).
// `push`: shows the notification the server sent ({ title, body, url, tag }, encrypted for this browser and
// decrypted by it before this runs). `notificationclick`: focuses a tab of this site already on that page, or
// opens it. Only paths on this site are opened; anything else opens the home page.
const PUSH_DEFAULT_TITLE = 'Lekker Eats';
const PUSH_ICON = '/icons/driver-192.png';

/** A path on this site ('/order-tracking?order=…'), or '/' for anything else (another site, junk). */
function pushTargetPath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  try {
    const parsed = new URL(url, self.location.origin);
    return parsed.origin === self.location.origin ? parsed.pathname + parsed.search + parsed.hash : '/';
  } catch {
    return '/';
  }
}

function readPush(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const data = readPush(event);
  const title = typeof data.title === 'string' && data.title ? data.title : PUSH_DEFAULT_TITLE;
  const tag = typeof data.tag === 'string' && data.tag ? data.tag : undefined;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag,
      // A newer update of the same order rings again instead of replacing the old one silently.
      renotify: Boolean(tag),
      icon: PUSH_ICON,
      badge: PUSH_ICON,
      data: { url: pushTargetPath(data.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(pushTargetPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});

// The push service replaced this browser's subscription (Firefox does when it rotates them): store the new one for
// whoever is signed in here, or pushes would stop without anyone noticing. Without a session the POST is refused and
// the page sends it on the next visit (use-push-subscription.ts).
function pushKeyBytes(base64url) {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      let fresh = event.newSubscription;
      if (!fresh) {
        const answer = await fetch('/api/push/vapid-public-key', { credentials: 'same-origin' });
        const { public_key: key } = await answer.json();
        fresh = await self.registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: pushKeyBytes(key),
        });
      }
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fresh.toJSON()),
      });
    })(),
  );
});
