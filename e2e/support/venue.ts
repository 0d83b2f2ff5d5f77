// A fresh venue for a test: an approved owner's venue made complete (pin, hours every day, five dishes, a logo)
// through the API, and optionally live. The go-live path through the portal has its own test
// (e2e/restaurant-venue.spec.ts); these helpers are for specs that need a venue to sell from.
import { type APIRequestContext, expect } from '@playwright/test';
import { apiPost } from './auth.ts';

/** A 1×1 PNG: enough for a logo (the server only resizes down). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Lichtenburg: far from the Mahikeng demo venues, so a venue pinned here is the only one nearby. */
export const LICHTENBURG = { latitude: -26.152, longitude: 26.1597 } as const;

export const DISHES = [
  { name: 'Pap & Wors', price_cents: 4000 },
  { name: 'Chicken Livers', price_cents: 4500 },
  // The dish a reduced (load-shedding) menu keeps.
  { name: 'Cold Cola', price_cents: 2000, cooks_without_power: true },
  { name: 'Vetkoek', price_cents: 3500 },
  { name: 'Amagwinya', price_cents: 3000 },
] as const;

const EVERY_DAY = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [
    d,
    { open: '00:00', close: '23:59' },
  ]),
);

/**
 * Completes the go-live checklist of `restaurantId` as `owner` (pin at `at`, open every day, the five DISHES, a
 * logo); with `live`, goes live too. Returns the dishes' ids by name.
 */
export async function prepareVenue(
  owner: APIRequestContext,
  restaurantId: string,
  baseURL: string,
  { at = LICHTENBURG, live = true }: { at?: { latitude: number; longitude: number }; live?: boolean } = {},
): Promise<Record<string, string>> {
  const base = `/api/restaurant/venues/${restaurantId}`;
  const headers = { origin: baseURL };
  const settings = await owner.patch(`${base}/settings`, {
    data: { latitude: at.latitude, longitude: at.longitude, opening_hours: EVERY_DAY },
    headers,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const ids: Record<string, string> = {};
  for (const dish of DISHES) {
    const res = await owner.post(`${base}/menu/items`, { data: dish, headers });
    expect(res.status(), await res.text()).toBe(201);
    ids[dish.name] = ((await res.json()) as { id: string }).id;
  }
  const logo = await owner.put(`${base}/images/logo`, {
    data: PNG,
    headers: { ...headers, 'content-type': 'image/png' },
  });
  expect(logo.status(), await logo.text()).toBe(200);
  if (live) {
    const res = await apiPost(owner, `${base}/go-live`);
    expect(res.status(), await res.text()).toBe(200);
  }
  return ids;
}
