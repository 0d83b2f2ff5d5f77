// Web push in the browser tests. Chromium cannot reach a real push service here (no network, and Playwright's
// contexts are off the record, where pushManager.subscribe is refused), so:
//   - `stubPushService(context, device)` stands in for the browser's push service: pushManager.subscribe and
//     getSubscription answer with `device.subscription`, a device of the local push endpoint
//     (apps/server/src/test/push-endpoint.ts) with real keys, so what the server sends there is decrypted in the test;
//   - `deliverPush` hands a payload to a service worker over the DevTools protocol (ServiceWorker.deliverPushMessage),
//     exactly as a push service's message arrives, so the worker's own `push` handler runs;
//   - `notificationsOf` reads what the worker shows (registration.getNotifications()).
// The e2e server runs with PUSH_ALLOW_INSECURE_ENDPOINTS=true (e2e/server.mjs): the local endpoint is http.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { FakeDevice } from '../../apps/server/src/test/push-endpoint.ts';
import { apiPost, ORIGIN_HEADERS } from './auth.ts';

export type ShownNotification = { title: string; body: string; tag: string; url: string | undefined };

/** pushManager answers with `device` in every page of `context` (kept across reloads in sessionStorage). */
export async function stubPushService(context: BrowserContext, device: Pick<FakeDevice, 'subscription'>) {
  await context.addInitScript((subscription) => {
    const KEY = 'e2e-push-subscription';
    const make = (applicationServerKey: ArrayBuffer) => ({
      endpoint: subscription.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey },
      toJSON: () => subscription,
      unsubscribe: async () => {
        sessionStorage.removeItem(KEY);
        return true;
      },
    });
    const toB64 = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const fromB64 = (text: string) =>
      Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      sessionStorage.setItem(KEY, toB64(key));
      return make(key.buffer) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => {
      const key = sessionStorage.getItem(KEY);
      return key ? (make(fromB64(key)) as unknown as PushSubscription) : null;
    };
  }, device.subscription);
}

/** Subscribes `device` for whoever `target` is signed in as, as the switch would (POST /api/push/subscriptions). */
export async function subscribeViaApi(
  target: Page | APIRequestContext,
  device: Pick<FakeDevice, 'subscription'>,
) {
  const response = await apiPost(target, '/api/push/subscriptions', device.subscription);
  if (!response.ok())
    throw new Error(`push subscription refused: ${response.status()} ${await response.text()}`);
}

/** Forgets every push device of whoever `target` is signed in as (the demo accounts are shared by the specs). */
export async function forgetPushDevices(target: Page | APIRequestContext) {
  const request = 'request' in target ? target.request : target;
  const listed = await request.get('/api/push/subscriptions');
  const { devices } = (await listed.json()) as { devices: { endpoint: string }[] };
  for (const { endpoint } of devices) {
    const gone = await request.delete('/api/push/subscriptions', {
      data: { endpoint },
      headers: ORIGIN_HEADERS,
    });
    if (!gone.ok()) throw new Error(`forgetting a push device: ${gone.status()}`);
  }
}

/** The applicationServerKey the page subscribed with (base64url), as the stub recorded it. */
export function subscribedKey(page: Page): Promise<string | null> {
  return page.evaluate(() => sessionStorage.getItem('e2e-push-subscription'));
}

/** Delivers `payload` (JSON) to the service worker registered at `scope` (e.g. '/', '/driver') of `page`'s origin. */
export async function deliverPush(page: Page, scope: string, payload: unknown) {
  const origin = new URL(page.url()).origin;
  const cdp = await page.context().newCDPSession(page);
  try {
    const scopeUrl = new URL(scope, origin).href;
    const registrationId = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no service worker registered at ${scopeUrl}`)),
        10_000,
      );
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
        const found = event.registrations.find((r) => r.scopeURL === scopeUrl && !r.isDeleted);
        if (!found) return;
        clearTimeout(timer);
        resolve(found.registrationId);
      });
      // Enabling reports every registration there is.
      cdp.send('ServiceWorker.enable').catch(reject);
    });
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
  } finally {
    await cdp.detach();
  }
}

/**
 * What the worker's `notificationclick` handler does for the notification tagged `tag`. A notification cannot be
 * clicked in headless Chromium and only a real click lets a worker open or focus a window, so inside the worker the
 * two calls are recorded instead (clients.openWindow, WindowClient.focus) and the event is dispatched to the handler.
 */
export async function clickNotification(
  context: BrowserContext,
  workerScript: string,
  tag: string,
): Promise<{ opened: string | null; focused: string | null; closed: boolean }> {
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === workerScript);
  if (!worker) throw new Error(`no running service worker ${workerScript}`);
  return worker.evaluate(async (wanted) => {
    // The worker's globals (the e2e project compiles with the DOM library, which has no worker types).
    type WorkerNotification = { close(): void };
    type WindowClientLike = { url: string; focus(): Promise<unknown> };
    const scope = self as unknown as {
      registration: { getNotifications(filter: { tag: string }): Promise<WorkerNotification[]> };
      clients: { openWindow(url: string | URL): Promise<unknown> };
      dispatchEvent(event: Event): boolean;
      WindowClient: { prototype: WindowClientLike };
      NotificationEvent: new (type: string, init: { notification: WorkerNotification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: wanted });
    if (!notification) throw new Error(`no notification tagged ${wanted}`);
    const outcome = await new Promise<{ opened: string | null; focused: string | null }>(
      (resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error('the click handler neither opened nor focused')),
          5000,
        );
        scope.clients.openWindow = async (url: string | URL) => {
          clearTimeout(timer);
          resolve({ opened: String(url), focused: null });
          return null;
        };
        scope.WindowClient.prototype.focus = async function (this: WindowClientLike) {
          clearTimeout(timer);
          resolve({ opened: null, focused: this.url });
          return this;
        };
        scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
      },
    );
    const closed = (await scope.registration.getNotifications({ tag: wanted })).length === 0;
    return { ...outcome, closed };
  }, tag);
}

/**
 * Fires `pushsubscriptionchange` in the worker `workerScript` with `subscription` as the new one (Chromium never fires
 * it and has no constructor for its event: an ExtendableEvent carrying `newSubscription`, which is what the handler
 * reads).
 */
export async function replaceSubscription(
  context: BrowserContext,
  workerScript: string,
  subscription: FakeDevice['subscription'],
) {
  const worker = context.serviceWorkers().find((w) => new URL(w.url()).pathname === workerScript);
  if (!worker) throw new Error(`no running service worker ${workerScript}`);
  await worker.evaluate((json) => {
    const scope = self as unknown as {
      dispatchEvent(event: Event): boolean;
      ExtendableEvent: new (type: string) => Event;
    };
    const event = new scope.ExtendableEvent('pushsubscriptionchange');
    Object.defineProperty(event, 'newSubscription', { value: { toJSON: () => json } });
    scope.dispatchEvent(event);
  }, subscription);
}

/** The notifications the worker at `scope` shows now. */
export function notificationsOf(page: Page, scope: string): Promise<ShownNotification[]> {
  return page.evaluate(async (at) => {
    const registration = await navigator.serviceWorker.getRegistration(at);
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data?.url }));
  }, scope);
}
