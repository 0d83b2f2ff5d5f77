// Which stories this browser has opened: the strip draws a ring around venues with unseen ones. Kept in
// localStorage (works for visitors too); stories live 24 hours, so only the newest ids are kept.
import { useCallback, useSyncExternalStore } from 'react';
import { createLocalStore, guard } from '@/lib/local-store.ts';

const MAX_KEPT = 300;
const EVENT = 'lekker:stories-seen';

/** At most 1,000 ids of at most 64 characters; anything else reads as none. */
function toSeenIds(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > 1000) return null;
  return value.every((id) => typeof id === 'string' && id.length <= 64) ? (value as string[]) : null;
}

export const seenStories = createLocalStore('lekker.stories.seen', guard(toSeenIds), {
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
