import { describe, expect, it, vi } from 'vitest';
import { submitPaymentForm } from './submit-payment-form.ts';

describe('submitPaymentForm', () => {
  it('posts hidden fields in the server’s order to the PayFast action', () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
    const form = submitPaymentForm({
      action: 'http://localhost/api/payments/simulator/eng/process',
      fields: [
        ['merchant_id', '10000100'],
        ['amount', '82.00'],
        ['item_name', 'Lekker Eats Order #ORDER-1'],
        ['signature', 'abc'],
      ],
    });
    expect(submit).toHaveBeenCalledOnce();
    expect(form.method).toBe('post');
    expect(form.action).toBe('http://localhost/api/payments/simulator/eng/process');
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((i) => [i.type, i.name, i.value])).toEqual([
      ['hidden', 'merchant_id', '10000100'],
      ['hidden', 'amount', '82.00'],
      ['hidden', 'item_name', 'Lekker Eats Order #ORDER-1'],
      ['hidden', 'signature', 'abc'],
    ]);
  });
});
