import { expect, test } from './support/clock.ts';

// Languages (docs/decisions/061-i18n-library-and-locale.md) and lite mode (docs/decisions/062-lite-mode.md) against
// the production build: the server answers the first page in the browser's language and lite when asked.
test.describe('languages', () => {
  test.use({ locale: 'tn-ZA', extraHTTPHeaders: { 'Accept-Language': 'tn-ZA,en;q=0.5' } });

  test('the first page follows Accept-Language; the header switch changes it and the next first page keeps it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tn-ZA');
    const nav = page.getByRole('navigation').last();
    await expect(nav.getByRole('link', { name: 'Gae' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Re isa kwa');

    await page.getByRole('combobox', { name: 'Puo' }).selectOption('af-ZA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'af-ZA');
    await expect(nav.getByRole('link', { name: 'Tuis' })).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'af-ZA');
    await expect(page.getByRole('navigation').last().getByRole('link', { name: 'Tuis' })).toBeVisible();

    // An area's page comes with its bundle in the page's language, the Home Screen manifest too; a switch there
    // fetches the bundle in the new language.
    await page.goto('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Jou mandjie is leeg' })).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.af-ZA.webmanifest');
    expect(
      ((await (await page.request.get('/site.af-ZA.webmanifest')).json()) as { lang: string }).lang,
    ).toBe('af-ZA');
    await page.getByRole('combobox', { name: 'Taal' }).selectOption('zu-ZA');
    await expect(page.getByRole('heading', { level: 1, name: 'Inqola yakho ayinalutho' })).toBeVisible();
  });
});

test.describe('lite mode', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  test('Save-Data: no pictures until tapped, and the header switch turns it off', async ({ page }) => {
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(request.url());
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-lite', '');
    const show = page.getByRole('button', { name: /^Show the picture of / }).first();
    await expect(show).toBeVisible();
    expect(images).toEqual([]);

    await show.click();
    await expect.poll(() => images.length).toBeGreaterThan(0);

    const saver = page.getByRole('button', { name: 'Data saver' });
    await expect(saver).toHaveAttribute('aria-pressed', 'true');
    await saver.click();
    await expect(saver).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: /^Show the picture of / })).toHaveCount(0);
    // The choice outlasts Save-Data: the next first page is not lite.
    await page.reload();
    await expect(page.locator('html')).not.toHaveAttribute('data-lite', '');
  });
});
