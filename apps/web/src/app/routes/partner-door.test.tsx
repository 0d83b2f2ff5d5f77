import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { PENDING_APPLICATION_KEY } from '@/features/applications/pending-application.ts';
import { PREFERRED_ROLE_KEY } from '@/features/auth/storage.ts';
import { mockApi, signedOut } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';

afterEach(() => {
  toast.dismiss();
});

const COLD_START = { timeout: 5000 };

async function openTab(name: 'Sign In' | 'Apply') {
  const tab = await screen.findByRole('tab', { name }, COLD_START);
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return screen.getByRole('tabpanel', { name });
}

const change = (panel: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(panel).getByLabelText(label), { target: { value } });

describe('driver and restaurant doors', () => {
  it('signs in with the door role and sends an approved driver to the dashboard', async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () =>
        signedIn
          ? {
              body: makeViewer({
                roles: ['customer', 'driver'],
                driver_application: {
                  status: 'approved',
                  vehicle_type: 'car',
                  created_at: '2025-01-01T00:00:00Z',
                },
              }),
            }
          : signedOut,
      'POST /api/account/sign-in': () => {
        signedIn = true;
        return { body: { redirect: false, user: { id: 'user-1' } } };
      },
    });
    const { router } = renderRoute('/driver-login');
    const panel = await openTab('Sign In');
    change(panel, 'Email', 'thandi@example.test');
    change(panel, 'Password', 'secret1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/dashboard'), { timeout: 5000 });
    expect(api.callsTo('POST', '/api/account/sign-in')[0]?.body).toMatchObject({ role: 'driver' });
    expect(window.localStorage.getItem(PREFERRED_ROLE_KEY)).toBe('"driver"');
  });

  it("shows the server's refusal and stays signed out", async () => {
    mockApi({
      'POST /api/account/sign-in': {
        status: 403,
        body: {
          error: {
            code: 'forbidden',
            message:
              'This account is not registered as a restaurant. Apply from this page, or sign in at the customer login.',
          },
        },
      },
    });
    const { router } = renderRoute('/restaurant/login');
    const panel = await openTab('Sign In');
    change(panel, 'Email', 'thandi@example.test');
    change(panel, 'Password', 'secret1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText(/not registered as a restaurant/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/restaurant/login');
    expect(within(panel).getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('new applicant: signs up with the link back to the door, keeps the application and says to confirm', async () => {
    const api = mockApi({ 'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u9' } } } });
    renderRoute('/driver/login?tab=apply');
    const panel = await openTab('Apply');
    change(panel, 'Full name', 'Sipho Dlamini');
    change(panel, 'Email', 'Sipho@Example.test');
    change(panel, 'Password', 'secret1');
    change(panel, 'Vehicle type', 'scooter');
    change(panel, 'Phone number', '082 123 4567');
    fireEvent.click(within(panel).getByRole('button', { name: 'Create account and apply' }));

    expect((await screen.findAllByText('Check your email!')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Sipho Dlamini',
      email: 'Sipho@Example.test',
      password: 'secret1',
      callbackURL: '/driver/login?apply=1',
    });
    const stored = JSON.parse(window.localStorage.getItem(PENDING_APPLICATION_KEY) ?? 'null');
    expect(stored).toMatchObject({
      kind: 'driver',
      email: 'sipho@example.test',
      data: { vehicle_type: 'scooter', phone: '+27821234567' },
    });
    expect(api.callsTo('POST', '/api/applications/driver')).toHaveLength(0);
  });

  it('checks the application fields before creating the account', async () => {
    const api = mockApi({});
    renderRoute('/restaurant/login?tab=apply');
    const panel = await openTab('Apply');
    change(panel, 'Full name', 'Kabelo');
    change(panel, 'Email', 'kabelo@example.test');
    change(panel, 'Password', 'secret1');
    change(panel, 'Restaurant name', 'K');
    change(panel, 'Phone number', '123');
    fireEvent.click(within(panel).getByRole('button', { name: 'Create account and apply' }));
    expect(
      await within(panel).findByText('Restaurant name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/Please enter a South African phone number/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('coming back with ?apply=1: signs in without a role, sends the stored application, removes it, shows the status', async () => {
    window.localStorage.setItem(
      PENDING_APPLICATION_KEY,
      JSON.stringify({
        kind: 'driver',
        email: 'sipho@example.test',
        data: { vehicle_type: 'scooter', phone: '+27821234567' },
        saved_at: '2025-01-01T10:00:00.000Z',
      }),
    );
    let signedIn = false;
    let applied = false;
    const api = mockApi({
      'GET /api/me': () =>
        signedIn
          ? {
              body: makeViewer({
                user: { id: 'u9', email: 'sipho@example.test', name: 'Sipho', email_verified: true },
                driver_application: applied
                  ? { status: 'pending', vehicle_type: 'scooter', created_at: '2025-01-01T10:01:00Z' }
                  : null,
              }),
            }
          : signedOut,
      'POST /api/account/sign-in': () => {
        signedIn = true;
        return { body: { redirect: false, user: { id: 'u9' } } };
      },
      'POST /api/applications/driver': () => {
        applied = true;
        return { status: 201, body: { status: 'pending' } };
      },
    });
    const { router } = renderRoute('/driver/login?apply=1');
    expect(await screen.findByText('Your e-mail is confirmed', {}, COLD_START)).toBeInTheDocument();
    const panel = await openTab('Sign In');
    change(panel, 'Email', 'sipho@example.test');
    change(panel, 'Password', 'secret1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/status'), { timeout: 5000 });
    expect(api.callsTo('POST', '/api/account/sign-in')[0]?.body).toEqual({
      email: 'sipho@example.test',
      password: 'secret1',
    });
    expect(api.callsTo('POST', '/api/applications/driver').map((c) => c.body)).toEqual([
      { vehicle_type: 'scooter', phone: '+27821234567' },
    ]);
    expect(window.localStorage.getItem(PENDING_APPLICATION_KEY)).toBeNull();
    expect(
      await screen.findByText("We're reviewing your application. This usually takes 1–2 working days.", {
        selector: 'p',
      }),
    ).toBeInTheDocument();
  });

  it("a stored application is not sent for someone else's account", async () => {
    window.localStorage.setItem(
      PENDING_APPLICATION_KEY,
      JSON.stringify({
        kind: 'driver',
        email: 'someone-else@example.test',
        data: { vehicle_type: 'car', phone: '+27821234567' },
        saved_at: '2025-01-01T10:00:00.000Z',
      }),
    );
    const api = mockApi({ 'GET /api/me': { body: makeViewer() } });
    renderRoute('/driver/login');
    expect(await screen.findByText(/not registered as a driver yet/, {}, COLD_START)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/applications/driver')).toHaveLength(0);
    expect(window.localStorage.getItem(PENDING_APPLICATION_KEY)).not.toBeNull();
  });

  it("existing account: 'Sign in and apply' signs in without a role, then applies", async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () => (signedIn ? { body: makeViewer() } : signedOut),
      'POST /api/account/sign-in': () => {
        signedIn = true;
        return { body: { redirect: false, user: { id: 'user-1' } } };
      },
      'POST /api/applications/restaurant': { status: 201, body: { status: 'pending' } },
    });
    const { router } = renderRoute('/restaurant-login?tab=apply');
    const panel = await openTab('Apply');
    fireEvent.click(
      within(panel).getByRole('button', { name: 'Already have an account? Sign in and apply' }),
    );
    change(panel, 'Email', 'thandi@example.test');
    change(panel, 'Password', 'secret1');
    change(panel, 'Restaurant name', 'Thandi’s Kitchen');
    change(panel, 'Restaurant address', '12 Main Road, Mahikeng');
    change(panel, 'Phone number', '072 555 0101');
    fireEvent.click(within(panel).getByRole('button', { name: 'Sign in and apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/status'), { timeout: 5000 });
    expect(api.callsTo('POST', '/api/account/sign-in')[0]?.body).toEqual({
      email: 'thandi@example.test',
      password: 'secret1',
    });
    expect(api.callsTo('POST', '/api/applications/restaurant')[0]?.body).toEqual({
      restaurant_name: 'Thandi’s Kitchen',
      address: '12 Main Road, Mahikeng',
      phone: '+27725550101',
    });
  });

  it('a signed-in customer applies from the Apply tab and lands on the status page', async () => {
    const api = mockApi({
      'GET /api/me': {
        body: makeViewer({ profile: { full_name: 'Thandi', phone: '+27725550101', language: null } }),
      },
      'POST /api/applications/driver': { status: 201, body: { status: 'pending' } },
    });
    const { router } = renderRoute('/driver/login?tab=apply');
    const panel = await openTab('Apply');
    expect((within(panel).getByLabelText('Phone number') as HTMLInputElement).value).toBe('+27725550101');
    change(panel, 'Vehicle type', 'bakkie');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/status'), { timeout: 5000 });
    expect(api.callsTo('POST', '/api/applications/driver')[0]?.body).toEqual({
      vehicle_type: 'bakkie',
      phone: '+27725550101',
    });
  });
});
