// Suspension wins over every owner action (docs/decisions/049-suspension-wins.md): an admin suspends a venue with a
// reason from the console; its owner's portal says so, with the reason, and offers no Go live (the server refuses
// it too); the admin reinstates it and the owner's portal is back to normal: its go-live checklist, since it had
// never gone live.
import { apiPost } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { prepareVenue } from './support/venue.ts';

const REASON = 'Food safety inspection pending';

test('an admin suspends a venue with a reason; the owner sees it and cannot go live until reinstated', async ({
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
  await prepareVenue(owner, partner.restaurantId, baseURL as string, { live: false });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  try {
    await loginAs('admin', { target: admin });
    await admin.goto('/admin/dashboard?section=restaurants');
    await admin.getByLabel('Search by name or address').fill(partner.restaurantName);
    // The venue's own row (its detail holds lists of its own once open).
    const row = admin
      .getByRole('list', { name: 'Restaurants' })
      .getByRole('listitem')
      .filter({ hasText: partner.restaurantName })
      .first();
    await expect(row).toContainText('Not live yet');
    await row.getByRole('button', { name: new RegExp(partner.restaurantName) }).click();
    await row.getByRole('button', { name: 'Suspend venue' }).click();
    const confirm = admin.getByRole('dialog', { name: `Suspend ${partner.restaurantName}?` });
    await confirm.getByLabel(/Reason/).fill(REASON);
    await confirm.getByRole('button', { name: 'Suspend' }).click();
    await expect(confirm).toBeHidden();
    await expect(row).toContainText('Suspended');
    await expect(row).toContainText(`because: ${REASON}`);

    // The owner: the banner with the reason and what to do, and no Go live button.
    await loginAs('restaurant', { account: partner });
    await page.goto(`/restaurant/portal/settings?venue=${partner.restaurantId}`);
    const banner = page.getByTestId('venue-suspended');
    await expect(banner).toContainText('This venue is suspended');
    await expect(banner).toContainText(`Reason: ${REASON}`);
    await expect(banner).toContainText('contact support');
    await expect(page.getByText('Go live is not available while this venue is suspended')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go live' })).toHaveCount(0);
    // The server refuses it too, whatever the page shows.
    const refused = await apiPost(owner, `/api/restaurant/venues/${partner.restaurantId}/go-live`);
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('venue_suspended');

    // The admin reinstates it: back to how it was, its checklist (it never went live).
    await row.getByRole('button', { name: 'Reinstate venue' }).click();
    const reinstate = admin.getByRole('dialog', { name: `Reinstate ${partner.restaurantName}?` });
    await reinstate.getByLabel(/Reason/).fill('Inspection passed');
    await reinstate.getByRole('button', { name: 'Reinstate' }).click();
    await expect(reinstate).toBeHidden();
    await expect(row).toContainText('Not live yet');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Go live' })).toBeEnabled();
    await expect(page.getByTestId('venue-suspended')).toHaveCount(0);
    await page.getByRole('button', { name: 'Go live' }).click();
    await expect(page.getByText('Your venue is live')).toBeVisible();
  } finally {
    await adminContext.close();
  }
});
