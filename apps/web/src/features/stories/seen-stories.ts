// Which stories this browser has opened: the strip draws a ring around venues with unseen ones. Kept in
// localStorage (works for visitors too); stories live 24 hours, so only the newest ids are kept.
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { createLocalStore } from '@/lib/local-store.ts';

const MAX_KEPT = 300;
const EVENT = 'lekker:stories-seen';

export const seenStories = createLocalStore('lekker.stories.seen', z.array(z.string().max(64)).max(1000), {
  event: EVENT,
});

function subscribe(onChange: () => void) {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Adds ids to the seen list (newest kept last, at most MAX_KEPT). */
export function markStoriesSeen(ids: string[]) {
  const current = seenStories.read() ?? [];
  const next = [...current.filter((id) => !ids.includes(id)), ...ids].slice(-MAX_KEPT);
  seenStories.write(next);
}

/** The seen ids, following writes from this tab and others. */
export function useSeenStories(): ReadonlySet<string> {
  const raw = useSyncExternalStore(subscribe, seenStories.readRaw, () => null);
  const parse = useCallback((text: string | null) => new Set(seenStories.parse(text) ?? []), []);
  return parse(raw);
}
