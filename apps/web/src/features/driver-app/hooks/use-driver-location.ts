// React binding of the driver's location controller. One controller per page load, so moving between the driver's
// screens (jobs, earnings) never stops a shift's tracking.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sendDriverLocation } from '@/api/drivers.ts';
import { toast } from '@/lib/toast.ts';
import { sendLocationOverRealtime } from '@/lib/use-realtime.ts';
import {
  createDriverLocationController,
  type DriverGeolocation,
  type DriverLocationController,
  type DriverPermissions,
  initialDriverLocationState,
  lastSentText,
} from '../driver-location-controller.ts';

let controller: DriverLocationController | null = null;
/** Settles once the page's controller has read the permission (granted / denied / prompt). */
let permissionRead: Promise<void> = Promise.resolve();

function browserController(): DriverLocationController {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const created = createDriverLocationController({
    geolocation: (nav && 'geolocation' in nav ? nav.geolocation : undefined) as DriverGeolocation | undefined,
    permissions: (nav && 'permissions' in nav ? nav.permissions : undefined) as DriverPermissions | undefined,
    send: (location) => sendDriverLocation(location).then(() => undefined),
    // The signed-in socket when connected (decision 037); the POST above otherwise.
    sendOverSocket: sendLocationOverRealtime,
    notify: ({ title, description }) => toast.error(title, { description }),
    network: {
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      onOnline(callback) {
        window.addEventListener('online', callback);
        return () => window.removeEventListener('online', callback);
      },
    },
  });
  permissionRead = created.init();
  return created;
}

export function getDriverLocationController(): DriverLocationController {
  controller ??= browserController();
  return controller;
}

/** Tests: replace (or forget) the page's controller (a replacement reads its permission itself). */
export function resetDriverLocationController(next: DriverLocationController | null = null): void {
  controller?.dispose();
  controller = next;
  permissionRead = next ? next.init() : Promise.resolve();
}

/**
 * A driver online on the server whose page is not sharing (reloaded, a new tab): starts sharing again without a
 * prompt when the browser already allows it. False when it did not start (permission to ask, denied, no fix), so
 * the screen offers the one button instead (docs/decisions/051-driver-screens-follow-their-job.md).
 */
export async function resumeSharingIfAllowed(): Promise<boolean> {
  const ctl = getDriverLocationController();
  await permissionRead;
  const state = ctl.getState();
  if (state.tracking) return true;
  if (state.permission !== 'granted') return false;
  return ctl.startTracking();
}

/** The driver's location state plus the controls, re-rendered every second for "last sent N s ago". */
export function useDriverLocation() {
  const ctl = getDriverLocationController();
  const state = useSyncExternalStore(ctl.subscribe, ctl.getState, () => initialDriverLocationState);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!state.tracking) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [state.tracking]);
  return {
    ...state,
    lastSent: lastSentText(state.lastSentAt, Math.max(now, state.lastSentAt ?? 0)),
    startTracking: ctl.startTracking,
    stopTracking: ctl.stopTracking,
    requestPermission: ctl.requestPermission,
  };
}
