import { describe, expect, it } from 'vitest';
import { formatSaPhone, maskSaPhone, normaliseSaPhone, SA_PHONE_MESSAGE } from './phone.ts';

describe('normaliseSaPhone: South African numbers to E.164', () => {
  it('accepts the ways people write a number', () => {
    for (const input of [
      '082 123 4567',
      '0821234567',
      '+27 82 123 4567',
      '27821234567',
      '+27821234567',
      ' 082-123-4567 ',
      '(082) 123 4567',
      '082.123.4567',
    ])
      expect(normaliseSaPhone(input), input).toEqual({ ok: true, phone: '+27821234567' });
  });

  it('keeps landlines and every mobile prefix', () => {
    expect(normaliseSaPhone('018 381 1234')).toEqual({ ok: true, phone: '+27183811234' });
    expect(normaliseSaPhone('0712345678')).toEqual({ ok: true, phone: '+27712345678' });
  });

  it('refuses other numbers with a readable message', () => {
    for (const input of [
      '',
      '12345',
      '082 123 456',
      '082 123 45678',
      '+27 082 123 4567',
      '0021234567',
      '+44 20 7946 0958',
      '+1 212 555 0100',
      '2782123456',
      '082 123 456a',
      '+27821234567 ext 2',
      '270821234567',
    ])
      expect(normaliseSaPhone(input), input).toEqual({ ok: false, message: SA_PHONE_MESSAGE });
  });

  it('every valid 9-digit subscriber number round-trips through each written form', () => {
    // A spread of subscriber numbers (first digit 1-9), each in all four accepted forms.
    for (let n = 100_000_000; n <= 999_999_999; n += 7_777_777) {
      const digits = String(n);
      const e164 = `+27${digits}`;
      for (const form of [`0${digits}`, `27${digits}`, e164, formatSaPhone(e164)])
        expect(normaliseSaPhone(form), form).toEqual({ ok: true, phone: e164 });
      // Normalising is idempotent.
      expect(normaliseSaPhone(e164)).toEqual({ ok: true, phone: e164 });
    }
  });

  it('formats and masks for screens', () => {
    expect(formatSaPhone('+27821234567')).toBe('082 123 4567');
    expect(maskSaPhone('+27821234567')).toBe('••• ••• 4567');
  });
});
