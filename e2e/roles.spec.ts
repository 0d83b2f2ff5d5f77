import { expect, type Role, test } from './support/fixtures.ts';

// The role fixtures the portal, driver and admin specs build on: the session lands in the browser itself (the
// page's own fetch carries it), and fresh partners arrive approved, ready to sign in at their door.

type Me = {
  /** null for a visitor: GET /api/me answers 200 with no user. */
  user: { id: string; email: string } | null;
  roles: string[];
  restaurant_applications: { id: string; status: string; restaurant_id: string | null }[];
};

async function meInBrowser(
  page: import('@playwright/test').Page,
): Promise<{ status: number; body: Me | null }> {
  return page.evaluate(async () => {
    const res = await fetch('/api/me');
    return { status: res.status, body: res.ok ? await res.json() : null };
  });
}

test.describe('role fixtures', () => {
  for (const role of ['customer', 'restaurant', 'driver', 'admin'] as const satisfies readonly Role[]) {
    test(`loginAs('${role}') signs the browser in as the demo ${role}`, async ({ page, loginAs }) => {
      await page.goto('/');
      expect((await meInBrowser(page)).body?.user, 'signed out before').toBeNull();
      const signedIn = await loginAs(role);
      const me = await meInBrowser(page);
      expect(me.status).toBe(200);
      expect(me.body?.user?.id).toBe(signedIn.userId);
      expect(me.body?.user?.email).toBe(`${role}@demo.lekker.test`);
      expect(me.body?.roles).toContain(role);
    });
  }

  test('newDriver and newRestaurantOwner are approved and sign in at their doors', async ({
    page,
    loginAs,
    apiAs,
    newDriver,
    newRestaurantOwner,
  }) => {
    test.setTimeout(60_000);
    const driver = await newDriver();
    const owner = await newRestaurantOwner();

    const driverApi = await apiAs('driver', driver);
    const driverMe = (await (await driverApi.get('/api/me')).json()) as Me;
    expect(driverMe.user?.id).toBe(driver.userId);
    expect(driverMe.roles).toContain('driver');

    await page.goto('/');
    await loginAs('restaurant', { account: owner });
    const ownerMe = (await meInBrowser(page)).body;
    expect(ownerMe?.roles).toContain('restaurant');
    expect(ownerMe?.restaurant_applications).toEqual([
      expect.objectContaining({
        id: owner.applicationId,
        status: 'approved',
        restaurant_id: owner.restaurantId,
      }),
    ]);
  });
});
