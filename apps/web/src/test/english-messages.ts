import type { Messages } from '@lingui/core';
import en from '@/lib/i18n/catalogues/en-ZA.json';

const bundles = import.meta.glob<{ default: Messages }>('../lib/i18n/catalogues/*/en-ZA.json', {
  eager: true,
});

/**
 * Every English message, compiled: the shell's catalogue and every area's bundle. Tests render components without the
 * router that would fetch an area's bundle first, so the setup loads them all (docs/decisions/061-i18n-library-and-locale.md#bundles).
 */
export const ENGLISH_MESSAGES: Messages = Object.assign(
  {},
  en as unknown as Messages,
  ...Object.values(bundles).map((module) => module.default),
);
