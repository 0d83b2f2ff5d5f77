import { describe, expect, it } from 'vitest';
import { cidrContains, ipAllowed, parseCidr, parseCidrList, parseIp } from './cidr.ts';

describe('CIDR matcher', () => {
  it.each([
    ['197.97.145.144/28', '197.97.145.144', true],
    ['197.97.145.144/28', '197.97.145.159', true],
    ['197.97.145.144/28', '197.97.145.160', false],
    ['197.97.145.144/28', '197.97.145.143', false],
    ['41.74.179.192/27', '41.74.179.223', true],
    ['41.74.179.192/27', '41.74.179.224', false],
    ['144.126.193.139/32', '144.126.193.139', true],
    ['144.126.193.139', '144.126.193.138', false],
    ['0.0.0.0/0', '8.8.8.8', true],
    // A dual-stack socket reports IPv4 callers as IPv4-mapped IPv6.
    ['102.216.36.0/28', '::ffff:102.216.36.5', true],
    ['102.216.36.0/28', '::FFFF:102.216.36.16', false],
    ['127.0.0.1/32', '::ffff:7f00:1', true],
    ['::1/128', '::1', true],
    ['::1/128', '127.0.0.1', false],
    ['2001:db8::/32', '2001:db8:ffff::1', true],
    ['2001:db8::/32', '2001:db9::1', false],
    ['::ffff:10.0.0.0/104', '10.1.2.3', true],
  ])('%s contains %s: %s', (cidr, ip, expected) => {
    expect(cidrContains(parseCidr(cidr)!, ip)).toBe(expected);
  });

  it('refuses malformed addresses and ranges', () => {
    for (const bad of [
      '',
      '1.2.3',
      '1.2.3.256',
      '1.2.3.4/33',
      '1.2.3.4/x',
      '1::2::3',
      'unknown',
      '1.2.3.4/8/1',
      '::1/129',
    ])
      expect(parseCidr(bad), bad).toBeUndefined();
    expect(parseIp('unknown')).toBeUndefined();
    expect(ipAllowed('unknown', parseCidrList(['0.0.0.0/0']))).toBe(false);
    expect(() => parseCidrList(['10.0.0.0/8', 'nope'])).toThrow(/nope/);
  });
});
