import { contractMessage } from '@lekker/core/contract-messages';
import { LOCALES } from '@lekker/core/locales';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/lib/i18n/i18n.ts';
import { activateTestLocale } from '@/test/locale-messages.ts';
import { checkFieldsText, fallbackLabel, issueText } from './issue-text.ts';
import { contractResolver, fieldErrors } from './use-zod-form.ts';

// The form kit's sentences in every language (docs/decisions/061-i18n-library-and-locale.md, "Validation and error
// texts"): English exactly as before; the others in their own words around the (already translated) label.
const ENGLISH_WORDS =
  /\b(at|most|least|characters?|please|fill|this|choose|enter|valid|file|check|field|form)\b/i;

const issues = [
  { code: 'too_big', origin: 'string', maximum: 500 },
  { code: 'too_small', origin: 'string', minimum: 1 },
  { code: 'too_small', origin: 'string', minimum: 2 },
  { code: 'too_small', origin: 'number', minimum: 5 },
  { code: 'too_big', origin: 'number', maximum: 100, inclusive: false },
  { code: 'too_small', origin: 'array', minimum: 1 },
  { code: 'too_big', origin: 'file', maximum: 1 },
  { code: 'invalid_format', format: 'email' },
  { code: 'invalid_format', format: 'regex' },
  { code: 'invalid_type', expected: 'number', input: 'abc' },
  { code: 'invalid_type', expected: 'string', input: undefined },
  { code: 'invalid_value' },
  { code: 'custom' },
];

describe.each(LOCALES)('form issues in %s', (locale) => {
  it('says every kind of failure around the label', () => {
    activateTestLocale(locale);
    const texts = issues.map((issue) => issueText(issue, 'Lebitso'));
    for (const text of texts) expect(text.startsWith('Lebitso: ')).toBe(true);
    expect(new Set(texts).size).toBeGreaterThan(10);
    if (locale === 'en-ZA') {
      expect(texts.slice(0, 5)).toEqual([
        'Lebitso: at most 500 characters',
        'Lebitso: please fill this in',
        'Lebitso: at least 2 characters',
        'Lebitso: at least 5',
        'Lebitso: less than 100',
      ]);
      expect(checkFieldsText()).toBe('Please check the highlighted fields.');
      expect(fallbackLabel(['address', 'postal_code'])).toBe('Postal code');
    } else {
      for (const text of [...texts, checkFieldsText(), fallbackLabel(['postal_code']), fallbackLabel([])])
        expect(text).not.toMatch(ENGLISH_WORDS);
    }
  });

  it('counts with the plural the language uses, and writes big numbers as English does', () => {
    activateTestLocale(locale);
    const one = issueText({ code: 'too_big', origin: 'string', maximum: 1 }, 'X');
    const many = issueText({ code: 'too_big', origin: 'string', maximum: 1000 }, 'X');
    expect(one).toContain('1');
    expect(many.replace(/\s/g, ' ')).toContain('1 000');
    expect(one.replace('1', '')).not.toBe(many.replace(/1\s000/, ''));
    if (locale === 'en-ZA') {
      expect(one).toBe('X: at most 1 character');
      expect(many).toBe(`X: at most ${(1000).toLocaleString('en-ZA')} characters`);
    }
  });
});

describe.each(LOCALES)("a contract's own sentence on a form in %s", (locale) => {
  const schema = z.object({
    phone: z.string().regex(/^0\d{9}$/, contractMessage('phoneZa')),
    note: z.string().max(5),
  });

  it('is said in the language shown, beside the form kit’s own sentences', async () => {
    activateTestLocale(locale);
    const resolve = contractResolver(schema, () => ({ note: 'Ntlha' }));
    const result = await resolve({ phone: '12', note: 'too long' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(fieldErrors(result.errors)).toEqual({
      phone: i18n._('contract.phoneZa'),
      note: issueText({ code: 'too_big', origin: 'string', maximum: 5 }, 'Ntlha'),
    });
    if (locale === 'en-ZA')
      expect(fieldErrors(result.errors).phone).toBe(
        'Please enter a South African phone number, e.g. 082 123 4567',
      );
    else expect(fieldErrors(result.errors).phone).not.toMatch(/\b(Please|enter|phone|number)\b/);
  });
});
