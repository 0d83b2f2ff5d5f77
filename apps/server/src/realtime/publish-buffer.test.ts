import { describe, expect, it } from 'vitest';
import { createPublishBuffer } from './publish-buffer.ts';

describe('the publish buffer (messages waiting for Redis)', () => {
  it('keeps at most `max`, dropping and counting the oldest', () => {
    const buffer = createPublishBuffer({ max: 3, maxAgeMs: 60_000, now: () => 0 });
    for (const m of ['a', 'b', 'c', 'd', 'e']) buffer.push(m);
    expect([buffer.size(), buffer.dropped()]).toEqual([3, 2]);
    expect(buffer.take()).toEqual(['c', 'd', 'e']);
    expect(buffer.size()).toBe(0);
  });

  it('drops (and counts) what waited longer than `maxAgeMs` when taken; failed sends count too', () => {
    let t = 0;
    const buffer = createPublishBuffer({ max: 10, maxAgeMs: 1000, now: () => t });
    buffer.push('stale');
    t = 600;
    buffer.push('fresh');
    t = 1500;
    expect(buffer.take()).toEqual(['fresh']);
    expect(buffer.dropped()).toBe(1);
    buffer.countDrop();
    expect(buffer.dropped()).toBe(2);
  });
});
