import { describe, expect, it } from 'vitest';
import { LoadSheddingPlanSchema } from './contracts/venues.ts';
import { formatLoadSheddingText, parseLoadSheddingText } from './load-shedding.ts';

describe('parseLoadSheddingText', () => {
  it('reads pasted weekly slots in the usual shapes', () => {
    const { slots, errors } = parseLoadSheddingText(
      ['Mon 10:00-12:30', 'Tuesday 18:00 – 20:30, 02:00-04:30', '', '# stage 2', 'Weekends 22:00-00:30'].join(
        '\n',
      ),
    );
    expect(errors).toEqual([]);
    expect(slots).toEqual([
      { day: 'monday', start: '10:00', end: '12:30' },
      { day: 'tuesday', start: '02:00', end: '04:30' },
      { day: 'tuesday', start: '18:00', end: '20:30' },
      { day: 'saturday', start: '22:00', end: '00:30' },
      { day: 'sunday', start: '22:00', end: '00:30' },
    ]);
  });

  it('expands Daily to all seven days and drops duplicates', () => {
    const { slots } = parseLoadSheddingText('Daily 16:00-18:30\nMon 16:00-18:30');
    expect(slots).toHaveLength(7);
  });

  it.each([
    ['Funday 10:00-12:00', 1, 'not a day'],
    ['Mon 10-12', 1, 'not a time range'],
    ['Mon 25:00-26:00', 1, 'not a time range'],
    ['Mon 10:00-10:00', 1, 'same time'],
    ['10:00-12:00', 1, 'Start with a day'],
  ])('refuses %j with a line message', (text, line, message) => {
    const result = parseLoadSheddingText(`Tue 08:00-10:30\n${text}`);
    expect(result.slots).toEqual([{ day: 'tuesday', start: '08:00', end: '10:30' }]);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.line).toBe(line + 1);
    expect(result.errors[0]!.message).toContain(message);
  });

  it('formats back to text the parser reads to the same slots', () => {
    const { slots } = parseLoadSheddingText('Wed 18:00-20:30\nMon 10:00-12:30\nMon 20:00-22:30');
    const text = formatLoadSheddingText(slots);
    expect(text).toBe('Mon 10:00-12:30, 20:00-22:30\nWed 18:00-20:30');
    expect(parseLoadSheddingText(text).slots).toEqual(slots);
  });

  it('parsed slots satisfy the plan contract', () => {
    const { slots } = parseLoadSheddingText('Daily 22:00-00:30');
    expect(LoadSheddingPlanSchema.safeParse({ mode: 'pause', extra_prep_minutes: 0, slots }).success).toBe(
      true,
    );
    expect(
      LoadSheddingPlanSchema.safeParse({
        mode: 'pause',
        extra_prep_minutes: 0,
        slots: [{ day: 'monday', start: '9:00', end: '10:00' }],
      }).success,
    ).toBe(false);
  });
});
