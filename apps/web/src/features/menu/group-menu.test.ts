import type { MenuItem } from '@lekker/core/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { groupMenu } from './group-menu.ts';

let n = 0;
const item = (name: string, category: string | null, is_available = true): MenuItem => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  restaurant_id: '00000000-0000-4000-8000-000000000000',
  name,
  description: null,
  price_cents: 1000,
  image_url: null,
  is_available,
  preparation_time: null,
  category,
});

describe('groupMenu', () => {
  it('gives one untitled section when no item has a category', () => {
    const items = [item('A', null), item('B', null), item('C', null, false)];
    expect(groupMenu(items)).toEqual([{ category: null, items: items.slice(0, 2) }]);
  });

  it('groups by category in menu order, others alphabetically, uncategorised last', () => {
    const sections = groupMenu([
      item('Coke', 'Drinks'),
      item('Chips', 'Sides'),
      item('Kota', 'Mains'),
      item('Mystery', null),
      item('Vetkoek', 'Specials'),
      item('Sold out', 'Mains', false),
    ]);
    expect(sections.map((s) => [s.category, s.items.map((i) => i.name)])).toEqual([
      ['Mains', ['Kota']],
      ['Sides', ['Chips']],
      ['Drinks', ['Coke']],
      ['Specials', ['Vetkoek']],
      ['More', ['Mystery']],
    ]);
  });

  it('is empty without available items', () => {
    expect(groupMenu([item('A', 'Mains', false)])).toEqual([]);
  });

  it("follows the owner's category order when the venue has one", () => {
    const owned = (name: string, category: string, order: number) => ({
      ...item(name, category),
      category_order: order,
    });
    const sections = groupMenu([
      owned('Coke', 'Drinks', 0),
      owned('Kota', 'Mains', 1),
      item('Mystery', null),
    ]);
    expect(sections.map((s) => s.category)).toEqual(['Drinks', 'Mains', 'More']);
  });

  it('keeps an item sold out for today, unavailable, in its section', () => {
    const soldOut = { ...item('Kota', 'Mains', false), sold_out_until: '2024-01-01T22:00:00.000Z' };
    const sections = groupMenu([soldOut, item('Gone', 'Mains', false)]);
    expect(sections).toEqual([{ category: 'Mains', items: [soldOut] }]);
  });
});
