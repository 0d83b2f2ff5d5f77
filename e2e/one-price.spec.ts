import { createConfirmedAccount } from './support/auth.ts';
import {
  fillCart,
  itemsForMinimum,
  KASI_KOTA,
  MAHIKENG,
  menuOf,
  openCheckoutAndFillAddress,
} from './support/checkout.ts';
import { expect, signInAs, test } from './support/fixtures.ts';
import { expectNoSeriousA11yViolations, listRestaurants } from './support/storefront.ts';

// One delivery fee (docs/product.md#pricing, docs/decisions/021-one-price-quote.md): for one order
// the restaurant card, the cart and checkout show the server's fee and total for that venue and place; the cart
// labels it an estimate until the address is confirmed.

test.use({ geolocation: { ...MAHIKENG, accuracy: 20 }, permissions: ['geolocation'] });

test('card, cart and checkout show the same delivery fee and total for one order', async ({ page }) => {
  test.setTimeout(180_000);
  await page.addInitScript(
    (location) => {
      if (!localStorage.getItem('lekker.location'))
        localStorage.setItem('lekker.location', JSON.stringify(location));
    },
    { ...MAHIKENG, accuracy: 20, city: 'Mahikeng' },
  );
  const account = await createConfirmedAccount(page.request, { name: 'One Price', prefix: 'oneprice' });
  await signInAs(page, 'customer', account);

  // The card's fee: the server's quote for the distance from here.
  const venue = (
    await listRestaurants(page, { lat: MAHIKENG.latitude, lng: MAHIKENG.longitude })
  ).restaurants.find((r) => r.name === KASI_KOTA)!;
  await page.goto('/');
  const card = page
    .getByRole('region', { name: /^Restaurants in/ })
    .getByTestId('restaurant-card')
    .filter({ hasText: KASI_KOTA });
  const cardFee = (await card.getByText(/^R\d+\.\d\d delivery$/).textContent())!.replace(' delivery', '');

  // The cart: the same fee, labelled as an estimate for the area, with the first-order discount already in it.
  await fillCart(page, venue.id, itemsForMinimum(await menuOf(page.request, venue.id)));
  await expect(page.getByTestId('cart-estimate-label')).toHaveText('Estimated for Mahikeng');
  await expect(page.getByTestId('cart-delivery-fee')).toHaveText(cardFee);
  await expect(page.getByTestId('cart-discount')).toBeVisible();
  const cartTotal = await page.getByTestId('cart-total').textContent();
  expect(cartTotal).toMatch(/^R\d+\.\d\d$/);
  await expectNoSeriousA11yViolations(page);

  // Checkout, delivering to where the customer is: the same fee and total, and nothing said to have changed.
  const dialog = await openCheckoutAndFillAddress(page);
  await dialog.getByRole('button', { name: 'Use my current location' }).click();
  await expect(dialog.getByTestId('delivery-point-status')).toContainText('Pin placed');
  await expect(dialog.getByTestId('checkout-delivery-fee')).toHaveText(cardFee);
  await expect(dialog.getByTestId('checkout-total')).toHaveText(cartTotal!);
  await expect(dialog.getByTestId('checkout-price-change')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: `Pay ${cartTotal}` })).toBeVisible();
});
