// The restaurant portal's selected venue. An owner may run several venues; every portal page works on the one chosen
// in the portal header. The choice lives in the URL (`?venue=<id>`, so a link or a reload keeps it and two tabs may
// show two venues) and the last choice is remembered in localStorage for the next visit; default: the first venue.
import type { MyVenue } from '@lekker/core/contracts/portal';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { myVenuesQueryOptions } from '@/api/restaurant-portal.ts';
import { createLocalStore } from './local-store.ts';

export type PortalVenue = MyVenue;

export const VENUE_PARAM = 'venue';

/**
 * The last venue chosen, as JSON (`"<id>"`); entries from before it was JSON hold the bare id and still read. Storage
 * that is blocked or full only loses the memory: the URL still carries the choice.
 */
export const rememberedVenue = createLocalStore('lekker.portal.venue', z.string().min(1).max(100), {
  legacy: (raw) => raw,
});

/** The venue to show: the URL's if the caller belongs to it, else the remembered one, else the first. */
export function pickVenue(
  venues: readonly PortalVenue[],
  fromUrl: string | null,
  remembered: string | null,
): PortalVenue | null {
  return venues.find((v) => v.id === fromUrl) ?? venues.find((v) => v.id === remembered) ?? venues[0] ?? null;
}

/** `path` with the selected venue in its query, so portal links keep the choice. */
export function withVenue(path: string, venueId: string | null | undefined): string {
  if (!venueId) return path;
  const [base, query = ''] = path.split('?') as [string, string?];
  const params = new URLSearchParams(query);
  params.set(VENUE_PARAM, venueId);
  return `${base}?${params.toString()}`;
}

export type PortalVenueState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; error: Error; retry(): void }
  | { status: 'empty' }
  | {
      status: 'ready';
      venue: PortalVenue;
      venues: PortalVenue[];
      setVenueId(id: string): void;
    };

const PortalVenueContext = createContext<PortalVenueState | null>(null);

type PortalVenueProviderProps = {
  /** Load the venues (default true); mount it only for a signed-in restaurant account. */
  enabled?: boolean;
  children: ReactNode;
};

export function PortalVenueProvider({ enabled = true, children }: PortalVenueProviderProps) {
  const [params, setParams] = useSearchParams();
  const query = useQuery({ ...myVenuesQueryOptions(), enabled });
  const fromUrl = params.get(VENUE_PARAM);
  const venues = query.data;
  const venue = useMemo(
    () => (venues ? pickVenue(venues, fromUrl, rememberedVenue.read()) : null),
    [venues, fromUrl],
  );

  const setVenueId = useCallback(
    (id: string) => {
      rememberedVenue.write(id);
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VENUE_PARAM, id);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  // Keep the URL and the memory in step with what is shown (a missing or foreign ?venue= is replaced).
  useEffect(() => {
    if (!venue) return;
    rememberedVenue.write(venue.id);
    if (fromUrl !== venue.id)
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(VENUE_PARAM, venue.id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
  }, [venue, fromUrl, setParams]);

  const { refetch } = query;
  const state = useMemo<PortalVenueState>(() => {
    if (!enabled) return { status: 'idle' };
    if (query.isPending) return { status: 'loading' };
    if (query.isError) return { status: 'error', error: query.error, retry: () => void refetch() };
    if (!venue || !venues) return { status: 'empty' };
    return { status: 'ready', venue, venues, setVenueId };
  }, [enabled, query.isPending, query.isError, query.error, refetch, venue, venues, setVenueId]);

  return <PortalVenueContext.Provider value={state}>{children}</PortalVenueContext.Provider>;
}

/** The provider's whole state (the header and the page gate read it; pages use usePortalVenue). */
export function usePortalVenueState(): PortalVenueState {
  return useContext(PortalVenueContext) ?? { status: 'idle' };
}

/**
 * The selected venue, its siblings and the switch. Portal pages render only once a venue is selected (the portal
 * layout shows loading, error and "no venue" states itself), so `venue` is always set here.
 */
export function usePortalVenue(): {
  venue: PortalVenue;
  venues: PortalVenue[];
  setVenueId(id: string): void;
} {
  const state = useContext(PortalVenueContext);
  if (state?.status !== 'ready')
    throw new Error('usePortalVenue() needs a selected venue: render the page inside the portal layout.');
  return state;
}

/** A portal path with the selected venue kept in its query (`/restaurant/portal/orders?venue=…`). */
export function usePortalHref(): (path: string) => string {
  const state = useContext(PortalVenueContext);
  const id = state?.status === 'ready' ? state.venue.id : null;
  return useCallback((path: string) => withVenue(path, id), [id]);
}

/** Tests and stories: a fixed selected venue without fetching. */
export function StaticPortalVenueProvider({
  venue,
  venues = [venue],
  setVenueId = () => {},
  children,
}: {
  venue: PortalVenue;
  venues?: PortalVenue[];
  setVenueId?: (id: string) => void;
  children: ReactNode;
}) {
  const value = useMemo<PortalVenueState>(
    () => ({ status: 'ready', venue, venues, setVenueId }),
    [venue, venues, setVenueId],
  );
  return <PortalVenueContext.Provider value={value}>{children}</PortalVenueContext.Provider>;
}
