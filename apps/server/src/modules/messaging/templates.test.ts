import { describe, expect, it } from 'vitest';
import { buildMessage } from './templates.ts';

describe('message templates', () => {
  it("carries the spec's status texts unchanged on push, named by the product on the phone", () => {
    const statuses = {
      confirmed: 'Your order has been confirmed!',
      preparing: 'Your order is being prepared',
      ready: 'Your order is ready for pickup',
      picked_up: 'Your order is out for delivery',
      delivered: 'Your order has been delivered!',
    };
    for (const [status, text] of Object.entries(statuses)) {
      const params = { status, order_number: 'LE-1' };
      expect(buildMessage('order_status', params, 'push')).toMatchObject({ title: 'Order Update', text });
      expect(buildMessage('order_status', params, 'sms').text).toBe(`Lekker Eats: ${text}`);
      expect(buildMessage('order_status', params, 'whatsapp').whatsapp).toEqual({
        name: 'lekker_order_status',
        language: 'en',
        params: [text, 'LE-1'],
      });
    }
  });

  it('gives a cancelled paid order its reason and the refund line; an unpaid one no refund line', () => {
    const paid = buildMessage(
      'order_cancelled',
      { order_number: 'LE-9', reason: 'The restaurant did not answer in time', refund: 'R 145.00' },
      'push',
    );
    expect(paid.text).toBe(
      'Your order LE-9 was cancelled: The restaurant did not answer in time. R 145.00 will be refunded to you.',
    );
    const cash = buildMessage(
      'order_cancelled',
      { order_number: 'LE-9', reason: 'Too busy', refund: '' },
      'sms',
    );
    expect(cash.text).toBe('Lekker Eats: Your order LE-9 was cancelled: Too busy.');
  });

  it('puts the opt-out in every marketing text on the phone channels', () => {
    expect(buildMessage('promotion', { text: '20% off kotas today' }, 'sms').text).toBe(
      'Lekker Eats: 20% off kotas today Reply STOP to opt out.',
    );
    expect(buildMessage('order_status', { status: 'ready', order_number: 'LE-1' }, 'sms').text).not.toContain(
      'STOP',
    );
  });

  it('refuses an unknown template or a missing parameter', () => {
    expect(() => buildMessage('nope', {}, 'push')).toThrow(/No message template/);
    expect(() => buildMessage('phone_code', { code: '123456' }, 'sms')).toThrow(/minutes/);
  });
});
