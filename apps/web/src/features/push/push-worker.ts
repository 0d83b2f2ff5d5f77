// Which service worker carries this page's pushes (docs/decisions/059-web-push.md): the driver app's own worker
// (offline shell, scope /driver) on the driver's pages, and /push-sw.js (push only, no fetch handler, scope /) on
// the customer's and the portal's. Registered only when someone turns notifications on, or asks whether they are.
export type PushArea = 'driver' | 'site';

const WORKERS: Record<PushArea, { script: string; scope: string }> = {
  driver: { script: '/driver-sw.js', scope: '/driver' },
  site: { script: '/push-sw.js', scope: '/' },
};

/** Why a browser cannot take pushes, in English (the switch shows them in the page's language: push-toggle.tsx). */
export const UNSUPPORTED_TEXTS = {
  insecure: 'Notifications need a secure (https) connection to this site.',
  ios: 'On an iPhone or iPad, add Lekker Eats to your Home Screen first (Share, then Add to Home Screen), and turn notifications on there.',
  browser: 'This browser cannot show notifications. Try Chrome, Firefox, Edge or Safari.',
} as const;

/** Why this browser cannot take pushes, in words for people; null when it can. */
export function pushUnsupportedReason(): string | null {
  if (typeof window === 'undefined' || !window.isSecureContext) return UNSUPPORTED_TEXTS.insecure;
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return /iPhone|iPad/.test(navigator.userAgent) ? UNSUPPORTED_TEXTS.ios : UNSUPPORTED_TEXTS.browser;
  return null;
}

/** The worker's registration, if this browser has it already (no registering: asking must not install one). */
export async function existingRegistration(area: PushArea): Promise<ServiceWorkerRegistration | undefined> {
  const { scope } = WORKERS[area];
  const registration = await navigator.serviceWorker.getRegistration(scope);
  // getRegistration('/driver') would find a registration of scope '/' too: only the area's own counts.
  return registration && new URL(registration.scope).pathname === scope ? registration : undefined;
}

/** Registers (or finds) the area's worker and waits until it is active: pushManager needs an active worker. */
export async function activeRegistration(area: PushArea): Promise<ServiceWorkerRegistration> {
  const { script, scope } = WORKERS[area];
  const registration = await navigator.serviceWorker.register(script, { scope, updateViaCache: 'none' });
  if (registration.active) return registration;
  const installing = registration.installing ?? registration.waiting;
  await new Promise<void>((resolve, reject) => {
    if (!installing) return reject(new Error('The notification service did not start.'));
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve();
      if (installing.state === 'redundant') reject(new Error('The notification service did not start.'));
    });
  });
  return registration;
}

/** base64url → the bytes pushManager.subscribe takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with `key` (a new server key makes old subscriptions useless). */
export function madeWithKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const used = subscription.options?.applicationServerKey;
  if (!used) return true;
  const bytes = new Uint8Array(used);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}
