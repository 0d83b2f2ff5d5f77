import { describe, expect, it } from 'vitest';
import { resolveLite, venueInitials } from './lite-mode.ts';

describe('resolveLite', () => {
  it('follows the customer choice over Save-Data, and Save-Data without a choice', () => {
    expect(resolveLite({ cookie: '1' })).toBe(true);
    expect(resolveLite({ cookie: '0', saveData: 'on' })).toBe(false);
    expect(resolveLite({ saveData: 'on' })).toBe(true);
    expect(resolveLite({ saveData: ' ON ' })).toBe(true);
    expect(resolveLite({ saveData: 'off' })).toBe(false);
    expect(resolveLite({})).toBe(false);
  });
});

describe('venueInitials', () => {
  it('takes the first letters of the first two words', () => {
    expect(venueInitials('Kota King')).toBe('KK');
    expect(venueInitials('shisa nyama & grill')).toBe('SN');
    expect(venueInitials('  Mama’s  ')).toBe('M');
    expect(venueInitials('"Ziggy" Fast Food')).toBe('ZF');
    expect(venueInitials('')).toBe('?');
  });
});
