import { useEffect, useState } from 'react';

/**
 * Parts of a page rendered one per main-thread task, in the order they asked, after the commit that put the rest
 * on screen (docs/decisions/039-early-requests.md). A page of 30 cards and their ads rendered in one commit was a
 * 300 ms task on Lighthouse's phone: taps and the browser's own painting wait for all of it. A card's first render
 * is 5–10 ms on a desktop core (20–40 ms on Lighthouse's phone), so one per task keeps every task under the 50 ms a
 * task may take before it blocks; the waiting parts keep their room (the caller's placeholder), so nothing moves.
 */
export const REVEALED_PER_TASK = 1;

const waiting: Array<() => void> = [];
let scheduled = false;

function revealSome() {
  scheduled = false;
  for (let i = 0; i < REVEALED_PER_TASK && waiting.length > 0; i++) waiting.shift()?.();
  if (waiting.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // A task of its own (not a microtask): the browser may paint and handle input between two slices.
  setTimeout(revealSome, 0);
}

/**
 * False until this part's turn comes when `deferred`; true at once otherwise. Once true it stays true (a part that
 * was revealed is never hidden again).
 */
export function useRevealed(deferred: boolean): boolean {
  const [revealed, setRevealed] = useState(!deferred);
  useEffect(() => {
    if (revealed) return;
    const reveal = () => setRevealed(true);
    waiting.push(reveal);
    schedule();
    return () => {
      const at = waiting.indexOf(reveal);
      if (at >= 0) waiting.splice(at, 1);
    };
  }, [revealed]);
  return revealed || !deferred;
}
