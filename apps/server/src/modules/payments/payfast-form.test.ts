import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { amountToCents, buildPaymentForm, centsToAmount, toSouthAfricanCell } from './payfast-form.ts';
import { checkoutPairs, PAYFAST_FIELD_ORDER, payfastSignature } from './payfast-signature.ts';

const env = { NODE_ENV: 'test', PUBLIC_URL: 'https://eats.example.co.za/' };
const customer = {
  firstName: 'Thabo',
  lastName: 'Mokoena',
  email: 'thabo+1@example.com',
  phone: '+27 82 123 4567',
};

describe('PayFast payment form', () => {
  it('posts every PayFast field (docs/product.md#payment) in PayFast order, signed last, to the live process page', () => {
    const config = loadConfig({
      ...env,
      PAYFAST_MODE: 'live',
      PAYFAST_MERCHANT_ID: '10027938',
      PAYFAST_MERCHANT_KEY: 'abcdefghijk12',
      PAYFAST_PASSPHRASE: 'jt7NOE43FZPn',
    });
    const form = buildPaymentForm(config, {
      orderNumber: 'ORDER-1737000000000-ab12',
      totalCents: 12345,
      customer,
    });
    expect(form.action).toBe('https://www.payfast.co.za/eng/process');
    expect(form.fields).toEqual([
      ['merchant_id', '10027938'],
      ['merchant_key', 'abcdefghijk12'],
      ['return_url', 'https://eats.example.co.za/payment-success?order=ORDER-1737000000000-ab12'],
      ['cancel_url', 'https://eats.example.co.za/payment-cancel?order=ORDER-1737000000000-ab12'],
      ['notify_url', 'https://eats.example.co.za/api/payments/payfast/notify'],
      ['name_first', 'Thabo'],
      ['name_last', 'Mokoena'],
      ['email_address', 'thabo+1@example.com'],
      ['cell_number', '0821234567'],
      ['m_payment_id', 'ORDER-1737000000000-ab12'],
      ['amount', '123.45'],
      ['item_name', 'Lekker Eats Order #ORDER-1737000000000-ab12'],
      ['signature', expect.stringMatching(/^[0-9a-f]{32}$/)],
    ]);
    // The signature verifies with the passphrase, which itself is never sent.
    const signature = form.fields.at(-1)![1];
    expect(payfastSignature(checkoutPairs(form.fields), 'jt7NOE43FZPn')).toBe(signature);
    expect(payfastSignature(checkoutPairs(form.fields))).not.toBe(signature);
    expect(JSON.stringify(form)).not.toContain('jt7NOE43FZPn');
    expect(form.fields.map(([n]) => n)).not.toContain('passphrase');
    // Field order is PayFast's documented order.
    const names = form.fields.slice(0, -1).map(([n]) => n as (typeof PAYFAST_FIELD_ORDER)[number]);
    const positions = names.map((n) => PAYFAST_FIELD_ORDER.indexOf(n));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('targets the sandbox or the built-in simulator by mode', () => {
    const input = { orderNumber: 'ORDER-1', totalCents: 5000, customer };
    const sandbox = loadConfig({
      ...env,
      PAYFAST_MODE: 'sandbox',
      PAYFAST_MERCHANT_ID: '10000100',
      PAYFAST_MERCHANT_KEY: '46f0cd694581a',
    });
    expect(buildPaymentForm(sandbox, input).action).toBe('https://sandbox.payfast.co.za/eng/process');
    const simulator = loadConfig({ ...env, PAYFAST_MODE: 'simulator' });
    const form = buildPaymentForm(simulator, input);
    expect(form.action).toBe('https://eats.example.co.za/api/payments/simulator/eng/process');
    // No passphrase: the plain signature of the sent fields.
    expect(payfastSignature(checkoutPairs(form.fields))).toBe(form.fields.at(-1)![1]);
  });

  it("falls back to 'Customer' and leaves out blanks and numbers PayFast would refuse", () => {
    const config = loadConfig({ ...env });
    const form = buildPaymentForm(config, {
      orderNumber: 'ORDER-2',
      totalCents: 5000,
      customer: { firstName: ' ', lastName: null, email: 'a@b.co', phone: '+44 20 7946 0000' },
    });
    const fields = new Map(form.fields);
    expect(fields.get('name_first')).toBe('Customer');
    expect(fields.has('name_last')).toBe(false);
    expect(fields.has('cell_number')).toBe(false);
    expect(fields.get('email_address')).toBe('a@b.co');
    expect(fields.get('amount')).toBe('50.00');
  });

  it('converts amounts and cell numbers', () => {
    expect(centsToAmount(1)).toBe('0.01');
    expect(centsToAmount(100000)).toBe('1000.00');
    expect(() => centsToAmount(0)).toThrow();
    expect(() => centsToAmount(12.5)).toThrow();
    expect(amountToCents('15.00')).toBe(1500);
    expect(amountToCents('15.5')).toBe(1550);
    expect(amountToCents('500')).toBe(50000);
    expect(amountToCents('-2.30')).toBe(-230);
    expect(amountToCents('1.234')).toBeUndefined();
    expect(amountToCents('abc')).toBeUndefined();
    expect(amountToCents(undefined)).toBeUndefined();
    expect(toSouthAfricanCell('082 123 4567')).toBe('0821234567');
    expect(toSouthAfricanCell('27821234567')).toBe('0821234567');
    expect(toSouthAfricanCell('+27-82-123-4567')).toBe('0821234567');
    expect(toSouthAfricanCell('12345')).toBeUndefined();
    expect(toSouthAfricanCell(null)).toBeUndefined();
  });
});
