import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientIp } from './client-ip.ts';

/** A request from `remote` carrying `forwarded` in X-Forwarded-For (as @hono/node-server presents it). */
const from = (remote: string, forwarded?: string) =>
  ({
    env: { incoming: { socket: { remoteAddress: remote } } },
    req: { header: (name: string) => (name === 'x-forwarded-for' ? forwarded : undefined) },
  }) as unknown as Context;

describe('clientIp', () => {
  it('reads X-Forwarded-For (its last entry) only from the trusted proxy', () => {
    expect(clientIp(from('127.0.0.1', '6.6.6.6, 41.0.0.7'), '127.0.0.1')).toBe('41.0.0.7');
    expect(clientIp(from('::ffff:127.0.0.1', '41.0.0.7'), '127.0.0.1')).toBe('41.0.0.7');
    expect(clientIp(from('10.0.0.9', '41.0.0.7'), '127.0.0.1')).toBe('10.0.0.9');
    expect(clientIp(from('10.0.0.9', '41.0.0.7'))).toBe('10.0.0.9');
  });

  it('trusts a list of addresses and ranges (a load balancer with several source addresses)', () => {
    const trusted = '127.0.0.0/8, 10.1.2.3';
    expect(clientIp(from('127.0.0.5', '41.0.0.7'), trusted)).toBe('41.0.0.7');
    expect(clientIp(from('10.1.2.3', '41.0.0.8'), trusted)).toBe('41.0.0.8');
    expect(clientIp(from('10.1.2.4', '41.0.0.8'), trusted)).toBe('10.1.2.4');
    // A malformed entry matches nothing; the others still work.
    expect(clientIp(from('127.0.0.2', '41.0.0.9'), 'nonsense,127.0.0.2')).toBe('41.0.0.9');
  });
});
