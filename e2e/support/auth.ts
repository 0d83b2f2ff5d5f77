// Shared e2e helpers for accounts: demo accounts, sign-in through the API, the dev mailbox and confirmation links.
// Specs sign in with the role fixtures of support/fixtures.ts (`loginAs('restaurant')`), which build on these.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/server/src/seed/demo-data.ts';
import { workerPort } from './server-clock.mjs';

export type DoorRole = 'customer' | 'restaurant' | 'driver' | 'admin';

/** The demo data has one account per role (e-mail by role), all with the password DEMO_PASSWORD. */
export { DEMO_PASSWORD };
export const DEMO = Object.fromEntries(DEMO_ACCOUNTS.map((a) => [a.role, a.email])) as Record<
  DoorRole,
  string
>;

/** The server this worker's tests drive (the `baseURL` of support/clock.ts). */
export const BASE_URL = `http://127.0.0.1:${workerPort()}`;

/** State-changing requests that carry the session cookie must come from our origin (CSRF check). */
export const ORIGIN_HEADERS = { origin: BASE_URL };

/** A page's request context shares the browser context's cookies; an APIRequestContext keeps its own. */
const requestOf = (target: Page | APIRequestContext): APIRequestContext =>
  'goto' in target ? target.request : target;

/** A fresh, unique address per test run, so tests never depend on each other. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`.toLowerCase();
}

/** POST JSON with our Origin (needed once the context holds a session cookie). */
export async function apiPost(target: Page | APIRequestContext, path: string, data?: unknown) {
  return requestOf(target).post(path, { data, headers: ORIGIN_HEADERS });
}

/**
 * Signs in at a door (`role` absent: the customer door) through POST /api/account/sign-in. With a Page, the
 * session cookie lands in that page's browser context. Throws with the server's answer when refused.
 */
export async function signInViaApi(
  target: Page | APIRequestContext,
  email: string,
  password: string,
  role?: DoorRole,
): Promise<{ user: { id: string } }> {
  const res = await apiPost(target, '/api/account/sign-in', { email, password, ...(role ? { role } : {}) });
  if (!res.ok()) throw new Error(`sign-in as ${email} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { user: { id: string } };
}

export type Mail = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
};

/**
 * The newest dev-mailbox message to `to` (optionally with a matching subject), waiting up to `timeout` ms for
 * it to arrive.
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  { subject, timeout = 10_000 }: { subject?: RegExp; timeout?: number } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to.toLowerCase())}`);
        if (!res.ok()) return false;
        const { messages } = (await res.json()) as { messages: Mail[] };
        found = messages.find((m) => !subject || subject.test(m.subject));
        return Boolean(found);
      },
      { timeout, message: `an e-mail to ${to}${subject ? ` matching ${subject}` : ''}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text (confirmation, reset). */
export function confirmLink(mail: Pick<Mail, 'text'>): string {
  const match = /https?:\/\/[^\s<>"']+/.exec(mail.text);
  if (!match) throw new Error(`no link in the e-mail: ${mail.text}`);
  return match[0].replace(/[.,;:!?)]+$/, '');
}

/** Signs up through better-auth (the confirmation link leads to `callbackURL`). */
export async function signUpViaApi(
  request: APIRequestContext,
  {
    name,
    email,
    password,
    callbackURL = '/auth?confirmed=1',
  }: {
    name: string;
    email: string;
    password: string;
    callbackURL?: string;
  },
) {
  const res = await request.post('/api/auth/sign-up/email', { data: { name, email, password, callbackURL } });
  if (!res.ok()) throw new Error(`sign-up as ${email} failed: ${res.status()} ${await res.text()}`);
}

/** Opens the confirmation link from the dev mailbox (without following the redirect). */
export async function confirmEmailViaApi(request: APIRequestContext, email: string) {
  const link = confirmLink(await latestMail(request, email, { subject: /confirm/i }));
  const res = await request.get(link, { maxRedirects: 0 });
  expect(res.status(), 'the confirmation link redirects').toBe(302);
}

/** A new customer account with a confirmed e-mail, ready to sign in (a unique address per call). */
export async function createConfirmedAccount(
  request: APIRequestContext,
  { name = 'E2E Customer', password = 'secret123', prefix = 'customer' } = {},
): Promise<{ email: string; password: string; name: string }> {
  const email = uniqueEmail(prefix);
  await signUpViaApi(request, { name, email, password });
  await confirmEmailViaApi(request, email);
  return { email, password, name };
}
