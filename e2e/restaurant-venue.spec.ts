// The owner's venue from the browser (docs/product.md#venue-go-live): sold out today reaches the customer menu, a newly approved
// restaurant completes its checklist and goes live, load-shedding switches the customer to the reduced menu, and
// the menu and settings pages pass axe at 375 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { serverTime } from './support/clock.ts';
import { expect, test } from './support/fixtures.ts';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  grantLocation,
  restaurantByName,
  restaurantList,
} from './support/storefront.ts';
import { LICHTENBURG, PNG, prepareVenue } from './support/venue.ts';

const KASI = 'Kasi Kota Corner';
type AdminMenu = { items: { id: string; name: string }[] };

async function adminMenu(api: APIRequestContext, venueId: string): Promise<AdminMenu> {
  const res = await api.get(`/api/restaurant/venues/${venueId}/menu`);
  expect(res.ok(), `admin menu: ${res.status()}`).toBe(true);
  return (await res.json()) as AdminMenu;
}

/** Johannesburg wall-clock now on the server's clock: weekday name and HH:MM, plus HH:MM two hours later. */
function johannesburgNow() {
  const now = serverTime();
  const parts = (d: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Africa/Johannesburg',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(d);
  const pick = (d: Date, type: string) => parts(d).find((p) => p.type === type)?.value ?? '';
  const later = new Date(now.getTime() + 2 * 3600_000);
  return {
    day: pick(now, 'weekday').slice(0, 3),
    start: `${pick(now, 'hour')}:${pick(now, 'minute')}`,
    end: `${pick(later, 'hour')}:${pick(later, 'minute')}`,
  };
}

async function openPortal(page: Page, path: string, venueId: string) {
  await page.goto(`/restaurant/portal/${path}?venue=${venueId}`);
}

test.describe('restaurant venue', () => {
  test('the owner marks an item sold out today and the customer menu shows it unavailable', async ({
    page,
    browser,
    loginAs,
    apiAs,
    baseURL,
  }) => {
    await loginAs('restaurant');
    const kasi = await restaurantByName(page, KASI);
    const owner = await apiAs('restaurant');
    await openPortal(page, 'menu', kasi.id);
    await expect(page.getByRole('heading', { level: 1, name: 'Menu' })).toBeVisible();
    await page.getByRole('button', { name: 'Sold out today (Mageu 1L)' }).click();
    await expect(page.getByRole('button', { name: 'Back in stock (Mageu 1L)' })).toBeVisible();

    const customer = await browser.newPage();
    try {
      await customer.goto(`/restaurant/${kasi.id}`);
      const row = customer.getByTestId('menu-item').filter({ hasText: 'Mageu 1L' });
      await expect(row).toContainText('Sold out today');
      await expect(row.getByRole('button')).toHaveCount(0);
    } finally {
      await customer.close();
      const item = (await adminMenu(owner, kasi.id)).items.find((i) => i.name === 'Mageu 1L')!;
      const back = await owner.patch(`/api/restaurant/venues/${kasi.id}/menu/items/${item.id}`, {
        data: { sold_out_today: false },
        headers: { origin: baseURL as string },
      });
      expect(back.status()).toBe(200);
    }
  });

  test('a newly approved restaurant completes its checklist, goes live and appears near its pin', async ({
    page,
    browser,
    loginAs,
    apiAs,
    newRestaurantOwner,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const partner = await newRestaurantOwner();
    const owner = await apiAs('restaurant', partner);
    await loginAs('restaurant', { account: partner });
    await openPortal(page, 'settings', partner.restaurantId);
    const checklist = page.getByRole('list', { name: 'Go live checklist' });
    await expect(checklist).toContainText('To do: Map pin set');
    await expect(page.getByRole('button', { name: 'Go live' })).toBeDisabled();

    // Pin by the accessible alternative to dragging: latitude and longitude fields.
    await page.getByRole('textbox', { name: 'Latitude' }).fill(String(LICHTENBURG.latitude));
    await page.getByRole('textbox', { name: 'Longitude' }).fill(String(LICHTENBURG.longitude));
    await page.getByRole('button', { name: 'Save location' }).click();
    await expect(checklist).toContainText('Done: Map pin set');

    await page.getByRole('button', { name: 'Save opening hours' }).click();
    await expect(checklist).toContainText('Done: Opening hours set');

    await page
      .getByLabel('Logo (square)')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(checklist).toContainText('Done: Logo uploaded');

    // One item through the editor, the other four through the API.
    await openPortal(page, 'menu', partner.restaurantId);
    await page.getByRole('button', { name: 'Add item' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Lichtenburg Kota');
    await dialog.getByLabel('Price (R)').fill('55');
    await dialog.getByRole('button', { name: 'Add item' }).click();
    await expect(page.getByTestId('menu-item-row').filter({ hasText: 'Lichtenburg Kota' })).toContainText(
      'R55.00',
    );
    for (const name of ['Chips', 'Russian', 'Vetkoek', 'Cola'])
      expect(
        (
          await owner.post(`/api/restaurant/venues/${partner.restaurantId}/menu/items`, {
            data: { name, price_cents: 3000 },
            headers: { origin: baseURL as string },
          })
        ).status(),
      ).toBe(201);

    await openPortal(page, 'settings', partner.restaurantId);
    await expect(checklist).toContainText('Done: At least 5 available menu items');
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByText('Your venue is live')).toBeVisible();

    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    try {
      await grantLocation(customerContext, LICHTENBURG);
      await customer.goto('/');
      // Exact: the card's "View Menu of <name>" link contains the name too.
      await expect(
        restaurantList(customer).getByRole('link', { name: partner.restaurantName, exact: true }),
      ).toBeVisible({ timeout: 20_000 });
    } finally {
      await customerContext.close();
    }
  });

  test('load-shedding with a slot starting now shows the customer the reduced menu', async ({
    page,
    browser,
    loginAs,
    apiAs,
    newRestaurantOwner,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const partner = await newRestaurantOwner();
    const owner = await apiAs('restaurant', partner);
    await prepareVenue(owner, partner.restaurantId, baseURL as string);
    await loginAs('restaurant', { account: partner });
    await openPortal(page, 'settings', partner.restaurantId);

    const slot = johannesburgNow();
    await page
      .getByLabel('Weekly slots (one day per line, 24-hour times)')
      .fill(`${slot.day} ${slot.start}-${slot.end}`);
    await page.getByLabel('Reduced menu: only items that cook without power').check();
    await page.getByRole('button', { name: 'Save load-shedding plan' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Load-shedding: limited menu until' }),
    ).toBeVisible();

    const customer = await browser.newPage();
    try {
      await customer.goto(`/restaurant/${partner.restaurantId}`);
      // A slot started late in the evening ends after midnight: the label then says 'tomorrow'.
      await expect(customer.getByTestId('restaurant-status-label')).toHaveText(
        new RegExp(`^Load-shedding: limited menu until (tomorrow )?${slot.end}$`),
      );
      await expect(customer.getByTestId('menu-item')).toHaveCount(1);
      await expect(customer.getByTestId('menu-item')).toContainText('Cold Cola');
    } finally {
      await customer.close();
    }
  });

  test('the menu and settings pages have no serious axe violations at 375 px', async ({ page, loginAs }) => {
    // Two long pages, each scanned by axe: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs('restaurant');
    const kasi = await restaurantByName(page, KASI);
    for (const path of ['menu', 'settings']) {
      await openPortal(page, path, kasi.id);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoHorizontalOverflow(page, 375);
    }
  });
});
