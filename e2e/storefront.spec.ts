import type { Page } from '@playwright/test';
import { expect, test } from './support/clock.ts';
import {
  apiJson,
  cardNames,
  denyLocation,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  grantLocation,
  listedCountText,
  listRestaurants,
  locationBadge,
  MAHIKENG,
  restaurantByName,
  restaurantList,
} from './support/storefront.ts';

const DENIED = 'Location access denied. Please enable location services in your browser settings.';
const WITHOUT_LOCATION = "Without location access, you'll see all restaurants regardless of delivery area.";

type Geocoded = { success: boolean; latitude: number; longitude: number; city: string | null };

async function geocode(page: Page, query: string): Promise<Geocoded> {
  const response = await page.request.post('/api/geocode', { data: { type: 'forward', query } });
  return (await response.json()) as Geocoded;
}

/** Adds one item to the cart from a restaurant's menu page with the quick Add button. */
async function quickAdd(page: Page, restaurantId: string, itemName: string) {
  await page.goto(`/restaurant/${restaurantId}`);
  await page.getByRole('button', { name: `Add ${itemName}`, exact: true }).click();
  await expect(page.getByText(`${itemName} added to cart`)).toBeVisible();
}

test.describe('location', () => {
  test('granted: only restaurants within their radius, nearest first, and the place in the header', async ({
    page,
    context,
  }) => {
    await grantLocation(context);
    const near = await listRestaurants(page, {
      kind: 'restaurant',
      lat: MAHIKENG.latitude,
      lng: MAHIKENG.longitude,
    });
    const all = await listRestaurants(page, { kind: 'restaurant' });
    expect(near.count).toBeLessThan(all.count);

    await page.goto('/');
    await expect(locationBadge(page)).toHaveText('Location Active');
    await expect(page.getByText('restaurants within 10km', { exact: false })).toBeVisible();
    const list = restaurantList(page);
    await expect(list.getByText(listedCountText(near))).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(near.restaurants.map((r) => r.name));

    // Sorted by distance, each shown with one decimal; the far places (Rustenburg, Johannesburg) are left out.
    const distances = near.restaurants.map((r) => r.distance_km ?? Number.NaN);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    await expect(list.getByTestId('restaurant-card').first()).toContainText(`${distances[0]?.toFixed(1)} km`);
    for (const far of all.restaurants.filter((r) => !near.restaurants.some((n) => n.id === r.id))) {
      await expect(list.getByRole('heading', { name: far.name, exact: true })).toHaveCount(0);
    }

    // The background reverse lookup names the area: header label and list heading.
    await expect(page.getByRole('banner')).toContainText('Mmabatho');
    await expect(page.getByRole('heading', { name: 'Restaurants in Mmabatho' })).toBeVisible();
  });

  test('denied: the error panel and every restaurant', async ({ page, context }) => {
    await denyLocation(context, page);
    const all = await listRestaurants(page, { kind: 'restaurant' });
    await page.goto('/');
    await expect(locationBadge(page)).toHaveText('Location Denied');
    const panel = page.getByRole('alert').filter({ hasText: DENIED });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(WITHOUT_LOCATION);
    await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(restaurantList(page).getByText(listedCountText(all))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Restaurants in your area' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Mangokeng');
  });

  test("manual address 'Mahikeng' sets the location, which survives a reload", async ({ page, context }) => {
    await denyLocation(context, page);
    const place = await geocode(page, 'Mahikeng');
    expect(place.success).toBe(true);
    const near = await listRestaurants(page, {
      kind: 'restaurant',
      lat: place.latitude,
      lng: place.longitude,
    });

    await page.goto('/');
    await expect(locationBadge(page)).toHaveText('Location Denied');
    const field = page.getByLabel('Enter your delivery address');
    const search = page.getByRole('button', { name: 'Search', exact: true });
    await expect(search).toBeDisabled();
    await field.fill('   ');
    await expect(search).toBeDisabled();
    await field.fill('Mahikeng');
    await expect(search).toBeEnabled();
    await field.press('Enter');

    await expect(locationBadge(page)).toHaveText('Location Active');
    await expect(field).toHaveValue('');
    await expect(page.getByRole('alert').filter({ hasText: DENIED })).toHaveCount(0);
    await expect(page.getByRole('banner')).toContainText('Mahikeng');
    await expect(restaurantList(page).getByText(listedCountText(near))).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(near.restaurants.map((r) => r.name));

    await page.reload();
    await expect(locationBadge(page)).toHaveText('Location Active');
    await expect(page.getByRole('banner')).toContainText('Mahikeng');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('lekker.location') ?? 'null'));
    expect(stored).toMatchObject({ latitude: place.latitude, longitude: place.longitude, accuracy: 0 });
  });

  test('a typo of one letter is forgiven, one beyond that is not accepted', async ({ page, context }) => {
    await denyLocation(context, page);
    await page.goto('/');
    const field = page.getByLabel('Enter your delivery address');
    await field.fill('Mhkeng');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Address not found.' })).toHaveText(
      'Address not found. Please try a different address.',
    );
    await expect(field).toHaveValue('Mhkeng');
    await expect(locationBadge(page)).toHaveText('Location Denied');

    await field.fill('Mahkeng');
    await field.press('Enter');
    await expect(locationBadge(page)).toHaveText('Location Active');
    await expect(page.getByRole('banner')).toContainText('Mahikeng');
  });
});

test.describe('home list', () => {
  test('category chips and the five filters change the list', async ({ page, context }) => {
    await denyLocation(context, page);
    const all = await listRestaurants(page, { kind: 'restaurant' });
    const pizza = await listRestaurants(page, { kind: 'restaurant', cuisine: 'Pizza' });
    const rated = await listRestaurants(page, { kind: 'restaurant', min_rating: 4.5 });
    const ratedOpen = await listRestaurants(page, { kind: 'restaurant', min_rating: 4.5, open_now: true });
    const quick = await listRestaurants(page, {
      kind: 'restaurant',
      max_delivery_time: 30,
      max_delivery_fee_cents: 1500,
    });
    expect(pizza.count).toBeGreaterThan(0);

    await page.goto('/');
    const list = restaurantList(page);
    await expect(list.getByText(listedCountText(all))).toBeVisible();

    const chip = page.getByRole('button', { name: 'Pizza', exact: true });
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByText(listedCountText(pizza))).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(pizza.restaurants.map((r) => r.name));
    await expect(page.getByLabel('Cuisine')).toHaveValue('Pizza');
    await chip.click();
    await expect(chip).toHaveAttribute('aria-pressed', 'false');
    await expect(list.getByText(listedCountText(all))).toBeVisible();

    await page.getByLabel('Minimum rating').selectOption('4.5');
    await expect(list.getByText(listedCountText(rated))).toBeVisible();
    await page.getByRole('switch', { name: 'Open now' }).click();
    await expect(list.getByText(listedCountText(ratedOpen))).toBeVisible();
    if (ratedOpen.count === 0) {
      await expect(list.getByText('No restaurants found matching your criteria.')).toBeVisible();
    }
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(list.getByText(listedCountText(all))).toBeVisible();

    await page.getByLabel('Max delivery time').selectOption('30');
    await page.getByLabel('Max delivery fee').selectOption('1500');
    await expect(list.getByText(listedCountText(quick))).toBeVisible();
    await expect.poll(() => cardNames(page)).toEqual(quick.restaurants.map((r) => r.name));
  });

  test('sponsored cards, Order Now, closed buttons, and a card opens its menu', async ({ page, context }) => {
    await denyLocation(context, page);
    const all = await listRestaurants(page, { kind: 'restaurant' });
    await page.goto('/');
    const list = restaurantList(page);
    await expect(list.getByText(listedCountText(all))).toBeVisible();
    await expect(list.getByTestId('ad-card').first()).toBeVisible();
    // One ad after every 4th restaurant: the 5th card of the grid is an ad.
    await expect(list.locator(':scope > ul > li').nth(4).getByTestId('ad-card')).toBeVisible();

    const closed = all.restaurants.find((r) => !r.is_open);
    if (closed) {
      const card = list.getByTestId('restaurant-card').filter({ hasText: closed.name });
      await expect(card.getByRole('button', { name: 'Closed' })).toBeDisabled();
    }

    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(list).toBeInViewport();

    const first = all.restaurants[0]!;
    await list.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(`/restaurant/${first.id}`);
  });
});

test.describe('menu and cart', () => {
  test('add, customize with a note, switch restaurant with confirmation', async ({ page, context }) => {
    // Two menus and a cart replaced: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    await denyLocation(context, page);
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');
    const napoli = await restaurantByName(page, 'Napoli on Nelson Mandela');

    await page.goto('/');
    await restaurantList(page).getByRole('link', { name: 'Kasi Kota Corner', exact: true }).click();
    await expect(page).toHaveURL(`/restaurant/${kasi.id}`);
    await expect(page).toHaveTitle('Kasi Kota Corner menu | Lekker Eats');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasi Kota Corner' })).toBeVisible();
    await expect(page.getByText('Partnered')).toBeVisible();
    await expect(page.getByText('Browse available items')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer Reviews' })).toContainText('Based on');
    await expect(page.getByRole('region', { name: 'Customer Reviews' })).toContainText('Anonymous Customer');

    await page.getByRole('button', { name: 'Add Kota Classic', exact: true }).click();
    await expect(page.getByText('Kota Classic added to cart')).toBeVisible();
    const classic = page.getByRole('group', { name: 'Quantity of Kota Classic' });
    await expect(classic).toContainText('1');
    await classic.getByRole('button', { name: 'Increase quantity of Kota Classic' }).click();
    await expect(classic).toContainText('2');

    await page.getByRole('button', { name: 'Customize Russian Kota' }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Russian Kota' });
    await expect(dialog.getByRole('button', { name: 'Decrease quantity of Russian Kota' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Increase quantity of Russian Kota' }).click();
    const note = dialog.getByPlaceholder('Any special requests for this item...');
    await expect(note).toHaveAttribute('rows', '2');
    await note.fill('Extra sauce, no atchar');
    await dialog.getByRole('button', { name: 'Add to cart · R110.00' }).click();
    await expect(page.getByText('2x Russian Kota added to cart')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders, 4 items in cart' })).toBeVisible();

    // Another restaurant: Customize warns by name and asks before replacing the cart.
    const napoliMenu = await apiJson<{ items: { name: string }[] }>(
      page,
      `/api/restaurants/${napoli.id}/menu`,
    );
    const pizza = napoliMenu.items.find((i) => i.name.startsWith('Margherita'))!.name;
    await page.goto(`/restaurant/${napoli.id}`);
    await page.getByRole('button', { name: `Customize ${pizza}` }).click();
    const other = page.getByRole('dialog', { name: `Customize ${pizza}` });
    await expect(other.getByTestId('replace-warning')).toContainText('Kasi Kota Corner');
    await other.getByRole('button', { name: /Add to cart/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Different Restaurant' });
    await expect(confirm).toContainText(
      'This will replace items from another restaurant in your cart. Continue?',
    );
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(`${pizza} added to cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders, 1 items in cart' })).toBeVisible();

    await page.goto('/cart');
    await expect(page.getByText('Your order from')).toContainText('Napoli on Nelson Mandela');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line')).toContainText(pizza);
  });

  test('cart: minimum order with the shortfall, notes, and the cart survives a reload', async ({
    page,
    context,
  }) => {
    await denyLocation(context, page);
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');
    await quickAdd(page, kasi.id, 'Atchar Cup');

    await page.goto('/cart');
    const minimum = page.getByTestId('minimum-order');
    await expect(minimum).toHaveText('Minimum order amount is R50. Add R38.00 more to proceed.');
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('R12.00');
    await expect(page.getByTestId('cart-delivery-fee')).toHaveText('R32.00');
    await expect(page.getByTestId('cart-total')).toHaveText('R44.00');

    await page.getByRole('button', { name: 'Add note for Atchar Cup' }).click();
    await page.getByLabel('Note for Atchar Cup').fill('Extra spicy');
    await page.getByRole('button', { name: 'Save note' }).click();

    await page.reload();
    await expect(page.getByTestId('cart-line')).toContainText('Atchar Cup');
    await expect(page.getByTestId('cart-line')).toContainText('Extra spicy');
    await expect(minimum).toBeVisible();
    await expect(page.getByRole('link', { name: 'Orders, 1 items in cart' })).toBeVisible();

    const plus = page.getByRole('button', { name: 'Increase quantity of Atchar Cup' });
    for (let i = 0; i < 4; i++) await plus.click();
    await expect(page.getByTestId('cart-subtotal')).toHaveText('R60.00');
    await expect(minimum).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse Restaurants' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the custom delivery link and an unknown restaurant', async ({ page, context }) => {
    await denyLocation(context, page);
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');
    await page.goto(`/restaurant/${kasi.id}`);
    await page.getByRole('link', { name: 'Request a custom delivery' }).click();
    await expect(page).toHaveURL('/custom-delivery');

    await page.goto('/restaurant/00000000-0000-4000-8000-000000000999');
    await expect(page.getByRole('heading', { name: 'Restaurant not found.' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('search, groceries and notifications', () => {
  test('the header search leads to results grouped by restaurant, respecting the radius', async ({
    page,
    context,
  }) => {
    await grantLocation(context);
    await page.goto('/');
    await expect(locationBadge(page)).toHaveText('Location Active');
    const box = page.getByPlaceholder('Search for food or restaurants...');
    await box.fill('pizza');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=pizza');
    const napoli = page.getByTestId('search-result').filter({ hasText: 'Napoli on Nelson Mandela' });
    await expect(napoli).toContainText('Boerewors & Chakalaka Pizza');
    await expect(napoli).toContainText('R155.00');

    const own = page.getByRole('searchbox', { name: 'Search restaurants and dishes' });
    await own.fill('burger');
    await own.press('Enter');
    await expect(page).toHaveURL('/search?q=burger');
    await expect(page.getByTestId('search-result').filter({ hasText: 'Mega City Burger Co.' })).toBeVisible();
    // Johannesburg is far outside every radius from Mahikeng.
    await expect(page.getByText('Braamfontein Burger Bar')).toHaveCount(0);

    await own.fill('xyzzyqq');
    await own.press('Enter');
    await expect(page.getByText('No results', { exact: true })).toBeVisible();
  });

  test('groceries lists the stores near the customer with the same menu page', async ({ page, context }) => {
    await grantLocation(context);
    const stores = await listRestaurants(page, {
      kind: 'grocery',
      lat: MAHIKENG.latitude,
      lng: MAHIKENG.longitude,
    });
    expect(stores.count).toBeGreaterThan(0);
    await page.goto('/groceries');
    const list = page.getByRole('region', { name: /^Grocery stores in / });
    await expect(list.getByText(listedCountText(stores, 'store'))).toBeVisible();
    await expect(list.getByRole('heading', { name: 'Kasi Kota Corner' })).toHaveCount(0);
    const first = stores.restaurants[0]!;
    await list.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(`/restaurant/${first.id}`);
    await expect(page.getByText('Browse available items')).toBeVisible();
  });

  test('the notification panel of a visitor', async ({ page, context }) => {
    await denyLocation(context, page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Notifications' }).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Clear All' })).toBeDisabled();
    await expect(panel.getByText('No notifications yet')).toBeVisible();
  });
});

test.describe('accessibility and phones', () => {
  async function homeReady(page: Page) {
    await page.goto('/');
    await expect(restaurantList(page).getByTestId('restaurant-card').first()).toBeVisible();
  }

  async function menuReady(page: Page, id: string) {
    await page.goto(`/restaurant/${id}`);
    await expect(page.getByTestId('menu-item').first()).toBeVisible();
    await expect(page.getByText('Based on', { exact: false })).toBeVisible();
  }

  async function cartReady(page: Page) {
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expect(page.getByTestId('minimum-order')).toBeVisible();
  }

  test('home has no serious or critical axe violations', async ({ page, context }) => {
    test.setTimeout(60_000);
    await denyLocation(context, page);
    await homeReady(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('the menu page and its Customize dialog have no serious or critical axe violations', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await denyLocation(context, page);
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');
    await menuReady(page, kasi.id);
    await page.getByRole('button', { name: 'Add Atchar Cup', exact: true }).click();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Customize Kota Classic' }).click();
    await expect(page.getByRole('dialog', { name: 'Customize Kota Classic' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('the cart has no serious or critical axe violations', async ({ page, context }) => {
    test.setTimeout(60_000);
    await denyLocation(context, page);
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');
    await quickAdd(page, kasi.id, 'Atchar Cup');
    await cartReady(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('375 px phone: home, menu and cart fit the screen', async ({ page, context }, testInfo) => {
    await grantLocation(context);
    await page.setViewportSize({ width: 375, height: 812 });
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');

    await homeReady(page);
    await expect(locationBadge(page)).toHaveText('Location Active');
    await expectNoHorizontalOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath('home-375.png'), fullPage: true });

    await menuReady(page, kasi.id);
    await page.getByRole('button', { name: 'Add Atchar Cup', exact: true }).click();
    await expectNoHorizontalOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath('menu-375.png'), fullPage: true });

    await cartReady(page);
    await expectNoHorizontalOverflow(page, 375);
    await page.screenshot({ path: testInfo.outputPath('cart-375.png'), fullPage: true });
  });
});
