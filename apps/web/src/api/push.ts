// Web push: the server's VAPID key, and this browser's subscription stored or forgotten for the signed-in person.
import type { PushSubscriptionBody } from '@lekker/core/contracts/push';
import { api, body } from './client.ts';

/** GET /api/push/vapid-public-key: what pushManager.subscribe needs as its applicationServerKey. */
export async function getVapidPublicKey(): Promise<string> {
  return (await body(api.GET('/push/vapid-public-key'))).public_key;
}

/** POST /api/push/subscriptions: `subscription.toJSON()` as the browser gives it. */
export function savePushSubscription(subscription: PushSubscriptionBody) {
  return body(api.POST('/push/subscriptions', { body: subscription }));
}

/** DELETE /api/push/subscriptions: this browser's endpoint, when it is the caller's. */
export function deletePushSubscription(endpoint: string) {
  return body(api.DELETE('/push/subscriptions', { body: { endpoint } }));
}

/** POST /api/push/test: a test notification to every device of the caller. */
export function sendTestPush() {
  return body(api.POST('/push/test'));
}

/**
 * Stops this browser's pushes for whoever is signed in (sign-out: a shared phone or laptop must not keep showing the
 * last person's orders). Best effort: whatever fails, signing out goes on.
 */
export async function forgetThisBrowsersPush(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    for (const registration of registrations) {
      const subscription = await registration.pushManager?.getSubscription();
      if (!subscription) continue;
      await deletePushSubscription(subscription.endpoint).catch(() => undefined);
      await subscription.unsubscribe().catch(() => undefined);
    }
  } catch {
    // No service workers here (private mode, an old browser): nothing to forget.
  }
}
