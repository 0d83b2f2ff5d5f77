import type { StoryVenue } from '@lekker/core/contracts/stories';
import { ChevronLeft, ChevronRight, Pause, Play, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { recordStoryView } from '@/api/stories.ts';
import { useViewer } from '@/api/viewer.ts';
import { useT } from '@/lib/i18n/use-t.ts';
import { isLite } from '@/lib/lite-mode.ts';
import { markStoriesSeen } from '../seen-stories.ts';

/** How long one story shows before the next. */
export const STORY_SECONDS = 5;

type StoryViewerProps = { venues: StoryVenue[]; startAt: number; onClose(): void };

/**
 * Full-screen story viewer: progress bars for the venue's stories, tap the left or right half (or use the arrow
 * keys) to go back or on, auto-advance every 5 s (pausable), then the next venue; Escape or Close ends it. A story
 * with a dish links to it on the menu. Seen stories are remembered here; signed-in views count for the owner.
 */
export default function StoryViewer({ venues, startAt, onClose }: StoryViewerProps) {
  const [position, setPosition] = useState({ venue: startAt, story: 0 });
  const t = useT();
  // Lite mode: no story plays on by itself (docs/decisions/062-lite-mode.md); the customer taps Play.
  const [paused, setPaused] = useState(isLite);
  const [elapsed, setElapsed] = useState(0);
  const signedIn = Boolean(useViewer().data);
  const closeRef = useRef<HTMLButtonElement>(null);
  const venue = venues[position.venue];
  const story = venue?.stories[position.story];

  const next = useCallback(() => {
    setElapsed(0);
    const v = venues[position.venue];
    if (v && position.story + 1 < v.stories.length)
      setPosition({ venue: position.venue, story: position.story + 1 });
    else if (position.venue + 1 < venues.length) setPosition({ venue: position.venue + 1, story: 0 });
    else onClose();
  }, [venues, position, onClose]);

  const previous = useCallback(() => {
    setElapsed(0);
    if (position.story > 0) setPosition({ venue: position.venue, story: position.story - 1 });
    else if (position.venue > 0) setPosition({ venue: position.venue - 1, story: 0 });
  }, [position]);

  // Focus moves into the dialog and back to the strip when it closes.
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      before?.focus?.();
    };
  }, []);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous, onClose]);

  // Seen (this browser) and viewed (the owner's count) as soon as a story shows.
  const storyId = story?.id;
  useEffect(() => {
    if (!storyId) return;
    markStoriesSeen([storyId]);
    if (signedIn) void recordStoryView(storyId).catch(() => undefined);
  }, [storyId, signedIn]);

  // The timer restarts for each story; pausing keeps how far it got (elapsedRef) and resumes from there.
  const elapsedRef = useRef(0);
  elapsedRef.current = elapsed;
  useEffect(() => {
    if (paused || !storyId) return;
    const started = Date.now() - elapsedRef.current;
    const timer = window.setInterval(() => {
      const ms = Date.now() - started;
      if (ms >= STORY_SECONDS * 1000) next();
      else setElapsed(ms);
    }, 100);
    return () => window.clearInterval(timer);
  }, [paused, storyId, next]);

  if (!venue || !story) return null;
  const progress = Math.min(1, elapsed / (STORY_SECONDS * 1000));

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={t('stories.from', { name: venue.name })}
      className="fixed inset-0 z-50 flex flex-col bg-black text-white"
      data-testid="story-viewer"
    >
      <div className="flex gap-1 px-3 pt-3" aria-hidden="true">
        {venue.stories.map((s, i) => (
          <span key={s.id} className="h-1 flex-1 overflow-hidden rounded-full bg-white/40">
            <span
              className="block h-full bg-white"
              style={{ width: `${i < position.story ? 100 : i === position.story ? progress * 100 : 0}%` }}
            />
          </span>
        ))}
      </div>
      <div className="flex items-center justify-between gap-2 px-3 py-2">
        <p className="min-w-0 truncate font-semibold">
          {venue.name}
          <span className="sr-only">
            {t('stories.position', { position: position.story + 1, count: venue.stories.length })}
          </span>
        </p>
        <div className="flex items-center gap-1">
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="flex size-11 items-center justify-center rounded-full hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={t(paused ? 'stories.play' : 'stories.pause')}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </button>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            className="flex size-11 items-center justify-center rounded-full hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            aria-label={t('stories.close')}
          >
            <X aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="relative min-h-0 flex-1">
        <img
          src={story.image_url}
          alt={story.caption ?? t('stories.imageOf', { name: venue.name })}
          className="absolute inset-0 size-full object-contain"
          data-testid="story-image"
        />
        <button
          type="button"
          onClick={previous}
          className="absolute inset-y-0 left-0 flex w-1/3 items-center justify-start pl-2 opacity-0 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
          aria-label={t('stories.previous')}
        >
          <ChevronLeft aria-hidden="true" className="size-8" />
        </button>
        <button
          type="button"
          onClick={next}
          className="absolute inset-y-0 right-0 flex w-2/3 items-center justify-end pr-2 opacity-0 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-white"
          aria-label={t('stories.next')}
        >
          <ChevronRight aria-hidden="true" className="size-8" />
        </button>
      </div>
      <div className="space-y-3 px-4 pt-3 pb-6">
        {story.caption ? (
          <p className="text-base" data-testid="story-caption">
            {story.caption}
          </p>
        ) : null}
        {story.menu_item ? (
          <Link
            to={`/restaurant/${venue.restaurant_id}#item-${story.menu_item.id}`}
            onClick={onClose}
            className="flex h-12 items-center justify-center rounded-full bg-white px-5 font-semibold text-black focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('stories.order', { dish: story.menu_item.name })}
          </Link>
        ) : (
          <Link
            to={`/restaurant/${venue.restaurant_id}`}
            onClick={onClose}
            className="flex h-12 items-center justify-center rounded-full border border-white px-5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {t('stories.seeMenu')}
          </Link>
        )}
      </div>
    </div>
  );
}
