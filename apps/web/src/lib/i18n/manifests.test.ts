import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, manifestPath } from '@lekker/core/locales';
import { describe, expect, it } from 'vitest';

// docs/decisions/061-i18n-library-and-locale.md: each app's manifest in every language, the page links its own.
// jsdom's import.meta.url is not a file URL: the folder from this file's path.
const publicDir = join(import.meta.dirname, '../../../public');
const read = (path: string) =>
  JSON.parse(readFileSync(join(publicDir, path), 'utf8')) as Record<string, unknown>;
const TEXTS = ['name', 'short_name', 'description', 'lang'];

describe.each(['site', 'driver'] as const)('the %s manifest', (app) => {
  const english = read(manifestPath(app, 'en-ZA'));
  it.each(LOCALES)('in %s: says its language, the same app in every other field', (locale) => {
    const manifest = read(manifestPath(app, locale));
    expect(manifest.lang).toBe(locale);
    for (const key of TEXTS) expect(String(manifest[key] ?? '').trim(), key).not.toBe('');
    const rest = (m: Record<string, unknown>) => Object.entries(m).filter(([key]) => !TEXTS.includes(key));
    expect(rest(manifest)).toEqual(rest(english));
  });
});
