import { describe, expect, it } from 'vitest';
import { maskRecipient } from './messaging.ts';

describe('maskRecipient', () => {
  it('keeps only the last 3 digits of a number', () => {
    expect(maskRecipient('sms', '+27821234567')).toBe('•••••••••567');
    expect(maskRecipient('whatsapp', '+27821234567')).not.toContain('82123');
  });
  it('never shows an account id for push', () => {
    expect(maskRecipient('push', 'user-123')).toBe('push devices');
  });
});
