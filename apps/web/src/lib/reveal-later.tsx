import type { ReactNode } from 'react';
import { useRevealed } from './use-revealed.ts';

type RevealLaterProps = {
  children: ReactNode;
  /** Shown until the turn comes (default nothing): a placeholder that keeps the part's room. */
  placeholder?: ReactNode;
};

/**
 * Renders its children a main-thread task after the commit that mounted it (`useRevealed`), so a part below the
 * first screen does not lengthen the task that draws the rest. Only this component renders again when its turn comes:
 * the parent's own render (and every sibling) is not repeated.
 */
export function RevealLater({ children, placeholder = null }: RevealLaterProps) {
  return useRevealed(true) ? children : placeholder;
}
