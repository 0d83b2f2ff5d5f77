import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, manifestPath, matchLocale, resolveLocale } from './locales.ts';

describe('resolveLocale', () => {
  it('prefers the stored choice, then the cookie, then Accept-Language, then English', () => {
    expect(resolveLocale({ stored: 'tn-ZA', cookie: 'af-ZA', acceptLanguage: 'zu' })).toBe('tn-ZA');
    expect(resolveLocale({ stored: null, cookie: 'af-ZA', acceptLanguage: 'zu' })).toBe('af-ZA');
    expect(resolveLocale({ cookie: 'xx', acceptLanguage: 'zu-ZA,en;q=0.5' })).toBe('zu-ZA');
    expect(resolveLocale({ acceptLanguage: 'fr-FR,de;q=0.8' })).toBe('en-ZA');
    expect(resolveLocale({})).toBe('en-ZA');
  });
  it('ignores a stored or cookie value that is not a supported locale', () => {
    expect(resolveLocale({ stored: 'fr-FR', cookie: 'tn-ZA' })).toBe('tn-ZA');
  });
});

describe('localeFromAcceptLanguage', () => {
  it('follows the q-values, not the order, and skips q=0', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, af;q=0.9')).toBe('af-ZA');
    expect(localeFromAcceptLanguage('tn;q=0, en-GB;q=0.3')).toBe('en-ZA');
    expect(localeFromAcceptLanguage('*')).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
  });
  it('matches by language when the region differs', () => {
    expect(matchLocale('TN-bw')).toBe('tn-ZA');
    expect(matchLocale('en-US')).toBe('en-ZA');
    expect(matchLocale('xh-ZA')).toBeUndefined();
  });
});

describe('manifestPath', () => {
  it('is the plain file in English and the language-tagged one otherwise', () => {
    expect(manifestPath('site', 'en-ZA')).toBe('/site.webmanifest');
    expect(manifestPath('driver', 'tn-ZA')).toBe('/driver.tn-ZA.webmanifest');
  });
});
