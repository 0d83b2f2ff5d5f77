import { describe, expect, it } from 'vitest';
import { buildTimeline, statusLabel } from './order-format.ts';

// docs/decisions/068-collect-it-yourself.md
describe('a collection on the order page', () => {
  const base = { events: [], cancel_reason: null, created_at: '2026-12-06T10:00:00.000Z' };

  it("has no driver's step and ends at Collected", () => {
    const steps = buildTimeline({ ...base, status: 'ready', fulfilment: 'collection' });
    expect(steps.map((s) => s.label)).toEqual([
      'Order placed',
      'Confirmed',
      'Preparing',
      'Ready for collection',
      'Collected',
    ]);
    expect(steps.find((s) => s.status === 'ready')?.state).toBe('current');
  });

  it('a delivery keeps Out for delivery and Delivered', () => {
    const labels = buildTimeline({ ...base, status: 'ready' }).map((s) => s.label);
    expect(labels).toContain('Out for delivery');
    expect(labels.at(-1)).toBe('Delivered');
    expect(statusLabel('delivered', 'collection')).toBe('Collected');
    expect(statusLabel('delivered')).toBe('Delivered');
  });
});
