import { describe, expect, it } from 'vitest';
import { GO_LIVE_MIN_MENU_ITEMS, goLiveChecklist, hasOpeningHours } from './go-live.ts';

const complete = {
  latitude: -25.85,
  longitude: 25.64,
  opening_hours: { monday: { open: '09:00', close: '17:00' } },
  available_items: GO_LIVE_MIN_MENU_ITEMS,
  logo_url: '/storage/public/logo.webp',
};

describe('goLiveChecklist', () => {
  it('is complete with a pin, hours, enough items and a logo', () => {
    const c = goLiveChecklist(complete);
    expect(c.complete).toBe(true);
    expect(c.items.map((i) => i.key)).toEqual(['pin', 'hours', 'menu', 'logo']);
  });

  it.each([
    ['pin', { latitude: null }],
    ['hours', { opening_hours: { monday: { closed: true } } }],
    ['hours', { opening_hours: null }],
    ['menu', { available_items: GO_LIVE_MIN_MENU_ITEMS - 1 }],
    ['logo', { logo_url: ' ' }],
  ])('misses %s', (key, change) => {
    const c = goLiveChecklist({ ...complete, ...change });
    expect(c.complete).toBe(false);
    expect(c.items.filter((i) => !i.done).map((i) => i.key)).toEqual([key]);
  });

  it('hasOpeningHours needs one readable day', () => {
    expect(hasOpeningHours({ monday: { open: 'nine', close: '17:00' } })).toBe(false);
    expect(hasOpeningHours(JSON.stringify({ friday: { open: '18:00', close: '02:00' } }))).toBe(true);
  });
});
