import { readFileSync } from 'node:fs';
import { apiPost, createConfirmedAccount } from './support/auth.ts';
import { itemsForMinimum, KASI_KOTA, listRestaurants, MAHIKENG, menuOf } from './support/checkout.ts';
import { expect, test } from './support/fixtures.ts';
import { placeOrder } from './support/orders.ts';

// POPIA in the product (docs/product.md#privacy, decision 067): a customer downloads everything kept about them and
// deletes their account; the venue's desk then shows the order's customer as "Deleted customer".

test('a customer downloads their data and deletes their account; the venue sees "Deleted customer"', async ({
  page,
  browser,
  loginAs,
  apiAs,
}) => {
  test.setTimeout(90_000);
  const person = await createConfirmedAccount(page.request, { name: 'Naledi Privacy', prefix: 'privacy' });
  await loginAs('customer', { account: person });
  const kasi = (await listRestaurants(page.request)).find((r) => r.name === KASI_KOTA)!;
  const items = itemsForMinimum(await menuOf(page.request, kasi.id));
  const { order } = await placeOrder(page.request, {
    restaurantId: kasi.id,
    itemIds: items.map((i) => i.id),
    at: MAHIKENG,
    paymentMethod: 'cash',
    city: 'Mahikeng',
  });
  // The order has ended (cancelled), so the deletion happens at once.
  const admin = await apiAs('admin');
  const cancelled = await apiPost(admin, `/api/admin/orders/${order.id}/cancel`, { reason: 'Privacy test' });
  expect(cancelled.status(), await cancelled.text()).toBe(200);

  await page.goto('/profile');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^lekker-eats-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  expect(zip.toString('latin1')).toContain(order.order_number);
  expect(zip.toString('latin1')).toContain(person.email);
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(person.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/profile')).status()).toBe(401);

  const venue = await browser.newContext();
  const desk = await venue.newPage();
  await loginAs('restaurant', { target: desk });
  await desk.goto('/restaurant/portal/orders');
  await desk.getByRole('tab', { name: /Done \/ cancelled/ }).click();
  await expect(desk.locator(`[data-order-number="${order.order_number}"]`)).toContainText('Deleted customer');
  await venue.close();
});
