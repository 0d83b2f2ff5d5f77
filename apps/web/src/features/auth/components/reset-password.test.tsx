import { fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderRoute } from '@/test/render.tsx';

afterEach(() => {
  toast.dismiss();
});

describe('reset password (/reset-password)', () => {
  it('asks for the link and answers neutrally', async () => {
    const api = mockApi({ 'POST /api/auth/request-password-reset': { body: { status: true } } });
    renderRoute('/reset-password');
    fireEvent.change(await screen.findByLabelText('Email', {}, { timeout: 5000 }), {
      target: { value: 'nobody@example.test' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(
      await screen.findByText('If an account exists for that e-mail, we sent a link to reset your password.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'nobody@example.test',
      redirectTo: '/reset-password',
    });
  });

  it('sets a new password from the link (min 6, must match) and goes to /auth', async () => {
    const api = mockApi({ 'POST /api/auth/reset-password': { body: { status: true } } });
    const { router } = renderRoute('/reset-password?token=tok123');
    const password = await screen.findByLabelText('New password', {}, { timeout: 5000 });
    const confirm = screen.getByLabelText('Confirm new password');
    fireEvent.change(password, { target: { value: 'abc' } });
    fireEvent.change(confirm, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    fireEvent.change(password, { target: { value: 'newpass1' } });
    fireEvent.change(confirm, { target: { value: 'newpass2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/reset-password')).toHaveLength(0);

    fireEvent.change(confirm, { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'), { timeout: 5000 });
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok123',
      newPassword: 'newpass1',
    });
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
  });

  it('an expired token shows a clear message with a link to request a new one', async () => {
    mockApi({
      'POST /api/auth/reset-password': {
        status: 400,
        body: { code: 'INVALID_TOKEN', message: 'Invalid token' },
      },
    });
    renderRoute('/reset-password?token=old');
    fireEvent.change(await screen.findByLabelText('New password', {}, { timeout: 5000 }), {
      target: { value: 'newpass1' },
    });
    fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('This reset link has expired or is not valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });

  it('a link that better-auth already refused (?error=INVALID_TOKEN) says so at once', async () => {
    mockApi({});
    renderRoute('/reset-password?error=INVALID_TOKEN');
    expect(
      await screen.findByText('This reset link has expired or is not valid', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
