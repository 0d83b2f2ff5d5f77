// Where notification choices show (decision 058): the customer's profile has a Notifications card that checks a
// phone number before asking for a code, and the venue owner sets the escalation SMS phone and the staff's
// new-order pushes in the portal's venue settings. Both pass axe at 375 px.
import { expect, test } from './support/fixtures.ts';
import { forgetPushDevices } from './support/push.ts';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  restaurantByName,
} from './support/storefront.ts';

test.describe('notification settings', () => {
  test('the profile shows the Notifications card and refuses a number that is not South African', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs('customer');
    // The demo customer is shared by the specs: a push device another spec subscribed would turn push on.
    await forgetPushDevices(page);
    await page.goto('/profile');
    const card = page.getByRole('heading', { level: 2, name: 'Notifications' });
    await expect(card).toBeVisible();
    await expect(page.getByText(/Nothing is turned on yet/)).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Promotions by WhatsApp' })).toBeDisabled();
    await expect(
      page.getByText(/Yes, send me Lekker Eats promotions and first-order reminders by WhatsApp/),
    ).toBeVisible();
    await page.getByLabel('Mobile number for SMS and WhatsApp').fill('+44 20 7946 0958');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(
      page.getByText('Please enter a South African phone number, e.g. 082 123 4567'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalOverflow(page, 375);
  });

  test('the owner sets the SMS phone for order alerts and switches a member’s pushes; both survive a reload', async ({
    page,
    loginAs,
    apiAs,
    baseURL,
  }) => {
    await loginAs('restaurant');
    const kasi = await restaurantByName(page, 'Kasi Kota Corner');
    const owner = await apiAs('restaurant');
    try {
      await page.goto(`/restaurant/portal/settings?venue=${kasi.id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Order alerts' })).toBeVisible();
      await page.getByLabel('Phone for SMS alerts').fill('018 381 2222');
      await page.getByRole('button', { name: 'Save phone' }).click();
      await expect(page.getByText('SMS phone saved')).toBeVisible();
      const pushes = page.getByRole('list', { name: 'New-order pushes' }).getByRole('switch');
      await expect(pushes.first()).toBeChecked();
      await pushes.first().click();
      await expect(pushes.first()).not.toBeChecked();

      await page.reload();
      await expect(page.getByLabel('Phone for SMS alerts')).toHaveValue('018 381 2222');
      await expect(
        page.getByRole('list', { name: 'New-order pushes' }).getByRole('switch').first(),
      ).not.toBeChecked();
      const res = await owner.get(`/api/restaurant/venues/${kasi.id}/notification-settings`);
      expect((await res.json()).sms_phone).toBe('+27183812222');
    } finally {
      // Leave the demo venue as it was for the other specs.
      const settings = (await (
        await owner.get(`/api/restaurant/venues/${kasi.id}/notification-settings`)
      ).json()) as {
        members: { user_id: string }[];
      };
      const reset = await owner.put(`/api/restaurant/venues/${kasi.id}/notification-settings`, {
        data: {
          sms_phone: '',
          members: settings.members.map((m) => ({ user_id: m.user_id, push_new_orders: true })),
        },
        headers: { origin: baseURL as string },
      });
      expect(reset.status()).toBe(200);
    }
  });
});
