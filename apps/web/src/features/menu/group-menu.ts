import type { MenuItem } from '@lekker/core/contracts/catalogue';

/** How a menu reads top to bottom; other categories follow alphabetically, items without one come last. */
const CATEGORY_ORDER = [
  'Breakfast',
  'Starters',
  'Mains',
  'Platters',
  'Combos',
  'Sides',
  'Bakery',
  'Desserts',
  'Hot Drinks',
  'Drinks',
];

export const UNCATEGORISED = 'More';

export type MenuSection = { category: string | null; items: MenuItem[] };

/**
 * What the menu shows: available items, plus items sold out for today (shown as unavailable, back at midnight).
 * Grouped by category when any item has one (else a single untitled section). Categories follow the owner's order
 * (`category_order`) when the venue has one, then the usual order below; items keep the server's order.
 */
export function groupMenu(items: readonly MenuItem[]): MenuSection[] {
  const available = items.filter((item) => item.is_available || item.sold_out_until !== undefined);
  if (!available.some((item) => item.category?.trim())) {
    return available.length > 0 ? [{ category: null, items: available }] : [];
  }
  const groups = new Map<string, MenuItem[]>();
  const ownerOrder = new Map<string, number>();
  for (const item of available) {
    const key = item.category?.trim() || UNCATEGORISED;
    groups.set(key, [...(groups.get(key) ?? []), item]);
    if (item.category_order !== undefined && !ownerOrder.has(key)) ownerOrder.set(key, item.category_order);
  }
  const rank = (category: string) => {
    if (category === UNCATEGORISED) return Number.MAX_SAFE_INTEGER;
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  const owner = (category: string) => ownerOrder.get(category) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.entries()]
    .sort(([a], [b]) => owner(a) - owner(b) || rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, items: list }));
}
