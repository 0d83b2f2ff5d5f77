import { afterEach, describe, expect, it } from 'vitest';
import { lazyDateFormat } from './lazy-date-format.ts';

const Real = Intl.DateTimeFormat;

describe('lazyDateFormat', () => {
  afterEach(() => {
    Intl.DateTimeFormat = Real;
  });

  it('makes the Intl formatter on the first format, once, and formats as Intl does', () => {
    let made = 0;
    Intl.DateTimeFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    } as typeof Real;
    const options: Intl.DateTimeFormatOptions = {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    };
    const format = lazyDateFormat('en-ZA', options);
    expect(made).toBe(0);
    const date = new Date('2026-11-28T10:00:00Z');
    const first = format.format(date);
    expect(made).toBe(1);
    expect(format.format(date)).toBe(first);
    expect(made).toBe(1);
    expect(first).toBe(new Real('en-ZA', options).format(date));
  });
});
