// Start-up helpers for src/main.tsx (docs/decisions/039-early-requests.md).

type RouterLike = {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
};

/** Resolves once the router has the first page's lazy modules (and loaders) — at once when it already has them. */
export function routerReady(router: RouterLike): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Ends the current task so the browser can paint or handle input before the next piece of start-up work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Resolves once what the early script drew into the static shell (the first Top Picks) is on screen — at once when it
 * drew nothing (yet): the first render never waits for the list's answer, only for a drawing already under way
 * (at most SHELL_PAINT_WAIT_MS, src/early/early-requests.ts).
 */
export function shellShown(win: { __lekkerShellPaint?: Promise<void> } = window): Promise<void> {
  return win.__lekkerShellPaint ?? Promise.resolve();
}
