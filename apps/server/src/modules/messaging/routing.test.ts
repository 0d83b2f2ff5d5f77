import { describe, expect, it } from 'vitest';
import { routeChannels } from './routing.ts';

const user = { recipient: 'user' as const, purpose: 'transactional' as const, reach: 'preferred' as const };

describe('routeChannels', () => {
  it('sends an account push plus one phone channel, WhatsApp before SMS', () => {
    expect(routeChannels({ ...user, accepted: ['sms', 'whatsapp', 'push'], hasPhone: true })).toEqual([
      'push',
      'whatsapp',
    ]);
    expect(routeChannels({ ...user, accepted: ['sms', 'push'], hasPhone: true })).toEqual(['push', 'sms']);
  });

  it('uses every accepted channel for an event of every reach (a cancelled order)', () => {
    expect(
      routeChannels({ ...user, reach: 'every', accepted: ['sms', 'whatsapp', 'push'], hasPhone: true }),
    ).toEqual(['push', 'whatsapp', 'sms']);
  });

  it('never uses a phone channel without a verified phone', () => {
    expect(
      routeChannels({ ...user, reach: 'every', accepted: ['sms', 'whatsapp', 'push'], hasPhone: false }),
    ).toEqual(['push']);
  });

  it('sends nothing the account has not accepted (no marketing consent: nothing)', () => {
    expect(routeChannels({ ...user, purpose: 'marketing', accepted: [], hasPhone: true })).toEqual([]);
    expect(routeChannels({ ...user, accepted: ['push'], hasPhone: true, requested: ['sms'] })).toEqual([]);
  });

  it('narrows to the requested channels', () => {
    expect(
      routeChannels({
        ...user,
        accepted: ['push', 'sms', 'whatsapp'],
        hasPhone: true,
        requested: ['sms', 'whatsapp'],
      }),
    ).toEqual(['whatsapp', 'sms']);
  });

  it('texts a bare number by SMS, or the phone channels asked for, never push or marketing', () => {
    const phone = { recipient: 'phone' as const, purpose: 'transactional' as const, reach: 'every' as const };
    expect(routeChannels({ ...phone, accepted: [], hasPhone: true })).toEqual(['sms']);
    expect(
      routeChannels({ ...phone, accepted: [], hasPhone: true, requested: ['push', 'whatsapp'] }),
    ).toEqual(['whatsapp']);
    expect(routeChannels({ ...phone, purpose: 'marketing', accepted: [], hasPhone: true })).toEqual([]);
  });
});
