// The job feed: fetched once, then kept live by the server's pushes on the driver's own room. A taken job leaves
// the list the moment the push arrives (before the refetch), and a new one plays the chime.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type DriverJobOffers, offersQuery } from '@/api/drivers.ts';
import { queryKeys } from '@/api/query-keys.ts';
import { useRealtimeEvent } from '@/lib/use-realtime.ts';
import { playOfferSound } from '../offer-sound.ts';

export function useOfferFeed(enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery(offersQuery(enabled));

  useRealtimeEvent((event) => {
    if (event.type === 'offers.changed') {
      if (event.order_id && (event.reason === 'taken' || event.reason === 'gone')) {
        queryClient.setQueryData<DriverJobOffers>(queryKeys.driver.offers, (old) =>
          old ? { ...old, offers: old.offers.filter((o) => o.order_id !== event.order_id) } : old,
        );
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.driver.offers });
    }
    // Changes to the job in hand are followed by useActiveJobLive, mounted with the whole driver app.
  });

  // Chime when an offer appears that this screen has not shown before (not for the first load).
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    const offers = query.data?.offers;
    if (!offers) return;
    if (seen.current === null) {
      seen.current = new Set(offers.map((o) => o.order_id));
      return;
    }
    let fresh = false;
    for (const offer of offers) {
      if (!seen.current.has(offer.order_id)) {
        seen.current.add(offer.order_id);
        fresh = true;
      }
    }
    if (fresh) playOfferSound();
  }, [query.data]);

  return query;
}
