// Reconciling a stored cart with the restaurant's current menu: a cart can sit in localStorage for days, so
// before checkout every item is compared with today's price and availability. Differences are shown to the
// customer, never applied (or charged) silently.
import type { CartItem, CartState } from '@lekker/core/cart';

/** The menu fields the comparison needs (the menu API answers only available items). */
export type MenuEntry = { id: string; name: string; price_cents: number; is_available: boolean };

export type CartIssue = { kind: 'unavailable' } | { kind: 'price'; was_cents: number; now_cents: number };

/** Items that are no longer on the menu (or unavailable), and items whose price changed, by item id. */
export function findCartIssues(
  items: readonly CartItem[],
  menu: readonly MenuEntry[],
): Map<string, CartIssue> {
  const byId = new Map(menu.map((entry) => [entry.id, entry]));
  const issues = new Map<string, CartIssue>();
  for (const item of items) {
    const current = byId.get(item.id);
    if (!current?.is_available) issues.set(item.id, { kind: 'unavailable' });
    else if (current.price_cents !== item.price_cents) {
      issues.set(item.id, { kind: 'price', was_cents: item.price_cents, now_cents: current.price_cents });
    }
  }
  return issues;
}

/**
 * The cart the customer accepts after review: unavailable items removed, prices and names updated to the menu.
 * Returns the same state when nothing changes.
 */
export function applyMenuToCart(state: CartState, menu: readonly MenuEntry[]): CartState {
  const byId = new Map(menu.map((entry) => [entry.id, entry]));
  let changed = false;
  const items: CartItem[] = [];
  for (const item of state.items) {
    const current = byId.get(item.id);
    if (!current?.is_available) {
      changed = true;
      continue;
    }
    if (current.price_cents !== item.price_cents || current.name !== item.name) {
      changed = true;
      items.push({ ...item, price_cents: current.price_cents, name: current.name });
    } else items.push(item);
  }
  if (!changed) return state;
  if (items.length === 0 && !state.delivery_only) {
    return { ...state, items, restaurant_id: null, restaurant_name: null };
  }
  return { ...state, items };
}
