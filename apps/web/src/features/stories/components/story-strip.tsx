import type { StoryVenue } from '@lekker/core/contracts/stories';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { nearbyStoriesQueryOptions } from '@/api/stories.ts';
import { withBundles } from '@/lib/i18n/bundles.ts';
import { useLite } from '@/lib/lite-mode.ts';
import { cn } from '@/lib/utils.ts';
import { useSeenStories } from '../seen-stories.ts';

// The full-screen viewer loads only when someone opens a story, with its texts: the home page carries just this strip.
const StoryViewer = lazy(() => withBundles(import('./story-viewer.tsx'), ['customer']));

export type StoryStripProps = { location: { latitude: number; longitude: number } | null };

/** Rounded to ~1 km so small GPS jitter does not refetch. */
const round = (n: number) => Math.round(n * 100) / 100;

/**
 * Stories of venues near the customer (docs/product.md#restaurant-social): a row of round venue buttons, ringed while
 * one of their stories is unseen. Nothing shows without a location, while loading, on failure or when there are none.
 */
export function StoryStrip({ location }: StoryStripProps) {
  const query = useQuery({
    ...nearbyStoriesQueryOptions(round(location?.latitude ?? 0), round(location?.longitude ?? 0)),
    enabled: location !== null,
  });
  const seen = useSeenStories();
  // Lite mode: the venue's initial instead of its logo (docs/decisions/062-lite-mode.md).
  const lite = useLite();
  const [open, setOpen] = useState<number | null>(null);
  const venues = query.data ?? [];
  if (!location || venues.length === 0) return null;

  const unseen = (v: StoryVenue) => v.stories.some((s) => !seen.has(s.id));
  return (
    <section aria-label="Stories from restaurants near you" className="-mx-4 px-4">
      <ul className="scrollbar-none flex gap-4 overflow-x-auto py-1">
        {venues.map((venue, index) => {
          const fresh = unseen(venue);
          return (
            <li key={venue.restaurant_id} className="shrink-0">
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="flex w-18 flex-col items-center gap-1 rounded-lg text-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
                aria-label={`${venue.name}: ${venue.stories.length} ${venue.stories.length === 1 ? 'story' : 'stories'}${fresh ? ', new' : ''}`}
                data-testid="story-venue"
                data-unseen={fresh ? 'true' : 'false'}
              >
                <span
                  className={cn(
                    'flex size-16 items-center justify-center rounded-full p-0.5',
                    fresh ? 'bg-gradient-to-tr from-amber-400 via-primary to-rose-600' : 'bg-border',
                  )}
                >
                  <span className="flex size-full items-center justify-center overflow-hidden rounded-full border-2 border-card bg-muted text-lg font-bold">
                    {venue.logo_url && !lite ? (
                      <img src={venue.logo_url} alt="" className="size-full object-cover" loading="lazy" />
                    ) : (
                      venue.name.charAt(0)
                    )}
                  </span>
                </span>
                <span className="w-full truncate text-center">{venue.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <StoryViewer venues={venues} startAt={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
