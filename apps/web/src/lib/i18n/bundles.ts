import type { Locale } from '@lekker/core/locales';
import type { Messages } from '@lingui/core';
import { i18n, wantedLocale } from './i18n.ts';

/**
 * The areas' message bundles (docs/decisions/061-i18n-library-and-locale.md#bundles). The shell's catalogue
 * (catalogues/<locale>.json) holds the texts of the shell and the home page, and is in the first load in English; every
 * other text lives in the bundle of the area that shows it, a file per language (catalogues/<bundle>/<locale>.json),
 * fetched with the area's first page, beside its code. `common` holds what several areas show (sign-in, form texts).
 */
export const BUNDLES = ['common', 'customer', 'partner', 'driver', 'admin'] as const;
export type Bundle = (typeof BUNDLES)[number];

const loaders = import.meta.glob<{ default: Messages }>('./catalogues/*/*.json');
const visited = new Set<Bundle>();
const loaded = new Set<string>();

async function loadFile(bundle: Bundle, locale: Locale): Promise<void> {
  const path = `./catalogues/${bundle}/${locale}.json`;
  const load = loaders[path];
  if (!load || loaded.has(path)) return;
  // The contracts' sentences come with the common bundle (their translations are in it): ./contract-texts.ts.
  const [{ default: messages }] = await Promise.all([
    load(),
    bundle === 'common' ? import('./contract-texts.ts') : undefined,
  ]);
  i18n.load(locale, messages);
  loaded.add(path);
}

/** Fetches the bundles an area's page needs, in the language shown (or being switched to), before the page renders. */
export async function loadBundles(bundles: readonly Bundle[]): Promise<void> {
  for (const bundle of bundles) visited.add(bundle);
  const locale = wantedLocale();
  await Promise.all(bundles.map((bundle) => loadFile(bundle, locale)));
  // The language changed while these were on their way: the new one's files are fetched by its switch, or here.
  const now = wantedLocale();
  if (now !== locale) await Promise.all(bundles.map((bundle) => loadFile(bundle, now)));
}

/**
 * A lazy chunk of a page that speaks from the shell's catalogue (home) with texts in a bundle: the chunk and the
 * bundle fetched together, so it never renders its ids.
 */
export function withBundles<M>(code: Promise<M>, bundles: readonly Bundle[]): Promise<M> {
  return Promise.all([code, loadBundles(bundles)]).then(([module]) => module);
}

/** A language switch: the bundles of every area visited so far, in the new language. */
export function loadVisitedBundles(locale: Locale): Promise<void> {
  return Promise.all([...visited].map((bundle) => loadFile(bundle, locale))).then(() => undefined);
}
