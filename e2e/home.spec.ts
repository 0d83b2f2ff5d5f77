import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/clock.ts';

test.describe('home page', () => {
  test('lists the demo restaurants from the API', async ({ page }) => {
    const api = await page.request.get('/api/restaurants?kind=restaurant');
    const { restaurants } = (await api.json()) as { restaurants: { name: string }[] };
    expect(restaurants.length).toBeGreaterThan(20);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Restaurants in/ })).toBeVisible();
    for (const r of restaurants.slice(0, 3)) {
      await expect(page.getByRole('heading', { name: r.name, exact: true }).first()).toBeVisible();
    }
    await expect(
      page
        .getByText(`${restaurants.length} restaurants found`)
        .or(page.getByText(`${restaurants.length} found`))
        .first(),
    ).toBeVisible();
  });

  test('opening a restaurant card goes to its page', async ({ page }) => {
    await page.goto('/');
    const firstCard = page.getByRole('link', { name: /View menu|Closed/i }).first();
    await expect(firstCard).toBeVisible();
    await page.locator('a[href^="/restaurant/"]').first().click();
    await expect(page).toHaveURL(/\/restaurant\/[0-9a-f-]{36}$/);
  });

  test('unknown paths show the not-found page', async ({ page }) => {
    await page.goto('/definitely/not/here');
    await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  });

  test('has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Restaurants in/ })).toBeVisible();
    await page.locator('a[href^="/restaurant/"]').first().waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
