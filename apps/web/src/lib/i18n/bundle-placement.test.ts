import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOTE } from '../../../lingui-catalogues.ts';
import { BUNDLES, type Bundle } from './bundles.ts';

// docs/decisions/061-i18n-library-and-locale.md#bundles: a text shows only where its bundle is loaded. The router
// loads a page's area bundle and `common`; the shell's catalogue is always there. So a file of one area may use the
// shell's keys, `common`'s and its area's; a file several areas share (components, lib, auth, applications…) only
// the shell's and `common`'s; what the first screen shows (home, the customer layout, the shell) only the shell's.
const src = join(import.meta.dirname, '..', '..');
const catalogues = join(import.meta.dirname, 'catalogues');

/** What the first screen shows before any bundle is fetched: the home page, not found, the customer layout, the shell. */
const SHELL_PATHS =
  /^(features\/home\/|app\/routes\/(home|not-found)\.tsx$|app\/layouts\/customer-layout\.tsx$|components\/layout\/)/;

const AREA_PATHS: Record<Exclude<Bundle, 'common'>, RegExp> = {
  admin: /^(features\/admin-console|app\/routes\/admin)\//,
  driver: /^(features\/driver-app|app\/routes\/driver)\//,
  partner:
    /^(features\/restaurant-[a-z-]+\/|app\/routes\/(portal|restaurant)\/|app\/layouts\/portal-[a-z-]+\.tsx$)/,
  customer:
    /^(features\/(cart|checkout|custom-delivery|location|menu|orders|profile|restaurants|reviews|search|stories)\/|app\/routes\/[a-z-]+\.tsx$)/,
};

function areaOf(file: string): Bundle | 'shell' {
  if (SHELL_PATHS.test(file)) return 'shell';
  for (const [area, pattern] of Object.entries(AREA_PATHS)) if (pattern.test(file)) return area as Bundle;
  return 'common';
}

const keysOf = (path: string) =>
  Object.keys(JSON.parse(readFileSync(path, 'utf8')) as object).filter((k) => !CATALOGUE_NOTE.test(k));
const home = new Map<string, 'shell' | Bundle>();
for (const key of keysOf(join(catalogues, 'en-ZA.json'))) home.set(key, 'shell');
for (const bundle of BUNDLES)
  for (const key of keysOf(join(catalogues, bundle, 'en-ZA.json'))) home.set(key, bundle);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message bundles', () => {
  it('every message a file names is in a catalogue its pages load', () => {
    const misplaced: string[] = [];
    let named = 0;
    for (const path of sourceFiles(src)) {
      const file = relative(src, path);
      const area = areaOf(file);
      for (const [, key] of readFileSync(path, 'utf8').matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)) {
        const bundle = key ? home.get(key) : undefined;
        if (!key || !bundle) continue;
        named += 1;
        if (bundle !== 'shell' && (area === 'shell' || (bundle !== 'common' && bundle !== area)))
          misplaced.push(`${file} (${area}) uses ${key} from the ${bundle} bundle`);
      }
    }
    expect(named).toBeGreaterThan(50);
    expect(misplaced).toEqual([]);
  });
});
