import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  apiPost,
  BASE_URL,
  confirmLink,
  DEMO,
  DEMO_PASSWORD,
  latestMail,
  uniqueEmail,
} from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';

const PENDING = "We're reviewing your application. This usually takes 1–2 working days.";

async function signInOnPanel(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('accounts', () => {
  test('sign up, confirm from the dev mailbox, sign in, and sign out on every device', async ({
    page,
    browser,
    request,
    loginAs,
  }) => {
    test.setTimeout(75_000);
    const email = uniqueEmail('lerato');
    const password = 'secret123';

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('Full name').fill('Lerato Mokoena');
    await signUp.getByLabel('Email').fill(email);
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Check your email!').first()).toBeVisible();
    await expect(signUp.getByLabel('Full name')).toHaveValue('');

    const mail = await latestMail(request, email, { subject: /confirm/i });
    await page.goto(confirmLink(mail));
    // Opening the link signs the person in and brings them back (docs/product.md#auth-screen; here: home).
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText('Your e-mail is confirmed')).toBeVisible();
    await expect(
      page.getByRole('button', { name: /Account menu, signed in as Lerato Mokoena/ }),
    ).toBeVisible();

    // The password signs in too (a browser without the session).
    await page.context().clearCookies();
    await page.goto('/auth');
    await signInOnPanel(page, email, password);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(
      page.getByRole('button', { name: /Account menu, signed in as Lerato Mokoena/ }),
    ).toBeVisible();

    // A second device signed in as the same person.
    const laptop = await browser.newContext({ baseURL: BASE_URL });
    const laptopPage = await laptop.newPage();
    await loginAs('customer', { account: { email, password }, target: laptopPage });
    expect((await laptopPage.request.get('/api/me')).status()).toBe(200);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null });

    // The other device is signed out too: its next /api/me has no user and a guarded page shows the login screen.
    expect(await (await laptopPage.request.get('/api/me')).json()).toEqual({ user: null });
    await laptopPage.goto('/driver/status');
    await expect(laptopPage).toHaveURL(/\/driver\/login\?redirect=%2Fdriver%2Fstatus$/);
    await expect(laptopPage.getByRole('heading', { level: 1, name: 'Driver sign-in' })).toBeVisible();
    await expect(laptopPage.getByRole('tabpanel', { name: 'Sign In' }).getByLabel('Email')).toBeVisible();
    await laptop.close();
  });

  test('a new driver applies, sees pending, and sees the approval without reloading', async ({
    page,
    request,
    apiAs,
  }) => {
    test.setTimeout(75_000);
    const email = uniqueEmail('sipho');
    const password = 'secret123';

    await page.goto('/driver/login');
    await page.getByRole('tab', { name: 'Apply' }).click();
    const apply = page.getByRole('tabpanel', { name: 'Apply' });
    await apply.getByLabel('Full name').fill('Sipho Dlamini');
    await apply.getByLabel('Email').fill(email);
    await apply.getByLabel('Password', { exact: true }).fill(password);
    await apply.getByLabel('Vehicle type').selectOption('scooter');
    await apply.getByLabel('Phone number').fill('082 123 4567');
    await apply.getByRole('button', { name: 'Create account and apply' }).click();
    await expect(apply.getByText(/We sent a confirmation link to/)).toBeVisible();

    const mail = await latestMail(request, email, { subject: /confirm/i });
    // Opening the link signs the applicant in (docs/product.md#auth-screen): the stored application goes out by itself,
    // then the status page opens.
    await page.goto(confirmLink(mail));
    await expect(page).toHaveURL(/\/driver\/status$/);
    const main = page.getByRole('main');
    await expect(main.getByText(PENDING, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('lekker.pendingApplication'))).toBeNull();

    // An admin approves through the API.
    const admin = await apiAs('admin');
    const list = await admin.get('/api/admin/applications?status=pending');
    expect(list.ok()).toBe(true);
    const { applications } = (await list.json()) as {
      applications: { kind: string; id: string; email: string; detail: string }[];
    };
    const mine = applications.find((a) => a.kind === 'driver' && a.email === email);
    expect(mine?.detail).toContain('scooter');
    const decided = await apiPost(admin, `/api/admin/drivers/${mine!.id}/status`, {
      status: 'approved',
      reason: 'Licence checked',
    });
    expect(decided.status()).toBe(200);

    // The page checks every 15 s: the approval appears without a manual reload.
    await expect(page.getByRole('link', { name: 'Go to your driver dashboard' })).toBeVisible({
      timeout: 25_000,
    });
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
  });

  test('a customer at the admin door is refused with a clear message and stays signed out', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.customer);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Sign in failed')).toBeVisible();
    await expect(page.getByText('This account does not have admin access.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await (await page.request.get('/api/me')).json()).toEqual({ user: null });
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('the auth screen has no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.length})`);
    expect(await serious()).toEqual([]);
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
