import { type ReactNode, useLayoutEffect, useState } from 'react';
import { useRevealed } from '@/lib/use-revealed.ts';

// index.html's static shell (#app-shell, docs/decisions/039-early-requests.md) covers the first screen until the app
// puts the first page there: it is removed in that commit, never earlier (a blank screen) or later (both on screen).

const SHELL_ID = 'app-shell';
/** The longest the shell may stay once the app has rendered, whatever happens to the page that holds it. */
export const SHELL_HOLD_LIMIT_MS = 2_000;
let held = false;

function removeShell() {
  document.getElementById(SHELL_ID)?.remove();
}

/**
 * At the app's root: removes the shell in the app's first commit, unless a layout shows its page a task later (then
 * at most SHELL_HOLD_LIMIT_MS later).
 */
export function RemoveStaticShell() {
  useLayoutEffect(() => {
    if (!held) {
      removeShell();
      return;
    }
    // The page that holds it removes it; should that never happen, the shell must not keep covering the app.
    const timer = setTimeout(removeShell, SHELL_HOLD_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

function RemoveShellNow() {
  useLayoutEffect(removeShell, []);
  return null;
}

/**
 * The page of a layout the static shell mirrors (the customer pages). On the app's first render, while the shell is
 * still on screen, the layout (header, navigation) renders in one task and the page in the next — two shorter tasks
 * instead of one long one on a phone — and the shell goes in the page's commit. Afterwards the page renders at once.
 */
export function ShellFirstPage({ children }: { children: ReactNode }) {
  const [deferred] = useState(() => {
    if (held || typeof document === 'undefined' || !document.getElementById(SHELL_ID)) return false;
    held = true;
    return true;
  });
  const shown = useRevealed(deferred);
  // Unmounted before its page showed (a redirect, an error above it): the shell goes with it.
  useLayoutEffect(() => (deferred ? removeShell : undefined), [deferred]);
  if (!shown) return null;
  return (
    <>
      {deferred ? <RemoveShellNow /> : null}
      {children}
    </>
  );
}

/** Tests: forget that a page holds the shell. */
export function resetStaticShell(): void {
  held = false;
}
