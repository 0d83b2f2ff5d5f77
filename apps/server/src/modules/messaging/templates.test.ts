import { LOCALES } from '@lekker/core/locales';
import { describe, expect, it } from 'vitest';
import { buildMessage } from './templates.ts';
import { TEMPLATE_TEXTS } from './texts/template-texts.ts';

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

describe('message templates in the recipient language', () => {
  const params: Record<string, string> = {
    status: 'confirmed',
    order_number: 'LE-7',
    driver_name: 'Thabo',
    reason: 'Ga go na dilo',
    refund: 'R 80.00',
    total: 'R 120.00',
    minutes: '2',
    cancel_after: '5',
    venue_name: 'Kota Corner',
    pay: 'R 35.00',
    sender: 'Thabo',
    preview: 'Ke fa kgorong',
    code: '481516',
    text: 'Dikota di le 20% fa tlase',
    item: 'Ace maize meal 10 kg',
    replacement: 'Ace maize meal 5 kg',
  };
  const names = Object.keys(TEMPLATE_TEXTS['en-ZA'].templates);

  it('has every template in every language, each in its own words', () => {
    for (const locale of LOCALES)
      for (const name of names) {
        const built = buildMessage(name, params, 'push', locale);
        expect(built.text.trim(), `${locale} ${name}`).not.toBe('');
        if (locale === 'en-ZA' || ['chat_message', 'promotion'].includes(name)) continue;
        expect(built.text, `${locale} ${name}`).not.toBe(buildMessage(name, params, 'push').text);
      }
  });

  it('says the order statuses in the language read, English still the specification', () => {
    const status = { status: 'delivered', order_number: 'LE-1' };
    expect(buildMessage('order_status', status, 'push', 'en-ZA').text).toBe('Your order has been delivered!');
    expect(buildMessage('order_status', status, 'push', 'tn-ZA').text).toBe('Odara ya gago e fitlhile!');
    expect(buildMessage('order_status', status, 'sms', 'zu-ZA').text).toBe(
      'Lekker Eats: I-oda yakho ilethiwe!',
    );
    expect(buildMessage('order_status', status, 'push', 'af-ZA')).toMatchObject({
      title: 'Bestelling-opdatering',
      text: 'Jou bestelling is afgelewer!',
    });
  });

  it("sends WhatsApp's approved template of the language, English where WhatsApp has none (Setswana)", () => {
    const status = { status: 'ready', order_number: 'LE-2' };
    expect(buildMessage('order_status', status, 'whatsapp', 'zu-ZA').whatsapp).toEqual({
      name: 'lekker_order_status',
      language: 'zu',
      params: ['I-oda yakho isilungele ukuthathwa', 'LE-2'],
    });
    expect(buildMessage('order_status', status, 'whatsapp', 'af-ZA').whatsapp.language).toBe('af');
    const tswana = buildMessage('order_status', status, 'whatsapp', 'tn-ZA');
    expect(tswana.whatsapp).toEqual({
      name: 'lekker_order_status',
      language: 'en',
      params: ['Your order is ready for pickup', 'LE-2'],
    });
    expect(tswana.text).toBe('Lekker Eats: Your order is ready for pickup');
    // SMS speaks Setswana: no template there.
    expect(buildMessage('order_status', status, 'sms', 'tn-ZA').text).toBe(
      'Lekker Eats: Odara ya gago e siametse go tsewa',
    );
  });

  it('keeps STOP as the opt-out word in every language', () => {
    for (const locale of LOCALES) {
      const sms = buildMessage('promotion', { text: 'Kota' }, 'sms', locale).text;
      expect(sms, locale).toMatch(/\bSTOP\b/);
      expect(buildMessage('promotion', { text: 'Kota' }, 'push', locale).text).toBe('Kota');
    }
  });
});
