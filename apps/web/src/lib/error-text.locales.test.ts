import { SendMessageSchema } from '@lekker/core/contracts/messages';
import { LOCALES } from '@lekker/core/locales';
import { describeIssues } from '@lekker/core/validation-messages';
import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '@/test/locale-messages.ts';
import { ApiError, errorFromBody, NETWORK_ERROR_MESSAGE, networkError } from './api-client.ts';
import { errorText, humanErrorText, humanFields } from './error-text.ts';
import { contractText } from './i18n/contract-texts.ts';
import { i18n } from './i18n/i18n.ts';

// docs/decisions/061-i18n-library-and-locale.md, "Validation and error texts": English says the server's sentences as
// today; another language says the code's sentence, or its kind's, from the catalogues, and never the server's English.

/** The server's English words (four letters or more) that a sentence in another language repeats. */
function englishWordsIn(text: string, english: string): string[] {
  const words = new Set(english.toLowerCase().match(/[a-z]{4,}/g) ?? []);
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((word) => words.has(word));
}

const locked = {
  status: 423,
  code: 'locked',
  message: 'Too many wrong codes. Try again in 5 minutes.',
};
const busy = {
  status: 503,
  code: 'search_busy',
  message: 'Search is busy right now. Please try again in a few seconds.',
};
const invalid = {
  status: 400,
  code: 'validation_error',
  message: 'Please write a message. Keep the reply under 1000 characters.',
  fields: { body: 'Please write a message', 'items.0.quantity': 'quantity must be at most 99' },
};
const rateLimited = { status: 429, code: 'rate_limited', message: 'Too many tries. Wait a minute.' };

describe.each(LOCALES)('error texts in %s', (locale) => {
  const english = locale === 'en-ZA';

  it("says a specific code's sentence: the server's in English, the catalogue's otherwise", () => {
    activateTestLocale(locale);
    for (const parts of [locked, busy]) {
      const text = humanErrorText(parts);
      if (english) expect(text).toBe(parts.message);
      else {
        expect(text).not.toBe(parts.message);
        expect(englishWordsIn(text, parts.message)).toEqual([]);
      }
    }
    expect(humanErrorText(locked)).toBe(english ? locked.message : i18n._('errors.code.locked'));
  });

  it('says the sentence of the kind for a code without one of its own, in the language shown', () => {
    activateTestLocale(locale);
    const text = humanErrorText(rateLimited);
    expect(text).toBe(english ? rateLimited.message : i18n._('errors.fallback.rateLimited'));
    if (!english) expect(englishWordsIn(text, rateLimited.message)).toEqual([]);
    expect(humanErrorText({ status: 502, code: 'http_502', message: 'Bad Gateway' })).toBe(
      i18n._('errors.fallback.internal'),
    );
    expect(humanErrorText({ status: 0, code: 'network_error' })).toBe(i18n._('errors.fallback.network'));
  });

  it("never shows a validation answer's English fields in another language", () => {
    activateTestLocale(locale);
    const text = humanErrorText(invalid);
    const fields = humanFields(invalid.fields) ?? {};
    if (english) {
      expect(text).toBe(invalid.message);
      expect(fields).toEqual({
        body: 'Please write a message.',
        'items.0.quantity': 'Please check the quantity.',
      });
      return;
    }
    // One field's message is a contract's (said in the language), the other is code (its kind's sentence): the
    // answer's sentence is the kind's, as not every field has words of its own.
    expect(text).toBe(i18n._('errors.fallback.input'));
    expect(fields).toEqual({
      body: i18n._('contract.writeMessage'),
      'items.0.quantity': i18n._('errors.field.check'),
    });
    for (const said of [text, ...Object.values(fields)])
      expect(englishWordsIn(said, `${invalid.message} ${Object.values(invalid.fields).join(' ')}`)).toEqual(
        [],
      );
  });

  it("says a contract's sentence from the server in the language shown", () => {
    activateTestLocale(locale);
    const result = SendMessageSchema.safeParse({ body: 'x'.repeat(5000) });
    const { message, fields } = describeIssues(result.error?.issues ?? []);
    const said = contractText('Keep messages under 1000 characters');
    expect(said).toBeDefined();
    expect(humanErrorText({ status: 400, code: 'validation_error', message, fields })).toBe(
      english ? message : said,
    );
    expect(humanFields(fields)).toEqual({ body: english ? 'Keep messages under 1000 characters.' : said });
    if (!english) expect(englishWordsIn(said ?? '', message)).toEqual([]);
  });

  it('reads an ApiError again in the language shown now, and a foreign error as a plain apology', () => {
    const error = errorFromBody(423, { error: locked });
    expect(error).toBeInstanceOf(ApiError);
    activateTestLocale(locale);
    expect(errorText(error)).toBe(english ? locked.message : i18n._('errors.code.locked'));
    expect(errorText(new TypeError('Failed to fetch'))).toBe(i18n._('errors.generic'));
    if (!english) expect(i18n._('errors.generic')).not.toBe('Something went wrong. Please try again.');
  });
});

describe.each(LOCALES)('no answer at all in %s', (locale) => {
  it("is said in the language shown when the request fails, not in English's constant", async () => {
    activateTestLocale(locale);
    const error = networkError();
    expect(error.message).toBe(i18n._('errors.fallback.network'));
    if (locale !== 'en-ZA') expect(error.message).not.toBe(NETWORK_ERROR_MESSAGE);
  });
});
