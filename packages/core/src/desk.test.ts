import { describe, expect, it } from 'vitest';
import { RejectOrderSchema } from './contracts/desk.ts';
import { deskColumn, hasReached, rejectionText, suggestedPrepMinutes } from './desk.ts';

describe('order desk rules', () => {
  it('suggests the longest preparation time of the items, within 5–180 minutes', () => {
    expect(suggestedPrepMinutes([{ preparation_time: 12 }, { preparation_time: 25 }])).toBe(25);
    expect(suggestedPrepMinutes([{ preparation_time: null }])).toBe(20);
    expect(suggestedPrepMinutes([{ preparation_time: 2 }])).toBe(5);
    expect(suggestedPrepMinutes([{ preparation_time: 400 }])).toBe(180);
  });

  it('puts confirmed and preparing orders in one column and leaves unpaid ones off the desk', () => {
    expect(deskColumn('placed')).toBe('new');
    expect(deskColumn('confirmed')).toBe('preparing');
    expect(deskColumn('preparing')).toBe('preparing');
    expect(deskColumn('picked_up')).toBe('out');
    expect(deskColumn('cancelled')).toBe('done');
    expect(deskColumn('pending_payment')).toBeNull();
  });

  it('treats an action already passed on the forward path as done, a cancelled order as not', () => {
    expect(hasReached('preparing', 'confirmed')).toBe(true);
    expect(hasReached('confirmed', 'confirmed')).toBe(true);
    expect(hasReached('confirmed', 'ready')).toBe(false);
    expect(hasReached('cancelled', 'confirmed')).toBe(false);
  });

  it('words each rejection for the customer', () => {
    expect(rejectionText('item_sold_out', { itemName: 'Kota' })).toContain('Kota is sold out');
    expect(rejectionText('other', { note: '  Gas ran out  ' })).toBe('Gas ran out');
    expect(rejectionText('auto_rejected', {})).toMatch(/did not respond in time/);
  });

  it('reads a bare reason as "other" and asks for what each code needs', () => {
    expect(RejectOrderSchema.parse({ reason: 'Out of stock' })).toMatchObject({ code: 'other' });
    expect(RejectOrderSchema.safeParse({ code: 'item_sold_out' }).success).toBe(false);
    expect(RejectOrderSchema.safeParse({ code: 'other', reason: '' }).success).toBe(false);
    expect(RejectOrderSchema.safeParse({ code: 'too_busy' }).success).toBe(true);
  });
});
