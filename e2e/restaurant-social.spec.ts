// The portal's social pages from the browser (docs/product.md#restaurant-social): the owner replies to a review and the customer sees the
// reply on the menu; customer and owner exchange messages live on one order in two browser contexts; the owner posts
// a story that a customer near the venue sees and opens, and a customer far away does not. Every page passes axe at
// 375 px.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiPost } from './support/auth.ts';
import { ADDRESS, itemsForMinimum, KASI_KOTA, MAHIKENG, menuOf } from './support/checkout.ts';
import { expect as baseExpect, signInAs, test } from './support/fixtures.ts';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  grantLocation,
  restaurantByName,
} from './support/storefront.ts';

// Pages here wait on several contexts and a freshly started server: allow a busy machine 30 s per assertion.
const expect = baseExpect.configure({ timeout: 30_000 });

const PHONE = { width: 375, height: 812 };
/** A 1×1 PNG: enough for a story photo (the server only resizes down). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** Johannesburg: ~250 km from the Mahikeng demo venues. */
const JOHANNESBURG = { latitude: -26.2041, longitude: 28.0473 };

const unique = (text: string) => `${text} ${Date.now().toString(36)}`;

/** A second browser context (its own cookies and storage), optionally placed somewhere. */
async function newContextAt(
  browser: Browser,
  baseURL: string,
  position?: { latitude: number; longitude: number },
) {
  const context = await browser.newContext({ baseURL });
  if (position) await grantLocation(context, position);
  return context;
}

async function expectPhoneClean(page: Page) {
  await expectNoSeriousA11yViolations(page);
  await expectNoHorizontalOverflow(page, PHONE.width);
}

test.describe('restaurant social pages', () => {
  // Two or three browser contexts and several axe runs per test: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 300_000 });
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('the owner replies to a review and a customer sees the reply on the menu', async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs('restaurant');
    await page.goto('/restaurant/portal/reviews');
    await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Rating distribution' })).toBeVisible();

    await page.getByLabel('Reply', { exact: true }).selectOption('no');
    const first = page.getByTestId('venue-review').first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: 'Reply' }).click();
    const reply = unique('Thank you for the kind words, come again!');
    await first.getByLabel(/^Public reply to /).fill(reply);
    await expectPhoneClean(page);
    await first.getByRole('button', { name: 'Publish reply' }).click();
    await expect(page.getByText('Reply published')).toBeVisible();

    await page.getByLabel('Reply', { exact: true }).selectOption('yes');
    await expect(page.getByTestId('owner-reply').filter({ hasText: reply })).toBeVisible();

    const kasi = await restaurantByName(page, KASI_KOTA);
    const visitorContext = await newContextAt(browser, baseURL as string);
    try {
      const visitor = await visitorContext.newPage();
      await visitor.setViewportSize(PHONE);
      await visitor.goto(`/restaurant/${kasi.id}`);
      const card = visitor.getByRole('region', { name: 'Customer Reviews' });
      await expect(card.getByText(reply)).toBeVisible();
      // The public card never names the reviewer.
      await expect(card.getByText('Anonymous Customer').first()).toBeVisible();
    } finally {
      await visitorContext.close();
    }
  });

  test('customer and owner exchange messages live on one order', async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs('customer');
    const kasi = await restaurantByName(page, KASI_KOTA);
    const items = itemsForMinimum(await menuOf(page.request, kasi.id));
    const placed = await apiPost(page, '/api/orders', {
      idempotency_key: `social-${Date.now()}`,
      restaurant_id: kasi.id,
      items: items.map((i) => ({ menu_item_id: i.id, quantity: 1 })),
      delivery_address: ADDRESS,
      delivery_location: MAHIKENG,
      payment_method: 'cash',
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string; order_number: string } };

    const ownerContext: BrowserContext = await newContextAt(browser, baseURL as string);
    try {
      const owner = await ownerContext.newPage();
      await owner.setViewportSize(PHONE);
      await signInAs(owner, 'restaurant');
      await owner.goto(`/restaurant/portal/messages?order=${order.id}`);
      const ownerThread = owner.getByTestId('conversation');
      await expect(ownerThread.getByText('No messages yet. Send the first one.')).toBeVisible({
        timeout: 30_000,
      });

      await page.goto(`/order-tracking?order=${order.id}`);
      const thread = page.getByTestId('conversation');
      await expect(thread.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectPhoneClean(page);
      const question = unique('Please ring the bell twice');
      await thread.getByRole('textbox', { name: 'Message' }).fill(question);
      await thread.getByRole('button', { name: 'Send message' }).click();
      await expect(thread.getByText(question)).toBeVisible();

      // The owner's open page receives it over the WebSocket, without a reload.
      await expect(ownerThread.getByText(question)).toBeVisible();
      await expectPhoneClean(owner);
      const answer = unique('Will do, it is in the oven');
      await ownerThread.getByRole('textbox', { name: 'Message' }).fill(answer);
      await ownerThread.getByRole('button', { name: 'Send message' }).click();
      await expect(ownerThread.getByText(answer)).toBeVisible();

      await expect(thread.getByText(answer)).toBeVisible();
      await expect(thread.getByText(KASI_KOTA)).toBeVisible();

      // The inbox lists the conversation by the customer's first name and initial.
      await owner.goto('/restaurant/portal/messages');
      const row = owner.getByTestId('conversation-row').filter({ hasText: order.order_number });
      await expect(row).toBeVisible();
      await expect(row).toContainText(answer);
      await expectPhoneClean(owner);
    } finally {
      await ownerContext.close();
    }
  });

  test('the owner posts a story; a customer nearby sees and opens it, one far away does not', async ({
    page,
    loginAs,
    browser,
    baseURL,
  }) => {
    await loginAs('restaurant');
    await page.goto('/restaurant/portal/stories');
    await expect(page.getByRole('heading', { name: 'Stories', level: 1 })).toBeVisible();
    await expect(
      page.getByText('No live stories.', { exact: false }).or(page.getByTestId('venue-story').first()),
    ).toBeVisible();
    const caption = unique('Fresh kotas coming out now');
    await page.getByLabel('Photo').setInputFiles({ name: 'kota.png', mimeType: 'image/png', buffer: PNG });
    await page.getByLabel('Caption (optional)').fill(caption);
    await page.getByLabel('Link a dish (optional)').selectOption({ label: 'Kota Classic' });
    await page.getByRole('button', { name: 'Post story' }).click();
    const posted = page.getByTestId('venue-story').filter({ hasText: caption });
    await expect(posted).toBeVisible();
    await expect(posted.getByTestId('story-views')).toHaveText('Seen by 0 customers');
    await expectPhoneClean(page);

    const kasi = await restaurantByName(page, KASI_KOTA);
    const nearContext = await newContextAt(browser, baseURL as string, MAHIKENG);
    const farContext = await newContextAt(browser, baseURL as string, JOHANNESBURG);
    const storiesLoaded = (p: Page) => p.waitForResponse((r) => r.url().includes('/api/stories?') && r.ok());
    try {
      const near = await nearContext.newPage();
      await near.setViewportSize(PHONE);
      await signInAs(near, 'customer');
      await Promise.all([storiesLoaded(near), near.goto('/')]);
      const strip = near.getByRole('region', { name: 'Stories from restaurants near you' });
      const venue = strip.getByRole('button', { name: new RegExp(`^${KASI_KOTA}: \\d+ stor(y|ies), new$`) });
      await expect(venue).toBeVisible();
      await expectPhoneClean(near);
      await venue.click();
      const viewer = near.getByRole('dialog', { name: `Stories from ${KASI_KOTA}` });
      await expect(viewer).toBeVisible();
      await viewer.getByRole('button', { name: 'Pause stories' }).click();
      // Tap through to this test's story (a retried run may have posted an older one).
      for (let i = 0; i < 10; i++) {
        if ((await viewer.getByTestId('story-caption').textContent())?.includes(caption)) break;
        await viewer.getByRole('button', { name: 'Next story' }).click();
      }
      await expect(viewer.getByTestId('story-caption')).toHaveText(caption);
      // The photo itself loads from its public URL.
      await expect
        .poll(() => viewer.getByTestId('story-image').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await expectNoSeriousA11yViolations(near);
      await viewer.getByRole('link', { name: 'Order Kota Classic' }).click();
      await expect(near).toHaveURL(new RegExp(`/restaurant/${kasi.id}#item-`));
      await expect(near.getByRole('heading', { name: 'Kota Classic', exact: true })).toBeInViewport();

      // The owner counts the signed-in customer's view.
      await page.reload();
      await expect(
        page.getByTestId('venue-story').filter({ hasText: caption }).getByTestId('story-views'),
      ).toHaveText('Seen by 1 customer');

      // Once every story has been seen, the ring is gone.
      await Promise.all([storiesLoaded(near), near.goto('/')]);
      await strip.getByRole('button', { name: new RegExp(`^${KASI_KOTA}:`) }).click();
      for (let i = 0; i < 12 && (await viewer.count()) > 0; i++)
        await viewer.getByRole('button', { name: 'Next story' }).click();
      await expect(viewer).toHaveCount(0);
      await expect(
        strip.getByRole('button', { name: new RegExp(`^${KASI_KOTA}: \\d+ stor(y|ies)$`) }),
      ).toBeVisible();

      // Far away: the server lists nothing and the strip does not show.
      const far = await farContext.newPage();
      await far.setViewportSize(PHONE);
      const [farStories] = await Promise.all([storiesLoaded(far), far.goto('/')]);
      expect(((await farStories.json()) as { venues: unknown[] }).venues).toEqual([]);
      await expect(far.getByRole('region', { name: 'Stories from restaurants near you' })).toHaveCount(0);
    } finally {
      await nearContext.close();
      await farContext.close();
    }
  });
});
