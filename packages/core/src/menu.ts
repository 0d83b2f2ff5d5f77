// Customer menu order and availability (docs/product.md#menu-page: categories and sold out today).

/** How a menu reads top to bottom when the owner has not ordered its categories; others follow alphabetically. */
export const MENU_CATEGORY_ORDER = [
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
] as const;

/** Rank of a text category in MENU_CATEGORY_ORDER (unknown names after the known ones). */
export function menuCategoryRank(name: string): number {
  const index = (MENU_CATEGORY_ORDER as readonly string[]).indexOf(name);
  return index === -1 ? MENU_CATEGORY_ORDER.length : index;
}
