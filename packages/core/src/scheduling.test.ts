import { describe, expect, it } from 'vitest';
import { checkSlot, releaseAt, type SchedulingVenue, scheduleSlots, slotsByDay } from './scheduling.ts';

const lunch = { open: '11:00', close: '14:00' };
const venue = (over: Partial<SchedulingVenue> = {}): SchedulingVenue => ({
  is_open: true,
  opening_hours: {
    monday: lunch,
    tuesday: lunch,
    wednesday: lunch,
    thursday: lunch,
    friday: lunch,
    saturday: lunch,
    sunday: { closed: true },
  },
  scheduling_enabled: true,
  scheduling_lead_minutes: 30,
  ...over,
});
const sast = (s: string) => new Date(`${s}+02:00`);
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());
// Wednesday 2 December 2026, 20:00 in Johannesburg: tonight, closed until tomorrow's lunch.
const TONIGHT = sast('2026-12-02T20:00:00');

// docs/product.md#order-for-later
describe('order-for-later slots', () => {
  it('lists 15-minute slots inside the hours for the next 6 days, none tonight and none on a closed day', () => {
    const slots = scheduleSlots(venue(), TONIGHT);
    // Thursday 3 … Tuesday 8 December; Sunday 6 is closed: 5 days of 11:00 … 14:00 (13 slots each).
    expect(slots).toHaveLength(5 * 13);
    expect(slots[0]).toEqual(sast('2026-12-03T11:00:00'));
    expect(slots[12]).toEqual(sast('2026-12-03T14:00:00'));
    expect(iso(slots)).not.toContain(sast('2026-12-06T12:00:00').toISOString());
    expect(slots.at(-1)).toEqual(sast('2026-12-08T14:00:00'));
    // Wednesday 9 December is the 7th day after today: beyond the window.
    expect(iso(slots)).not.toContain(sast('2026-12-09T12:00:00').toISOString());
  });

  it('skips closed dates, the pause and load-shedding slots that pause the venue', () => {
    const slots = iso(
      scheduleSlots(
        venue({
          closed_dates: ['2026-12-04'],
          paused_until: sast('2026-12-03T12:00:00'),
          load_shedding: {
            mode: 'pause',
            extra_prep_minutes: 0,
            slots: [{ day: 'saturday', start: '12:00', end: '13:00' }],
          },
        }),
        TONIGHT,
      ),
    );
    expect(slots).not.toContain(sast('2026-12-03T11:45:00').toISOString());
    expect(slots).toContain(sast('2026-12-03T12:00:00').toISOString());
    expect(slots.some((s) => s.startsWith('2026-12-04'))).toBe(false);
    expect(slots).not.toContain(sast('2026-12-05T12:30:00').toISOString());
    expect(slots).toContain(sast('2026-12-05T13:00:00').toISOString());
  });

  it('keeps the venue notice and lists nothing when scheduling is off', () => {
    const noon = sast('2026-12-03T11:50:00');
    expect(scheduleSlots(venue({ scheduling_lead_minutes: 60 }), noon)[0]).toEqual(
      sast('2026-12-03T13:00:00'),
    );
    expect(scheduleSlots(venue({ scheduling_lead_minutes: 0 }), noon)[0]).toEqual(
      sast('2026-12-03T12:00:00'),
    );
    expect(scheduleSlots(venue({ scheduling_enabled: false }), noon)).toEqual([]);
  });

  it('refuses a past slot, one beyond 6 days, one outside hours, one off the grid or too soon', () => {
    const v = venue();
    expect(checkSlot(v, sast('2026-12-03T12:30:00'), TONIGHT)).toBeNull();
    expect(checkSlot(v, sast('2026-12-02T12:30:00'), TONIGHT)).toBe('past');
    expect(checkSlot(v, sast('2026-12-09T12:30:00'), TONIGHT)).toBe('too_far');
    expect(checkSlot(v, sast('2026-12-03T16:00:00'), TONIGHT)).toBe('closed');
    expect(checkSlot(v, sast('2026-12-06T12:00:00'), TONIGHT)).toBe('closed');
    expect(checkSlot(v, sast('2026-12-03T12:10:00'), TONIGHT)).toBe('not_a_slot');
    expect(checkSlot(v, sast('2026-12-03T12:00:00'), sast('2026-12-03T11:45:00'))).toBe('too_soon');
    expect(checkSlot(venue({ scheduling_enabled: false }), sast('2026-12-03T12:30:00'), TONIGHT)).toBe(
      'scheduling_off',
    );
  });

  it('releases an order into the kitchen its preparation time before the slot', () => {
    expect(releaseAt(sast('2026-12-03T12:30:00'), 20)).toEqual(sast('2026-12-03T12:10:00'));
  });

  it('groups slots by their Johannesburg date', () => {
    const days = slotsByDay(iso(scheduleSlots(venue(), TONIGHT)));
    expect(days.map((d) => d.date)).toEqual([
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-07',
      '2026-12-08',
    ]);
    expect(days[0]!.slots).toHaveLength(13);
  });
});
