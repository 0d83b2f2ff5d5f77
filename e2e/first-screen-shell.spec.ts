import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { denyLocation, grantLocation, MAHIKENG } from './support/storefront.ts';

// The static shell of index.html mirrors the home page's first screen (on a menu page the early script puts the menu's
// top there), and the early script draws the first Top Picks (the menu's cover) into it before the app's code has run
// (docs/decisions/039-early-requests.md). When the app replaces the shell, that image must stay where it was: these
// keep the shell's sizes in step with the pages.

const ENTRY = /\/assets\/index-[^/]+\.js$/;

async function imageOnScreen(page: Page, selector: string) {
  const image = page.locator(selector).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const box = await image.boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return { box, src: await image.getAttribute('src') };
}

for (const width of [412, 1350]) {
  for (const stored of [false, true]) {
    test(`at ${width} px ${stored ? 'with' : 'without'} a stored location the shell's first Top Pick sits where the app's does`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      if (stored) {
        await grantLocation(context, MAHIKENG);
        await context.addInitScript(
          (location) => localStorage.setItem('lekker.location', location),
          JSON.stringify({ ...MAHIKENG, area: 'Mahikeng' }),
        );
      } else {
        await denyLocation(context, page);
      }

      // The shell alone: the app's entry never arrives, the early script still runs.
      await page.route(ENTRY, (route) => route.abort());
      await page.goto('/');
      const shell = await imageOnScreen(page, '#app-shell #shell-picks img');
      await expect(page.locator('#app-shell')).toContainText('Top Picks on Lekker Eats');

      await page.unroute(ENTRY);
      await page.goto('/');
      const picks = page.getByRole('region', { name: 'Top Picks on Lekker Eats' });
      await expect(page.locator('#app-shell')).toHaveCount(0);
      if (!stored)
        await expect(page.getByText('Location access denied', { exact: false }).first()).toBeVisible();
      const app = await imageOnScreen(
        page,
        `section[aria-labelledby="${await picks.getAttribute('aria-labelledby')}"] img`,
      );

      expect(app.src).toBe(shell.src);
      expect(Math.abs(app.box.x - shell.box.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(app.box.y - shell.box.y)).toBeLessThanOrEqual(8);
      expect(Math.abs(app.box.width - shell.box.width)).toBeLessThanOrEqual(2);
    });
  }
}

for (const width of [412, 1350]) {
  test(`at ${width} px a menu page's shell shows the cover where the app's hero shows it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const list = await page.request.get('/api/restaurants?kind=restaurant');
    const { restaurants } = (await list.json()) as { restaurants: { id: string; name: string }[] };
    const venue = restaurants[0];
    if (!venue) throw new Error('no demo venue');

    await page.route(ENTRY, (route) => route.abort());
    await page.goto(`/restaurant/${venue.id}`);
    const shell = await imageOnScreen(page, '#app-shell #shell-hero img');
    await expect(page.locator('#shell-hero')).toContainText(venue.name);

    await page.unroute(ENTRY);
    await page.goto(`/restaurant/${venue.id}`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page.locator('#app-shell')).toHaveCount(0);
    const app = await imageOnScreen(page, '[data-testid="restaurant-cover"]');

    expect(app.src).toBe(shell.src);
    expect(Math.abs(app.box.x - shell.box.x)).toBeLessThanOrEqual(2);
    expect(Math.abs(app.box.y - shell.box.y)).toBeLessThanOrEqual(4);
    expect(Math.abs(app.box.width - shell.box.width)).toBeLessThanOrEqual(2);
    expect(Math.abs(app.box.height - shell.box.height)).toBeLessThanOrEqual(2);
  });
}

test('the page itself carries the first screen: Top Picks and a menu`s top with no script run, answers adopted', async ({
  browser,
  page,
  context,
}) => {
  // No JavaScript at all: what the server drew into the shell (decision 039, "the page with its first answers").
  const bare = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 412, height: 900 } });
  try {
    const home = await bare.newPage();
    await home.goto('/');
    await expect(home.locator('#shell-picks')).toContainText('Top Picks on Lekker Eats');
    // As many cards as the server picks at this hour (up to 4; fewer open venues at night): the page's own answer.
    const { top_picks: picks } = (await (
      await home.request.get('/api/restaurants?kind=restaurant&top_picks=true')
    ).json()) as { top_picks: unknown[] };
    expect(picks.length).toBeGreaterThan(0);
    await expect(home.locator('#shell-picks li')).toHaveCount(Math.min(picks.length, 4));
    await expect(home.locator('#shell-picks img').first()).toHaveAttribute('src', /^\/images\//);
    const { restaurants } = (await (await home.request.get('/api/restaurants?kind=restaurant')).json()) as {
      restaurants: { id: string; name: string }[];
    };
    const venue = restaurants[0];
    if (!venue) throw new Error('no demo venue');
    await home.goto(`/restaurant/${venue.id}`);
    await expect(home.locator('#shell-hero')).toContainText(venue.name);
    await expect(home.locator('#shell-hero img')).toHaveAttribute('src', /^\/images\//);
  } finally {
    await bare.close();
  }

  // With scripts: the app takes the list from the page instead of asking for it.
  await denyLocation(context, page);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('top_picks=true')) asked.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Top Picks on Lekker Eats' })).toBeVisible();
  await expect(page.locator('#app-shell')).toHaveCount(0);
  expect(asked).toEqual([]);
});
