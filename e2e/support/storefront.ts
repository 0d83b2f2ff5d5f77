// Helpers for the storefront browser tests: Chromium's geolocation override and permission states, API look-ups
// for the expected lists, accessibility and narrow-screen checks.
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Mahikeng town centre, where the demo restaurants are. */
export const MAHIKENG = { latitude: -25.856, longitude: 25.6403 } as const;

export type ListedRestaurant = {
  id: string;
  name: string;
  cuisine: string;
  kind: 'restaurant' | 'grocery';
  is_open: boolean;
  distance_km?: number;
};

/** Grants the geolocation permission and places the browser at `position`. */
export async function grantLocation(
  context: BrowserContext,
  position: { latitude: number; longitude: number } = MAHIKENG,
): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...position, accuracy: 20 });
}

/**
 * Sets Chromium's geolocation permission of this context to 'denied' (what a visitor who blocked the site
 * has): the permission query answers 'denied' and every request fails with code 1.
 */
export async function denyLocation(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const { targetInfo } = await cdp.send('Target.getTargetInfo');
  await cdp.send('Browser.setPermission', {
    permission: { name: 'geolocation' },
    setting: 'denied',
    browserContextId: targetInfo.browserContextId,
  });
  await cdp.detach();
}

export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** GET /api/restaurants with the given query. */
export async function listRestaurants(page: Page, query: Record<string, string | number | boolean> = {}) {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return apiJson<{ restaurants: ListedRestaurant[]; count: number; next_cursor?: string | null }>(
    page,
    `/api/restaurants?${params}`,
  );
}

export async function restaurantByName(page: Page, name: string): Promise<ListedRestaurant> {
  const { restaurants } = await listRestaurants(page);
  const found = restaurants.find((r) => r.name === name);
  if (!found) throw new Error(`No demo restaurant named ${name}`);
  return found;
}

/** '1 restaurant found' / '5 restaurants found' / '30+ restaurants found' (more pages to come) as the list prints it. */
export const countText = (count: number, noun = 'restaurant', more = false) =>
  `${count}${more ? '+' : ''} ${noun}${count === 1 && !more ? '' : 's'} found`;

/** The count the list prints for an answer of GET /api/restaurants: its first page, '+' when more follow. */
export const listedCountText = (
  answer: { count: number; next_cursor?: string | null },
  noun = 'restaurant',
) => countText(answer.count, noun, Boolean(answer.next_cursor));

/** The home page's restaurant list (not the top picks). */
export const restaurantList = (page: Page) => page.getByRole('region', { name: /^Restaurants in / });

/** Names of the restaurant cards of a list, in order (ads left out). */
export async function cardNames(page: Page): Promise<string[]> {
  return restaurantList(page).getByTestId('restaurant-card').locator('h3').allTextContents();
}

export const locationBadge = (page: Page) => page.getByTestId('location-status');

/** Fails on any serious or critical axe-core violation. */
/**
 * Waits until no CSS transition or animation is running (a toast sliding in, a dialog fading): axe measures colour
 * contrast on what is painted, and a half-faded element fails it although it ends readable.
 */
export async function settleAnimations(page: Page): Promise<void> {
  // A toast starts its slide-in a frame after it mounts (sonner marks it data-mounted): wait for that first.
  await page.waitForFunction(
    () =>
      Array.from(document.querySelectorAll('[data-sonner-toast]')).every(
        (t) => t.getAttribute('data-mounted') === 'true',
      ),
    undefined,
    { timeout: 5000 },
  );
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  // Endless ones (a spinner, a skeleton's pulse) are left alone: they never settle.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5000 },
  );
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** The page is no wider than the viewport (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${width}px viewport`).toBeLessThanOrEqual(width);
}
