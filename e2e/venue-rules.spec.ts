import { expect, test } from './support/fixtures.ts';
import { apiJson, listRestaurants } from './support/storefront.ts';

// Venue rules seen by a person (docs/decisions/056-venue-rules-demo-defaults.md): the menu page's fee from the stored
// location, 'New' for a venue without reviews, the reject dialog's reason, the reviews pages.

/** The demo customer's home in Mmabatho (apps/server/src/seed/demo-data.ts DEMO_CUSTOMER_LOCATION). */
const MMABATHO = { latitude: -25.833, longitude: 25.6105 } as const;

type Detail = { id: string; name: string; delivery_fee_cents: number; distance_km?: number };
const rand = (cents: number) => `R${(cents / 100).toFixed(2)}`;

test.describe('menu page opened from a shared link', () => {
  test('uses the stored location for the fee and distance from the first render', async ({ page }) => {
    await page.addInitScript(
      (location) => {
        localStorage.setItem('lekker.location', JSON.stringify(location));
      },
      { ...MMABATHO, accuracy: 20, area: 'Mmabatho', city: 'Mahikeng' },
    );
    const near = await listRestaurants(page, { lat: MMABATHO.latitude, lng: MMABATHO.longitude });
    const venue = near.restaurants.find((r) => r.distance_km !== undefined)!;
    const detail = await apiJson<Detail>(
      page,
      `/api/restaurants/${venue.id}?lat=${MMABATHO.latitude}&lng=${MMABATHO.longitude}`,
    );
    const unknown = await apiJson<Detail>(page, `/api/restaurants/${venue.id}`);
    expect(detail.delivery_fee_cents, 'the stored place gives a different fee than "unknown"').not.toBe(
      unknown.delivery_fee_cents,
    );

    // Every fee the page ever shows, from the very first paint on.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __fees: string[] }).__fees = seen;
      new MutationObserver(() => {
        for (const m of document.body.innerText.match(/R\d+\.\d\d delivery/g) ?? []) seen.push(m);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`/restaurant/${venue.id}`);
    const hero = page.getByRole('heading', { level: 1, name: detail.name });
    await expect(hero).toBeVisible();
    await expect(page.getByText(`${rand(detail.delivery_fee_cents)} delivery`)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Mmabatho');
    const fees = await page.evaluate(() => (window as unknown as { __fees: string[] }).__fees);
    expect(new Set(fees)).toEqual(new Set([`${rand(detail.delivery_fee_cents)} delivery`]));
  });
});
