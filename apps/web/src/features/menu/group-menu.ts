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
 * The available items, grouped by category when any item has one (else a single untitled section). Items keep
 * their order (by name, from the server) inside each section.
 */
export function groupMenu(items: readonly MenuItem[]): MenuSection[] {
  const available = items.filter((item) => item.is_available);
  if (!available.some((item) => item.category?.trim())) {
    return available.length > 0 ? [{ category: null, items: available }] : [];
  }
  const groups = new Map<string, MenuItem[]>();
  for (const item of available) {
    const key = item.category?.trim() || UNCATEGORISED;
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  const rank = (category: string) => {
    if (category === UNCATEGORISED) return Number.MAX_SAFE_INTEGER;
    const index = CATEGORY_ORDER.indexOf(category);
    return index === -1 ? CATEGORY_ORDER.length : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([category, list]) => ({ category, items: list }));
}
