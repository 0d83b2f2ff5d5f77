import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CheckoutRequestSchema } from './contracts/orders.ts';
import { describeIssues, fieldName, isBuiltInMessage, peopleMessage } from './validation-messages.ts';

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a validation failure');
  return result.error.issues;
};

describe('validation messages for people (docs/CODE_STYLE.md#contracts)', () => {
  it('keeps a message the contract wrote for people', () => {
    const phone = z.object({
      phone: z.string().regex(/^0\d{9}$/, 'Please enter a South African phone number, e.g. 082 123 4567'),
    });
    const { message, fields } = describeIssues(issuesOf(phone, { phone: 'abc' }));
    expect(message).toBe('Please enter a South African phone number, e.g. 082 123 4567.');
    expect(fields).toEqual({ phone: 'Please enter a South African phone number, e.g. 082 123 4567' });
  });

  it('rewrites zod’s own messages: "too big: expected number to be <=99" becomes a sentence', () => {
    const issues = issuesOf(CheckoutRequestSchema, {
      idempotency_key: 'key-12345',
      restaurant_id: '00000000-0000-4000-8000-000000000001',
      items: [{ menu_item_id: '00000000-0000-4000-8000-000000000002', quantity: 120 }],
      delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
      payment_method: 'cash',
    });
    const { message, fields } = describeIssues(issues);
    expect(message).toBe('You can order at most 99 of one item.');
    expect(fields['items.0.quantity']).toBe('You can order at most 99 of one item.');
    expect(message).not.toMatch(/items\.0|expected|<=/);
  });

  it.each([
    [z.object({ city: z.string().min(1) }), { city: '' }, 'Please enter your city.'],
    [
      z.object({ comment: z.string().max(10) }),
      { comment: 'x'.repeat(11) },
      'Comment can be at most 10 characters.',
    ],
    [z.object({ items: z.array(z.string()).min(1) }), { items: [] }, 'Please add at least one item.'],
    [z.object({ lat: z.number().max(90) }), { lat: 91 }, 'Map pin must be at most 90.'],
    [z.object({ email: z.email() }), { email: 'nope' }, 'Please enter a valid email address.'],
    [z.object({ kind: z.enum(['food', 'grocery']) }), { kind: 'bakery' }, 'Please choose a valid kind.'],
    [z.object({ postal_code: z.string() }), {}, 'Please enter your postal code.'],
    [z.object({ lat: z.number() }), { lat: 'north' }, 'Please enter a valid map pin.'],
  ])('%#: a built-in failure reads as a sentence', (schema, value, expected) => {
    const [issue] = issuesOf(schema, value);
    expect(isBuiltInMessage(issue!.message)).toBe(true);
    expect(peopleMessage(issue!)).toBe(expected);
  });

  it('joins distinct sentences and names fields in everyday words', () => {
    const schema = z.object({ street: z.string().min(1), city: z.string().min(1) });
    expect(describeIssues(issuesOf(schema, { street: '', city: '' })).message).toBe(
      'Please enter your street address. Please enter your city.',
    );
    expect(fieldName(['delivery_address', 'postal_code'])).toBe('postal code');
    expect(fieldName([])).toBe('request');
  });
});
