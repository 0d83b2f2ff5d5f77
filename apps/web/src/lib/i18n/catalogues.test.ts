import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES } from '@lekker/core/locales';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_NOTE, compileCatalogue } from '../../../lingui-catalogues.ts';
import { BUNDLES } from './bundles.ts';
import { placeholdersOf } from './message-shape.ts';

// docs/decisions/061-i18n-library-and-locale.md: every catalogue says every message, with the same placeholders.
// jsdom's import.meta.url is not a file URL: the folder from this file's path.
const root = join(import.meta.dirname, 'catalogues');
const read = (folder: string, file: string) =>
  JSON.parse(readFileSync(join(folder, file), 'utf8')) as Record<string, unknown>;
const messagesOf = (catalogue: Record<string, unknown>) =>
  Object.keys(catalogue).filter((key) => !CATALOGUE_NOTE.test(key));
/** The shell's catalogue (the folder's own files) and each area's bundle (a folder of its own). */
const CATALOGUES = [
  { name: 'shell', folder: root },
  ...BUNDLES.map((bundle) => ({ name: bundle, folder: join(root, bundle) })),
];

describe('catalogues', () => {
  it('are the shell and exactly the bundles the app loads', () => {
    const folders = readdirSync(root, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(folders.map((f) => f.name).sort()).toEqual([...BUNDLES].sort());
  });

  it('never hold one key in two catalogues (the area that shows a text owns it)', () => {
    const seen = new Map<string, string>();
    for (const { name, folder } of CATALOGUES)
      for (const key of messagesOf(read(folder, 'en-ZA.json'))) {
        expect(seen.get(key), `${key} is in ${seen.get(key)} and ${name}`).toBeUndefined();
        seen.set(key, name);
      }
  });

  for (const { name, folder } of CATALOGUES) {
    const english = read(folder, 'en-ZA.json');
    describe(name, () => {
      it('is exactly the four locales, one file each', () => {
        expect(
          readdirSync(folder)
            .filter((f) => f.endsWith('.json'))
            .sort(),
        ).toEqual(LOCALES.map((l) => `${l}.json`).sort());
      });

      for (const locale of LOCALES) {
        describe(locale, () => {
          const catalogue = read(folder, `${locale}.json`);
          it('has every key of the English catalogue and no other', () => {
            expect(messagesOf(catalogue).sort()).toEqual(messagesOf(english).sort());
          });
          it('has no empty message and compiles (every ICU message parses)', () => {
            for (const key of messagesOf(catalogue)) expect(String(catalogue[key]).trim(), key).not.toBe('');
            expect(() => compileCatalogue(catalogue)).not.toThrow();
          });
          it('uses the same placeholders as English in every message', () => {
            for (const key of messagesOf(english))
              expect(placeholdersOf(String(catalogue[key])), key).toEqual(
                placeholdersOf(String(english[key])),
              );
          });
          it('records which entries a native speaker reviewed, all of them real keys', () => {
            const reviewed = catalogue.$reviewed;
            expect(Array.isArray(reviewed)).toBe(true);
            for (const key of reviewed as string[]) expect(messagesOf(english)).toContain(key);
          });
        });
      }
    });
  }
});
