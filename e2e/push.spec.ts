// Web push in Chromium: the service workers' `push` handler shows what a push service delivers (over the DevTools
// protocol, as a real message arrives), a click opens the notification's page (or focuses the tab already on it),
// and the switch in the profile subscribes this browser with the server's VAPID key and the server stores it; its test
// notification goes from the server, encrypted, through the local push service into this browser's worker.
import { type PushEndpoint, startPushEndpoint } from '../apps/server/src/test/push-endpoint.ts';
import { expect, test } from './support/fixtures.ts';
import {
  clickNotification,
  deliverPush,
  forgetPushDevices,
  notificationsOf,
  replaceSubscription,
  stubPushService,
  subscribedKey,
} from './support/push.ts';
import { expectNoSeriousA11yViolations } from './support/storefront.ts';

test.describe('web push', () => {
  let push: PushEndpoint;
  test.beforeAll(async () => {
    push = await startPushEndpoint();
  });
  test.afterAll(async () => {
    await push?.close();
  });

  test('the site worker shows a pushed order update; a click opens its page, or focuses the tab on it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await page.goto('/about');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    const order = '/order-tracking?order=3f2b9c1e-8a47-4a57-9a8e-2c7d2f0e9b11';
    await deliverPush(page, '/', {
      title: 'Order accepted',
      body: 'Kasi Kota Corner accepted your order.',
      url: order,
      tag: order,
    });
    await expect
      .poll(() => notificationsOf(page, '/'))
      .toEqual([
        { title: 'Order accepted', body: 'Kasi Kota Corner accepted your order.', tag: order, url: order },
      ]);

    // The next update of the same order replaces it (one notification per order, not a pile).
    await deliverPush(page, '/', {
      title: 'On the way',
      body: 'Your driver is on the way.',
      url: order,
      tag: order,
    });
    await expect
      .poll(() => notificationsOf(page, '/'))
      .toEqual([{ title: 'On the way', body: 'Your driver is on the way.', tag: order, url: order }]);

    // No tab on that page: the click opens it, and the notification goes.
    expect(await clickNotification(context, '/push-sw.js', order)).toEqual({
      opened: `${baseURL}${order}`,
      focused: null,
      closed: true,
    });

    // A tab already on it: focused instead of a second one.
    const tracking = await context.newPage();
    await tracking.goto(order);
    await deliverPush(page, '/', { title: 'Delivered', body: 'Enjoy!', url: order, tag: order });
    await expect.poll(async () => (await notificationsOf(page, '/')).length).toBe(1);
    expect(await clickNotification(context, '/push-sw.js', order)).toEqual({
      opened: null,
      focused: `${baseURL}${order}`,
      closed: true,
    });

    // A payload pointing off the site opens the home page; one without JSON still shows.
    await deliverPush(page, '/', { title: 'Odd', body: 'x', url: 'https://evil.example/phish', tag: 'odd' });
    await expect
      .poll(async () => (await notificationsOf(page, '/')).find((n) => n.tag === 'odd')?.url)
      .toBe('/');
    expect((await clickNotification(context, '/push-sw.js', 'odd')).opened).toBe(`${baseURL}/`);
  });

  test("the driver app's own worker shows pushes too (offers with the app closed)", async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await page.goto('/driver/login');
    // Registered and activated before the push is delivered: on a loaded machine the driver worker's install (its
    // precache) can still be running when `ready` answers for another registration of the page.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/driver-sw.js', { scope: '/driver' });
      const worker = registration.installing ?? registration.waiting ?? registration.active;
      if (worker && worker.state !== 'activated')
        await new Promise<void>((resolve) =>
          worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
        );
    });
    await deliverPush(page, '/driver', {
      title: 'New delivery offer',
      body: 'Kasi Kota Corner → 2.1 km · R32',
      url: '/driver/dashboard',
      tag: 'offers',
    });
    await expect
      .poll(() => notificationsOf(page, '/driver'))
      .toEqual([
        {
          title: 'New delivery offer',
          body: 'Kasi Kota Corner → 2.1 km · R32',
          tag: 'offers',
          url: '/driver/dashboard',
        },
      ]);
    expect((await clickNotification(context, '/driver-sw.js', 'offers')).opened).toBe(
      `${baseURL}/driver/dashboard`,
    );
  });

  test('the profile switch subscribes this browser with the server key; its test push arrives and shows', async ({
    page,
    context,
    baseURL,
    loginAs,
  }) => {
    const phone = push.device();
    await stubPushService(context, phone);
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await loginAs('customer');
    const devices = async () =>
      (
        (await (await page.request.get('/api/push/subscriptions')).json()) as {
          devices: { endpoint: string }[];
        }
      ).devices;
    await forgetPushDevices(page);

    await page.goto('/profile');
    const toggle = page.getByTestId('push-toggle');
    await expect(toggle).toHaveAttribute('data-status', 'off');
    await toggle.getByRole('switch', { name: 'Order updates on this device' }).click();
    await expect(toggle.getByRole('status').first()).toHaveText('On for this device.');
    expect((await devices()).map((d) => d.endpoint)).toEqual([phone.subscription.endpoint]);
    await expectNoSeriousA11yViolations(page);
    const key = (await (await page.request.get('/api/push/vapid-public-key')).json()) as {
      public_key: string;
    };
    expect(await subscribedKey(page)).toBe(key.public_key);

    // The test notification, all the way: the server encrypts it for this device's keys, the local push service
    // decrypts it, and handed to this browser's worker as the push service would, it shows.
    const before = push.received.length;
    await toggle.getByRole('button', { name: 'Send a test notification' }).click();
    await expect(toggle.getByText('Sent. It should appear on this device in a few seconds.')).toBeVisible();
    const [arrived] = (await push.waitFor(before + 1)).slice(before);
    expect(arrived).toMatchObject({
      deviceId: phone.id,
      payload: { title: 'Lekker Eats', tag: 'push-test' },
    });
    await deliverPush(page, '/', arrived!.payload);
    await expect
      .poll(() => notificationsOf(page, '/'))
      .toEqual([
        {
          title: 'Lekker Eats',
          body: 'Notifications work on this device. Order updates will arrive like this one.',
          tag: 'push-test',
          url: '/',
        },
      ]);

    // Still on after a reload; off removes it from the server.
    await page.reload();
    await expect(toggle).toHaveAttribute('data-status', 'on');
    await toggle.getByRole('switch', { name: 'Order updates on this device' }).click();
    await expect(toggle.getByRole('status')).toHaveText('Off on this device.');
    expect(await devices()).toEqual([]);

    // On again, then signing out ends this browser's pushes with the session (a shared phone or laptop).
    await toggle.getByRole('switch', { name: 'Order updates on this device' }).click();
    await expect(toggle.getByRole('status').first()).toHaveText('On for this device.');
    expect(await devices()).toHaveLength(1);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await loginAs('customer');
    expect(await devices()).toEqual([]);
  });

  test('a subscription the push service replaced is stored again by the worker itself', async ({
    page,
    context,
    loginAs,
  }) => {
    await loginAs('customer');
    await forgetPushDevices(page);
    await page.goto('/about');
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/push-sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    const rotated = push.device();
    await replaceSubscription(context, '/push-sw.js', rotated.subscription);
    await expect
      .poll(async () => {
        const listed = await page.request.get('/api/push/subscriptions');
        return ((await listed.json()) as { devices: { endpoint: string }[] }).devices.map((d) => d.endpoint);
      })
      .toEqual([rotated.subscription.endpoint]);
    await forgetPushDevices(page);
  });

  test('the site is installable (an iPhone gets push only from the Home Screen); the driver pages swap in their own manifest', async ({
    page,
    loginAs,
  }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/site.webmanifest');
    const answer = await page.request.get('/site.webmanifest');
    expect(answer.headers()['content-type']).toMatch(/manifest\+json|json/);
    const manifest = (await answer.json()) as {
      display: string;
      start_url: string;
      icons: { src: string }[];
    };
    expect([manifest.display, manifest.start_url]).toEqual(['standalone', '/']);
    for (const icon of [...manifest.icons.map((i) => i.src), '/icons/apple-touch-icon.png'])
      expect((await page.request.get(icon)).headers()['content-type'], icon).toBe('image/png');
    await loginAs('driver');
    await page.goto('/driver/dashboard');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/driver.webmanifest');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
  });

  test('blocked notifications: the switch says how to allow them', async ({ page, loginAs }) => {
    await loginAs('customer');
    await page.goto('/profile');
    const toggle = page.getByTestId('push-toggle');
    await expect(toggle).toHaveAttribute('data-status', /off|denied/);
    if ((await toggle.getAttribute('data-status')) === 'off')
      await toggle.getByRole('switch', { name: 'Order updates on this device' }).click();
    await expect(toggle.getByRole('alert')).toHaveText(/Notifications (are blocked for this site|stay off)/);
    await expect(toggle.getByRole('switch')).not.toBeChecked();
  });

  test('the owner turns pushes on in the portal settings, the driver in the driver app', async ({
    page,
    context,
    baseURL,
    loginAs,
  }) => {
    await stubPushService(context, push.device());
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await loginAs('restaurant');
    await page.goto('/restaurant/portal/settings');
    const owner = page.getByRole('switch', { name: 'New orders on this device' });
    await expect(owner).toBeEnabled();
    await owner.click();
    await expect(page.getByTestId('push-toggle').getByRole('status')).toHaveText('On for this device.');
    await expectNoSeriousA11yViolations(page);
    await forgetPushDevices(page);
    // The stand-in push service keeps one subscription per tab: a new one for the driver's worker.
    await page.evaluate(() => sessionStorage.clear());

    await loginAs('driver');
    await page.goto('/driver/dashboard');
    const driver = page.getByRole('switch', { name: 'Job alerts on this phone' });
    await expect(driver).toBeEnabled();
    await driver.click();
    await expect(page.getByTestId('push-toggle').getByRole('status')).toHaveText('On for this device.');
    await forgetPushDevices(page);
    // The driver's pushes come through the driver app's own worker (scope /driver).
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/driver'))?.scope),
    ).toBe(`${baseURL}/driver`);
  });
});
