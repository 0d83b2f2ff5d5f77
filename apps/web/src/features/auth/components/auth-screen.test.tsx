import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, signedOut } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';

function form(name: 'Sign In' | 'Sign Up') {
  const panel = screen.getByRole('tabpanel', { name });
  return {
    panel,
    field: (label: string) => within(panel).getByLabelText(label) as HTMLInputElement,
    submit: () => fireEvent.click(within(panel).getByRole('button', { name })),
  };
}

async function openTab(name: 'Sign In' | 'Sign Up') {
  const tab = await screen.findByRole('tab', { name });
  // Radix tabs switch on mouse down (automatic activation).
  fireEvent.mouseDown(tab);
  fireEvent.click(tab);
  await waitFor(() => expect(tab).toHaveAttribute('aria-selected', 'true'));
  return form(name);
}

// Sonner keeps active toasts in a module-level store and replays them to the next Toaster.
afterEach(() => {
  toast.dismiss();
});

describe('auth screen (/auth, /login, /register)', () => {
  it('has Sign In and Sign Up tabs, the Forgot password link and the partner doors', async () => {
    mockApi({});
    renderRoute('/auth');
    // The first render of a file loads the lazy page module: allow for a cold start.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in or sign up' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    for (const [name, href] of [
      ['Restaurant Login', '/restaurant/login'],
      ['Driver Login', '/driver/login'],
      ['Admin Login', '/admin/login'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens /register on the Sign Up tab', async () => {
    mockApi({});
    renderRoute('/register');
    const tab = await screen.findByRole('tab', { name: 'Sign Up' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('At least 6 characters')).toBeInTheDocument();
  });

  it("sign in: 'Please enter your email and password' when either is missing, without calling the server", async () => {
    const api = mockApi({});
    renderRoute('/login');
    const signIn = await openTab('Sign In');
    fireEvent.change(signIn.field('Email'), { target: { value: 'thandi@example.test' } });
    signIn.submit();
    expect(await screen.findByText('Please enter your email and password')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/account/sign-in')).toHaveLength(0);
  });

  it("sign in failure: 'Sign in failed' with the server's message", async () => {
    mockApi({
      'POST /api/account/sign-in': {
        status: 401,
        body: { error: { code: 'invalid_email_or_password', message: 'Invalid email or password' } },
      },
    });
    renderRoute('/auth');
    const signIn = await openTab('Sign In');
    fireEvent.change(signIn.field('Email'), { target: { value: 'thandi@example.test' } });
    fireEvent.change(signIn.field('Password'), { target: { value: 'wrong-one' } });
    signIn.submit();
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
  });

  it("an unconfirmed e-mail offers 'Resend confirmation e-mail'", async () => {
    const api = mockApi({
      'POST /api/account/sign-in': {
        status: 403,
        body: { error: { code: 'email_not_verified', message: 'Email not verified' } },
      },
      'POST /api/auth/send-verification-email': { body: { status: true } },
    });
    renderRoute('/auth');
    const signIn = await openTab('Sign In');
    fireEvent.change(signIn.field('Email'), { target: { value: 'new@example.test' } });
    fireEvent.change(signIn.field('Password'), { target: { value: 'secret1' } });
    signIn.submit();
    expect(await screen.findByText('Email not verified')).toBeInTheDocument();
    const resend = screen.getAllByRole('button', { name: 'Resend confirmation e-mail' });
    fireEvent.click(resend[0]!);
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/send-verification-email')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/send-verification-email')[0]?.body).toMatchObject({
      email: 'new@example.test',
    });
  });

  it("sign in success: 'Welcome back!' and the same-origin ?redirect= target, replacing the page", async () => {
    let signedIn = false;
    const api = mockApi({
      'GET /api/me': () => (signedIn ? { body: makeViewer() } : signedOut),
      'POST /api/account/sign-in': () => {
        signedIn = true;
        return { body: { redirect: false, user: { id: 'user-1' } } };
      },
    });
    const { router } = renderRoute('/login?redirect=%2Fabout%3Fx%3D1');
    const signIn = await openTab('Sign In');
    fireEvent.change(signIn.field('Email'), { target: { value: ' thandi@example.test ' } });
    fireEvent.change(signIn.field('Password'), { target: { value: 'secret1' } });
    signIn.submit();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?x=1');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(api.callsTo('POST', '/api/account/sign-in')[0]?.body).toEqual({
      email: 'thandi@example.test',
      password: 'secret1',
    });
  });

  it("sign up: 'Please fill in all fields' when any field is missing", async () => {
    const api = mockApi({});
    renderRoute('/auth');
    const signUp = await openTab('Sign Up');
    fireEvent.change(signUp.field('Full name'), { target: { value: 'Lerato' } });
    fireEvent.change(signUp.field('Email'), { target: { value: 'lerato@example.test' } });
    signUp.submit();
    expect(await screen.findByText('Please fill in all fields')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('sign up: a password under 6 characters is refused before calling the server', async () => {
    const api = mockApi({});
    renderRoute('/register');
    const signUp = await openTab('Sign Up');
    fireEvent.change(signUp.field('Full name'), { target: { value: 'Lerato' } });
    fireEvent.change(signUp.field('Email'), { target: { value: 'lerato@example.test' } });
    fireEvent.change(signUp.field('Password'), { target: { value: '12345' } });
    signUp.submit();
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it("sign up failure shows 'Sign up failed' with better-auth's message", async () => {
    mockApi({
      'POST /api/auth/sign-up/email': {
        status: 400,
        body: { code: 'INVALID_EMAIL', message: 'Invalid email' },
      },
    });
    renderRoute('/register');
    const signUp = await openTab('Sign Up');
    fireEvent.change(signUp.field('Full name'), { target: { value: 'Lerato' } });
    fireEvent.change(signUp.field('Email'), { target: { value: 'not-an-email' } });
    fireEvent.change(signUp.field('Password'), { target: { value: 'secret1' } });
    signUp.submit();
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
  });

  it.each([
    [
      "the server's plain sentence",
      {
        error: {
          code: 'validation_error',
          message: 'Please enter a valid email address.',
          fields: { email: 'Please enter a valid email address.' },
        },
      },
    ],
    [
      "better-auth's own check, which names a code path",
      { code: 'VALIDATION_ERROR', message: '[body.email] Invalid email address' },
    ],
  ])('a bad sign-up e-mail shows a sentence for people (%s), never a field path', async (_label, body) => {
    mockApi({ 'POST /api/auth/sign-up/email': { status: 400, body } });
    renderRoute('/register');
    const signUp = await openTab('Sign Up');
    fireEvent.change(signUp.field('Full name'), { target: { value: 'Lerato' } });
    fireEvent.change(signUp.field('Email'), { target: { value: 'lerato@' } });
    fireEvent.change(signUp.field('Password'), { target: { value: 'secret1' } });
    signUp.submit();
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.queryByText(/\[body/)).toBeNull();
  });

  it("sign up success: 'Check your email!', the form clears, the link comes back to /auth", async () => {
    const api = mockApi({ 'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u2' } } } });
    renderRoute('/register');
    const signUp = await openTab('Sign Up');
    fireEvent.change(signUp.field('Full name'), { target: { value: 'Lerato Mokoena' } });
    fireEvent.change(signUp.field('Email'), { target: { value: 'lerato@example.test' } });
    fireEvent.change(signUp.field('Password'), { target: { value: 'secret1' } });
    signUp.submit();
    expect((await screen.findAllByText('Check your email!')).length).toBeGreaterThan(0);
    await waitFor(() => expect(form('Sign Up').field('Full name').value).toBe(''));
    expect(form('Sign Up').field('Email').value).toBe('');
    expect(form('Sign Up').field('Password').value).toBe('');
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toEqual({
      name: 'Lerato Mokoena',
      email: 'lerato@example.test',
      password: 'secret1',
      callbackURL: '/auth?confirmed=1',
    });
  });

  it.each(['/auth', '/login', '/register'])(
    'sends a signed-in visitor from %s to / (replace)',
    async (path) => {
      mockApi({ 'GET /api/me': { body: makeViewer() } });
      const { router } = renderRoute(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('a sign-up from the cart asks the link to come back to the cart', async () => {
    const api = mockApi({ 'POST /api/auth/sign-up/email': { body: { token: null, user: { id: 'u2' } } } });
    renderRoute('/login?redirect=%2Fcart%3Fpay%3D1');
    const signUp = await openTab('Sign Up');
    fireEvent.change(signUp.field('Full name'), { target: { value: 'Thandi Nkosi' } });
    fireEvent.change(signUp.field('Email'), { target: { value: 'thandi@example.test' } });
    fireEvent.change(signUp.field('Password'), { target: { value: 'secret1' } });
    signUp.submit();
    await waitFor(() => expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      callbackURL: '/auth?confirmed=1&redirect=%2Fcart%3Fpay%3D1',
    });
  });

  it('the opened confirmation link (signed in by the server) says so and returns to where they were', async () => {
    mockApi({ 'GET /api/me': { body: makeViewer() } });
    const { router } = renderRoute('/auth?confirmed=1&redirect=%2Fcart%3Fpay%3D1');
    // The cart (it takes ?pay=1 off the address once it has read it).
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'), { timeout: 5000 });
    expect(await screen.findByText('Your e-mail is confirmed')).toBeInTheDocument();
    expect(screen.getByText("You're signed in.")).toBeInTheDocument();
  });

  it('ignores a ?redirect= to another site', async () => {
    mockApi({ 'GET /api/me': { body: makeViewer() } });
    const { router } = renderRoute('/auth?redirect=%2F%2Fevil.example%2Fsteal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });
});
