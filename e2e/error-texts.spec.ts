// No developer text reaches a person, and no Retry is offered that cannot succeed
// (docs/decisions/055-human-errors-and-text-limits.md): a malformed restaurant link says "Restaurant not found.", a
// search for one emoji or for 3,000 characters says what to type, a sign-up with a bad e-mail says so in a sentence.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

/** Words from code that must never be on screen. */
const DEVELOPER_TEXT =
  /must be a UUID|\bUUID\b|q must be|\[body\.|Invalid input|Too (big|small)|expected .* received/;

async function expectNoDeveloperText(page: Page) {
  await expect(page.locator('body')).not.toContainText(DEVELOPER_TEXT);
}

test.describe('errors in words for people', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
  });

  test('/restaurant/<not-a-uuid> says "Restaurant not found." with no Retry', async ({ page }) => {
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/restaurants/not-a-uuid'));
    await page.goto('/restaurant/not-a-uuid');
    // The server answers 404 not_found for a path that names nothing, as it does for an unknown id.
    const response = await answer;
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('not_found');
    await expect(page.getByRole('heading', { name: 'Restaurant not found.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    await expectNoDeveloperText(page);
  });

  test('a search for one emoji or for 3,000 characters says what to type, with no Retry', async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/search') asked.push(r.url());
    });

    await page.goto(`/search?${new URLSearchParams({ q: '🍕' })}`);
    await expect(page.getByText('Type at least 2 characters to search.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoDeveloperText(page);

    await page.goto(`/search?${new URLSearchParams({ q: 'kota'.repeat(750) })}`);
    await expect(page.getByText('That search is too long')).toBeVisible();
    await expect(page.getByText('Search with at most 100 characters', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoDeveloperText(page);
    // Neither was sent: the server would only refuse them.
    expect(asked).toEqual([]);

    // The box itself takes no more than the server answers: typing 3,000 characters keeps 100, and that searches.
    const box = page.getByRole('searchbox', { name: 'Search restaurants and dishes' });
    await box.fill('');
    await box.pressSequentially('k'.repeat(120), { delay: 0 });
    await expect(box).toHaveValue('k'.repeat(100));
    await box.press('Enter');
    await expect(page.getByText('No results')).toBeVisible();
    await expectNoDeveloperText(page);
  });

  test('the server’s own refusal of a search shows its sentence and no Retry', async ({ page }) => {
    // Two emoji pass the page's count; a server that still refuses them (an older rule) is shown in words.
    await page.route('**/api/search?*', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_error',
            message: 'q must be 2 to 100 characters',
            fields: { q: 'q must be 2 to 100 characters' },
          },
        }),
      }),
    );
    await page.goto(`/search?${new URLSearchParams({ q: 'kota' })}`);
    await expect(page.getByText('We could not search for that.')).toBeVisible();
    await expect(page.getByText('Please check the search.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectNoDeveloperText(page);
  });

  test('sign-up with a bad e-mail address says so in a sentence', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('Full name').fill('Thandi Mokoena');
    await signUp.getByLabel('Email').fill('thandi@');
    await signUp.getByLabel('Password', { exact: true }).fill('secret123');
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expectNoDeveloperText(page);
  });
});
