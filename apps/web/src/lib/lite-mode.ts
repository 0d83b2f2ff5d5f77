import { LITE_ATTRIBUTE, LITE_COOKIE } from '@lekker/core/lite-mode';
import { useSyncExternalStore } from 'react';

/**
 * Lite mode, the data-saver (docs/decisions/062-lite-mode.md). The server marks the page (`<html data-lite>`) from the
 * customer's cookie or the browser's `Save-Data: on`; the switch changes the mark and the cookie together.
 */
const listeners = new Set<() => void>();

export function isLite(): boolean {
  return typeof document !== 'undefined' && document.documentElement.hasAttribute(LITE_ATTRIBUTE);
}

/** Turns lite mode on or off for this browser (a year): what is on screen follows at once. */
export function setLite(on: boolean): void {
  document.documentElement.toggleAttribute(LITE_ATTRIBUTE, on);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers we serve (Safari before 18.4)
  document.cookie = `${LITE_COOKIE}=${on ? '1' : '0'}; path=/; max-age=31536000; samesite=lax`;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLite(): boolean {
  return useSyncExternalStore(subscribe, isLite, () => false);
}

/** How many restaurants a further page of the list brings in lite mode (the full mode's is the server's 30). */
export const LITE_PAGE_SIZE = 10;
