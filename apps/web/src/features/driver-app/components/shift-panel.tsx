import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MapPin, Power } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { type DriverShift, setShift } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import type { DriverLocationState } from '../driver-location-controller.ts';
import { resumeSharingIfAllowed, useDriverLocation } from '../hooks/use-driver-location.ts';
import { unlockOfferSound } from '../offer-sound.ts';

/** What the badge says: whether this screen is sharing the position, never only whether it may. */
export function sharingText(location: Pick<DriverLocationState, 'permission' | 'tracking'>): string {
  if (location.tracking) return 'Location active';
  if (location.permission === 'requesting') return 'Getting location…';
  if (location.permission === 'denied') return 'Location denied';
  return 'Location not shared';
}

/** The big online/offline switch, and what the app knows about the driver's location. */
export function ShiftPanel({ shift }: { shift: DriverShift }) {
  const queryClient = useQueryClient();
  const location = useDriverLocation();
  const online = shift.online;

  const toggle = useMutation({
    mutationFn: async (next: boolean) => {
      if (next) {
        unlockOfferSound();
        // Location first: without a position the server would give no offers anyway.
        if (!(await location.startTracking())) return null;
      } else {
        location.stopTracking();
      }
      return setShift(next);
    },
    onSuccess: (saved) => {
      if (!saved) return;
      queryClient.setQueryData(queryKeys.driver.shift, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers });
    },
    onError: (error, next) => {
      // Not online on the server: do not keep sharing the position as if on shift.
      if (next) location.stopTracking();
      toast.error('Could not change your shift', { description: (error as Error).message });
    },
  });

  // Online on the server but this page is not sharing (reloaded, a new tab): resume by itself when the browser
  // already allows it; otherwise (or if that fails) the screen says sharing is off, with the one button.
  const resumeTried = useRef(false);
  const [resuming, setResuming] = useState(online);
  useEffect(() => {
    if (!online || resumeTried.current) return;
    resumeTried.current = true;
    setResuming(true);
    void resumeSharingIfAllowed().finally(() => setResuming(false));
  }, [online]);
  const needsResume = online && !location.tracking && !resuming && location.permission !== 'requesting';

  return (
    <section
      aria-labelledby="shift-title"
      className="space-y-3 rounded-2xl border-2 border-foreground bg-card p-4"
    >
      <div className="flex items-center justify-between gap-3">
        <div>
          <h2 id="shift-title" className="text-xl font-extrabold">
            {online ? "You're online" : "You're offline"}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="shift-summary">
            {!online
              ? 'Go online to get delivery jobs near you.'
              : location.tracking
                ? 'Jobs within 20 km come to you.'
                : 'No jobs come to you until your location is shared.'}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={online}
          aria-label="Online for deliveries"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate(!online)}
          className={cn(
            'flex min-h-14 min-w-32 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full px-5 text-lg font-extrabold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
            online ? 'bg-success text-success-foreground' : 'bg-foreground text-background',
          )}
        >
          <Power aria-hidden="true" className="size-5" />
          {toggle.isPending ? 'Wait…' : online ? 'Online' : 'Go online'}
        </button>
      </div>

      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm" aria-live="polite">
        <span className="flex items-center gap-1 font-semibold" data-testid="location-permission">
          <MapPin aria-hidden="true" className="size-4" />
          {sharingText(location)}
        </span>
        {location.tracking ? <span data-testid="location-last-sent">{location.lastSent}</span> : null}
        {location.buffered ? <span className="font-semibold">Waiting for a connection to send</span> : null}
      </div>

      {location.error ? (
        <Alert variant="destructive" role="alert">
          {location.error}
        </Alert>
      ) : null}

      {needsResume ? (
        <Alert variant="warning" role="status" className="flex flex-wrap items-center justify-between gap-2">
          <span>Location sharing is off, so no jobs come to you.</span>
          <button
            type="button"
            className="min-h-12 rounded-full bg-foreground px-4 font-bold text-background"
            onClick={() => {
              unlockOfferSound();
              void location.startTracking();
            }}
          >
            Share location
          </button>
        </Alert>
      ) : online && !shift.position_fresh && location.lastSentAt === null ? (
        <p className="text-sm text-muted-foreground">
          Offers appear once the server has a position from the last 2 minutes.
        </p>
      ) : null}
    </section>
  );
}
