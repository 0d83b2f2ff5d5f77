// Helpers for the checkout browser tests: the demo restaurant and its menu, the cart and the checkout dialog.
// Accounts and sign-ins: support/auth.ts and support/fixtures.ts.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const KASI_KOTA = 'Kasi Kota Corner';
/** Mahikeng town centre, where the demo restaurants are. */
export const MAHIKENG = { latitude: -25.856, longitude: 25.6403 } as const;
export const ADDRESS = { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' } as const;

export type MenuItem = { id: string; name: string; price_cents: number; is_available: boolean };
export type ListedRestaurant = { id: string; name: string; is_open: boolean; distance_km?: number };

/** POSTs JSON with our own Origin (the server refuses cookie-carrying cross-site posts). */
export async function postJson(request: APIRequestContext, baseURL: string, path: string, data?: unknown) {
  return request.post(path, { data: data ?? {}, headers: { Origin: new URL(baseURL).origin } });
}

export async function listRestaurants(request: APIRequestContext): Promise<ListedRestaurant[]> {
  const res = await request.get(
    `/api/restaurants?${new URLSearchParams({ lat: String(MAHIKENG.latitude), lng: String(MAHIKENG.longitude) })}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { restaurants: ListedRestaurant[] }).restaurants;
}

export async function menuOf(request: APIRequestContext, restaurantId: string): Promise<MenuItem[]> {
  const res = await request.get(`/api/restaurants/${restaurantId}/menu`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: MenuItem[] }).items;
}

/** Available items, cheapest first, adding up to at least the R50 minimum. */
export function itemsForMinimum(menu: MenuItem[], minimumCents = 5000): MenuItem[] {
  const picked: MenuItem[] = [];
  let total = 0;
  for (const item of [...menu].filter((m) => m.is_available).sort((a, b) => a.price_cents - b.price_cents)) {
    if (total >= minimumCents) break;
    picked.push(item);
    total += item.price_cents;
  }
  return picked;
}

/** Opens the restaurant page and presses each item's quick Add button (the storefront's cart control). */
export async function fillCart(page: Page, restaurantId: string, items: MenuItem[]) {
  await page.goto(`/restaurant/${restaurantId}`);
  for (const item of items) {
    await page.getByRole('button', { name: `Add ${item.name}`, exact: true }).click();
  }
  await page.goto('/cart');
  for (const item of items) await expect(page.getByText(item.name, { exact: false }).first()).toBeVisible();
}

export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Order' });

/**
 * Proceed to Checkout, then the address, and the delivery pin accepted where the address was found (unless
 * `acceptPin: false`).
 */
export async function openCheckoutAndFillAddress(page: Page, options: { acceptPin?: boolean } = {}) {
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const dialog = checkoutDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Street address').fill(ADDRESS.street);
  await dialog.getByLabel('City or town').fill(ADDRESS.city);
  await dialog.getByLabel('Province').selectOption(ADDRESS.province);
  if (options.acceptPin !== false) await acceptProposedPin(dialog);
  return dialog;
}

/**
 * The offline geocoder finds the town, not the street: the map starts there with a proposed pin, which the
 * customer accepts (docs/product.md#delivery-point).
 */
export async function acceptProposedPin(dialog: Locator) {
  await expect(dialog.getByTestId('delivery-point-status')).toContainText('but not your street', {
    timeout: 15_000,
  });
  await dialog.getByRole('button', { name: 'Deliver to this pin' }).click();
  await expect(dialog.getByTestId('delivery-point-status')).toContainText('Pin placed');
}

/** The order id from /order-tracking?order=<id>. */
export function orderIdFromUrl(page: Page): string {
  const id = new URL(page.url()).searchParams.get('order');
  expect(id).toBeTruthy();
  return id as string;
}
