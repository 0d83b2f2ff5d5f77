import { describe, expect, it } from 'vitest';
import { conversationState, shortName, storyExpiresAt } from './social.ts';

describe('shortName', () => {
  it('keeps the first name and the initial of the last, never more', () => {
    expect(shortName('Thandi Mokoena')).toBe('Thandi M.');
    expect(shortName('  thandi   van der Merwe ')).toBe('Thandi M.');
    expect(shortName('Sipho')).toBe('Sipho');
    expect(shortName('Émile Ørsted')).toBe('Émile Ø.');
  });
  it('gives the fallback for nothing usable', () => {
    expect(shortName('')).toBe('Customer');
    expect(shortName(null)).toBe('Customer');
    expect(shortName(' <> ', 'Driver')).toBe('Driver');
  });
});

describe('conversationState', () => {
  const now = new Date('2026-03-02T12:00:00Z');
  const at = (iso: string) => new Date(iso);
  it('has not started before the order is placed', () => {
    for (const status of ['pending_payment', 'payment_failed'] as const)
      expect(conversationState({ status, deliveredAt: null, cancelledAt: null }, now).state).toBe(
        'not_started',
      );
  });
  it('is open while the order is under way, without an end', () => {
    expect(conversationState({ status: 'preparing', deliveredAt: null, cancelledAt: null }, now)).toEqual({
      state: 'open',
      closes_at: null,
    });
  });
  it('closes 24 hours after delivery or cancellation', () => {
    const delivered = {
      status: 'delivered' as const,
      deliveredAt: at('2026-03-01T12:00:01Z'),
      cancelledAt: null,
    };
    expect(conversationState(delivered, now)).toEqual({
      state: 'open',
      closes_at: at('2026-03-02T12:00:01Z'),
    });
    expect(conversationState(delivered, at('2026-03-02T12:00:01Z')).state).toBe('closed');
    const cancelled = {
      status: 'cancelled' as const,
      deliveredAt: null,
      cancelledAt: at('2026-02-28T09:00:00Z'),
    };
    expect(conversationState(cancelled, now).state).toBe('closed');
  });
});

describe('storyExpiresAt', () => {
  it('is 24 hours after posting', () => {
    expect(storyExpiresAt(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe('2026-03-02T10:00:00.000Z');
  });
});
