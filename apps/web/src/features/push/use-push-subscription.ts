// This browser's web push for the signed-in person: whether it is on, and turning it on (permission, the worker,
// pushManager.subscribe with the server's VAPID key, POST) or off (DELETE, unsubscribe). Every failure is a sentence.
import type { PushSubscriptionBody } from '@lekker/core/contracts/push';
import { useCallback, useEffect, useState } from 'react';
import { deletePushSubscription, getVapidPublicKey, savePushSubscription } from '@/api/push.ts';
import { ApiError } from '@/lib/api-client.ts';
import {
  activeRegistration,
  existingRegistration,
  keyBytes,
  madeWithKey,
  type PushArea,
  pushUnsupportedReason,
} from './push-worker.ts';

/** checking: reading this browser's state; unsupported / denied: cannot be turned on here (see `reason`). */
export type PushStatus = 'checking' | 'unsupported' | 'denied' | 'off' | 'on';

export const PUSH_TEXTS = {
  denied:
    'Notifications are blocked for this site. Allow them in your browser’s site settings (the icon beside the address), then try again.',
  dismissed: 'Notifications stay off: choose Allow when the browser asks.',
  pushService: 'This browser’s push service did not answer. Check your connection and try again.',
  failed: 'Notifications could not be changed. Please try again.',
} as const;

export type PushSubscriptionState = {
  status: PushStatus;
  /** Why it cannot be on (unsupported, denied), or why the last change failed. */
  reason: string | null;
  busy: boolean;
  turnOn(): Promise<boolean>;
  turnOff(): Promise<boolean>;
};

function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new Error(PUSH_TEXTS.pushService);
  return { endpoint: json.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh, auth } };
}

function failureText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  // pushManager.subscribe: AbortError / InvalidStateError when the push service cannot be reached.
  if (error instanceof DOMException) return PUSH_TEXTS.pushService;
  return error instanceof Error && Object.values(PUSH_TEXTS).includes(error.message as never)
    ? error.message
    : PUSH_TEXTS.failed;
}

export function usePushSubscription(area: PushArea): PushSubscriptionState {
  const unsupported = pushUnsupportedReason();
  const [status, setStatus] = useState<PushStatus>(unsupported ? 'unsupported' : 'checking');
  const [reason, setReason] = useState<string | null>(unsupported);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (unsupported) return;
    let live = true;
    const read = async () => {
      if (Notification.permission === 'denied') {
        setStatus('denied');
        setReason(PUSH_TEXTS.denied);
        return;
      }
      const registration = await existingRegistration(area);
      let subscription = await registration?.pushManager.getSubscription();
      if (!live) return;
      const on = Boolean(registration && subscription) && Notification.permission === 'granted';
      setStatus(on ? 'on' : 'off');
      if (!on || !registration || !subscription) return;
      // Made with a key the server no longer has (the pair was rotated): subscribe again with the current one.
      const key = keyBytes(await getVapidPublicKey());
      if (!madeWithKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: key,
        });
      }
      // This device's pushes go to whoever is signed in on it now (the server moves the endpoint).
      await savePushSubscription(subscriptionBody(subscription));
    };
    // A failed re-send leaves the switch as the browser says; the next visit sends it again.
    read().catch(() => undefined);
    return () => {
      live = false;
    };
  }, [area, unsupported]);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setReason(null);
    try {
      const permission = await Notification.requestPermission();
      if (permission === 'denied') {
        setStatus('denied');
        setReason(PUSH_TEXTS.denied);
        return false;
      }
      if (permission !== 'granted') {
        setReason(PUSH_TEXTS.dismissed);
        return false;
      }
      const [key, registration] = await Promise.all([
        getVapidPublicKey().then(keyBytes),
        activeRegistration(area),
      ]);
      let subscription = await registration.pushManager.getSubscription();
      if (subscription && !madeWithKey(subscription, key)) {
        await subscription.unsubscribe();
        subscription = null;
      }
      subscription ??= await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await savePushSubscription(subscriptionBody(subscription));
      setStatus('on');
      return true;
    } catch (error) {
      setReason(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }, [area]);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setReason(null);
    try {
      const registration = await existingRegistration(area);
      const subscription = await registration?.pushManager.getSubscription();
      if (subscription) {
        await deletePushSubscription(subscription.endpoint);
        await subscription.unsubscribe();
      }
      setStatus('off');
      return true;
    } catch (error) {
      setReason(failureText(error));
      return false;
    } finally {
      setBusy(false);
    }
  }, [area]);

  return { status, reason, busy, turnOn, turnOff };
}
