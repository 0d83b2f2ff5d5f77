import { describe, expect, it } from 'vitest';
import {
  checkoutPairs,
  itnPairs,
  type Pairs,
  parseFormBody,
  payfastSignature,
  phpUrlEncode,
  signatureString,
  signaturesEqual,
} from './payfast-signature.ts';

// Published PayFast vectors (developer docs and the PHP SDK's tests).
describe('PayFast signature', () => {
  const basic: Pairs = [
    ['merchant_id', '10000100'],
    ['merchant_key', '46f0cd694581a'],
    ['m_payment_id', '123'],
    ['amount', '500'],
  ];

  it('signs the fields in the given order, MD5 lower-case hex', () => {
    expect(signatureString(basic)).toBe(
      'merchant_id=10000100&merchant_key=46f0cd694581a&m_payment_id=123&amount=500',
    );
    expect(payfastSignature(basic)).toBe('45aa67464a46c9cf837257365866b247');
  });

  it('appends the passphrase only when one is set', () => {
    expect(signatureString(basic, 'passphrase')).toMatch(/&amount=500&passphrase=passphrase$/);
    expect(payfastSignature(basic, 'passphrase')).toBe('226ceb67c56f21c25004fb62a8afa16a');
    expect(payfastSignature(basic, '')).toBe('45aa67464a46c9cf837257365866b247');
    expect(payfastSignature(basic, '   ')).toBe('45aa67464a46c9cf837257365866b247');
  });

  it("encodes like PHP's urlencode (space as +, upper-case hex, !'()*~ escaped)", () => {
    const value = "some+value_with(many){special} symbols<>!*'";
    expect(signatureString([['key', value]])).toBe(
      'key=some%2Bvalue_with%28many%29%7Bspecial%7D+symbols%3C%3E%21%2A%27',
    );
    expect(payfastSignature([['key', value]])).toBe('434b4e67afa3a0f543516c6319af7e9e');
    expect(phpUrlEncode('a~b.c-d_e é/@#')).toBe('a%7Eb.c-d_e+%C3%A9%2F%40%23');
  });

  it('signs an ITN over every posted field in posted order, empty ones included, signature excluded', () => {
    const body =
      'm_payment_id=000000020&pf_payment_id=1579137&payment_status=COMPLETE&item_name=Order+%23000000020&item_description=' +
      '&amount_gross=15.00&amount_fee=-2.30&amount_net=12.70&custom_str1=&custom_str2=&custom_str3=&custom_str4=' +
      '&custom_str5=&custom_int1=&custom_int2=&custom_int3=&custom_int4=&custom_int5=&name_first=Tom&name_last=Tom' +
      '&email_address=lindley%2Buser1%40appinlet.com&merchant_id=10027938';
    const posted = parseFormBody(`${body}&signature=4078bca2c8987e0e0c4e7230f2f46323`);
    expect(posted).toHaveLength(23);
    expect(signatureString(itnPairs(posted))).toBe(body);
    expect(payfastSignature(itnPairs(posted))).toBe('4078bca2c8987e0e0c4e7230f2f46323');
    // signatureString itself also leaves a signature pair out.
    expect(payfastSignature(posted)).toBe('4078bca2c8987e0e0c4e7230f2f46323');
  });

  it('orders checkout fields as PayFast documents them, trimmed, blanks dropped, unknown fields unsigned', () => {
    const pairs = checkoutPairs([
      ['amount', ' 500 '],
      ['signature', 'x'],
      ['m_payment_id', '123'],
      ['name_last', '  '],
      ['merchant_key', '46f0cd694581a'],
      ['something_else', 'y'],
      ['merchant_id', '10000100'],
    ]);
    expect(pairs).toEqual(basic);
    expect(payfastSignature(pairs, 'passphrase')).toBe('226ceb67c56f21c25004fb62a8afa16a');
  });

  it('compares signatures case-insensitively and rejects missing ones', () => {
    expect(signaturesEqual('45aa67464a46c9cf837257365866b247', '45AA67464A46C9CF837257365866B247')).toBe(
      true,
    );
    expect(signaturesEqual('45aa67464a46c9cf837257365866b247', '45aa67464a46c9cf837257365866b248')).toBe(
      false,
    );
    expect(signaturesEqual('45aa67464a46c9cf837257365866b247', undefined)).toBe(false);
    expect(signaturesEqual('45aa67464a46c9cf837257365866b247', 'short')).toBe(false);
  });
});
