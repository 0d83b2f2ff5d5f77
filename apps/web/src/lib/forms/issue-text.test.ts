import { ITEM_NOTE_MAX_CHARS } from '@lekker/core/text-limits';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fallbackLabel, issueText } from './issue-text.ts';
import { contractResolver, fieldErrors } from './use-zod-form.ts';

describe('issueText', () => {
  it('says each kind of failure with the field label, never zod words', () => {
    expect(issueText({ code: 'too_big', origin: 'string', maximum: 500 }, 'Note')).toBe(
      'Note: at most 500 characters',
    );
    expect(issueText({ code: 'too_small', origin: 'string', minimum: 1 }, 'Name')).toBe(
      'Name: please fill this in',
    );
    expect(issueText({ code: 'too_small', origin: 'number', minimum: 5 }, 'Minutes')).toBe(
      'Minutes: at least 5',
    );
    expect(issueText({ code: 'too_big', origin: 'number', maximum: 100, inclusive: false }, 'Rand')).toBe(
      'Rand: less than 100',
    );
    expect(issueText({ code: 'invalid_format', format: 'email' }, 'Email')).toBe(
      'Email: enter a valid email address',
    );
    expect(issueText({ code: 'invalid_type', expected: 'number', input: 'abc' }, 'Price')).toBe(
      'Price: enter a number',
    );
    expect(issueText({ code: 'invalid_type', expected: 'string', input: undefined }, 'City')).toBe(
      'City: please fill this in',
    );
    expect(issueText({ code: 'custom' }, 'Reason')).toBe('Reason: please check this');
  });

  it('names a field without a label by its last path part', () => {
    expect(fallbackLabel(['address', 'postal_code'])).toBe('Postal code');
    expect(fallbackLabel([])).toBe('This form');
  });
});

describe('contractResolver', () => {
  const schema = z.object({
    note: z.string().max(ITEM_NOTE_MAX_CHARS),
    phone: z.string().min(10, 'Please enter a South African phone number, e.g. 082 123 4567'),
  });

  it("keeps a contract's own words and makes zod's built-in ones the form's sentences", async () => {
    const resolve = contractResolver(schema, () => ({ note: 'Note' }));
    const result = await resolve({ note: 'x'.repeat(501), phone: '1' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(fieldErrors(result.errors)).toEqual({
      note: 'Note: at most 500 characters',
      phone: 'Please enter a South African phone number, e.g. 082 123 4567',
    });
  });

  it("hands the schema's output on when the values pass", async () => {
    const resolve = contractResolver(schema, () => ({}));
    const result = await resolve({ note: 'no onions', phone: '0821234567' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ note: 'no onions', phone: '0821234567' });
  });
});
