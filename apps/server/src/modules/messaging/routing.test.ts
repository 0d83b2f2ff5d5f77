import { describe, expect, it } from 'vitest';
import { routeChannels } from './routing.ts';

const user = { recipient: 'user' as const, purpose: 'transactional' as const, reach: 'preferred' as const };

describe('routeChannels', () => {
  it('sends an account push first, then WhatsApp, then SMS as the fallbacks', () => {
    expect(routeChannels({ ...user, accepted: ['sms', 'whatsapp', 'push'], hasPhone: true })).toEqual({
      now: ['push'],
      fallback: ['whatsapp', 'sms'],
    });
    expect(routeChannels({ ...user, accepted: ['sms', 'push'], hasPhone: true })).toEqual({
      now: ['push'],
      fallback: ['sms'],
    });
    // Without a push device: WhatsApp, and SMS when it fails.
    expect(routeChannels({ ...user, accepted: ['sms', 'whatsapp'], hasPhone: true })).toEqual({
      now: ['whatsapp'],
      fallback: ['sms'],
    });
  });

  it('uses every accepted channel for an event of every reach (a cancelled order)', () => {
    expect(
      routeChannels({ ...user, reach: 'every', accepted: ['sms', 'whatsapp', 'push'], hasPhone: true }),
    ).toEqual({ now: ['push', 'whatsapp', 'sms'], fallback: [] });
  });

  it('never uses a phone channel without a verified phone', () => {
    expect(
      routeChannels({ ...user, reach: 'every', accepted: ['sms', 'whatsapp', 'push'], hasPhone: false }),
    ).toEqual({ now: ['push'], fallback: [] });
  });

  it('sends nothing the account has not accepted (no marketing consent: nothing)', () => {
    expect(routeChannels({ ...user, purpose: 'marketing', accepted: [], hasPhone: true }).now).toEqual([]);
    expect(routeChannels({ ...user, accepted: ['push'], hasPhone: true, requested: ['sms'] }).now).toEqual(
      [],
    );
  });

  it('narrows to the requested channels', () => {
    expect(
      routeChannels({
        ...user,
        accepted: ['push', 'sms', 'whatsapp'],
        hasPhone: true,
        requested: ['sms', 'whatsapp'],
      }),
    ).toEqual({ now: ['whatsapp', 'sms'], fallback: [] });
  });

  it('texts a bare number by SMS, or the phone channels asked for, never push or marketing', () => {
    const phone = { recipient: 'phone' as const, purpose: 'transactional' as const, reach: 'every' as const };
    expect(routeChannels({ ...phone, accepted: [], hasPhone: true }).now).toEqual(['sms']);
    expect(
      routeChannels({ ...phone, accepted: [], hasPhone: true, requested: ['push', 'whatsapp'] }).now,
    ).toEqual(['whatsapp']);
    expect(routeChannels({ ...phone, purpose: 'marketing', accepted: [], hasPhone: true }).now).toEqual([]);
  });
});
