import type { NotificationPreferences, PhoneStatus } from '@lekker/core/contracts/notification-preferences';
import { MARKETING_CONSENT_WORDING } from '@lekker/core/contracts/notification-preferences';
import { sastClockText } from '@lekker/core/sast-date';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NotificationsSection } from './notifications-section.tsx';

const NO_PHONE: PhoneStatus = {
  verified_phone: null,
  pending_phone: null,
  code_expires_at: null,
  resend_at: null,
  locked_until: null,
};

function preferences(
  phone: PhoneStatus,
  marketing: Partial<Record<'push' | 'sms' | 'whatsapp', boolean>> = {},
) {
  const verified = phone.verified_phone !== null;
  return {
    phone,
    channels: (['push', 'sms', 'whatsapp'] as const).map((channel) => ({
      channel,
      available: channel === 'push' ? false : verified,
      order_updates: true,
      marketing: marketing[channel] ?? false,
      marketing_wording: MARKETING_CONSENT_WORDING[channel],
    })),
    quiet_hours: {
      start: '20:00',
      end: '08:00',
      text: 'Promotions are never sent between 20:00 and 08:00. Order updates always arrive.',
    },
  } satisfies NotificationPreferences;
}

/** An instant this many minutes from now (the section compares the lock and the resend wait with the clock). */
const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();

const error = (status: number, code: string, message: string, fields?: Record<string, string>) => ({
  status,
  body: { error: { code, message, fields } },
});

describe('the profile’s Notifications section', () => {
  it('adds a phone: checks the number first, sends the code, verifies it and shows the badge', async () => {
    let state = preferences(NO_PHONE);
    const expires = inMinutes(10);
    const resend = inMinutes(1);
    const api = mockApi({
      'GET /api/me/notification-preferences': () => ({ body: state }),
      'POST /api/me/phone': () => {
        state = preferences({
          ...NO_PHONE,
          pending_phone: '+27821234567',
          code_expires_at: expires,
          resend_at: resend,
        });
        return { body: state.phone };
      },
      'POST /api/me/phone/verify': (req: MockRequest) => {
        if ((req.body as { code: string }).code !== '123456')
          return error(422, 'unprocessable', 'Wrong code. 4 tries left.', { code: 'Wrong code' });
        state = preferences({ ...NO_PHONE, verified_phone: '+27821234567' });
        return { body: state.phone };
      },
    });
    renderWithRouter(<NotificationsSection />);
    expect(await screen.findByText(/Nothing is turned on yet/)).toBeTruthy();
    // Without a verified phone the SMS switches cannot be used.
    expect(screen.getByRole('switch', { name: 'Promotions by SMS' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Send a test message' })).toHaveProperty('disabled', true);

    const input = screen.getByLabelText('Mobile number for SMS and WhatsApp');
    fireEvent.change(input, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Please enter a South African phone number, e.g. 082 123 4567'),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/me/phone')).toHaveLength(0);

    fireEvent.change(input, { target: { value: '082 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/me/phone')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/me/phone')[0]?.body).toEqual({ phone: '+27821234567' });

    expect(await screen.findByText('082 123 4567')).toBeTruthy();
    expect(screen.getByText(`. It works until ${sastClockText(expires)}.`, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: `New code after ${sastClockText(resend)}` })).toHaveProperty(
      'disabled',
      true,
    );

    const code = screen.getByLabelText('6-digit code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Wrong code. 4 tries left.');

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.getByText('082 123 4567')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeTruthy();
    expect(screen.queryByText(/Nothing is turned on yet/)).toBeNull();
  });

  it('turns promotions on for one channel, showing the words the consent records, and sends a test message', async () => {
    let state = preferences({ ...NO_PHONE, verified_phone: '+27821234567' });
    const api = mockApi({
      'GET /api/me/notification-preferences': () => ({ body: state }),
      'PUT /api/me/notification-preferences': () => {
        state = preferences(state.phone, { whatsapp: true });
        return { body: state };
      },
      'POST /api/me/notification-preferences/test': { body: { channels: ['sms', 'whatsapp'] } },
    });
    renderWithRouter(<NotificationsSection pushSlot={<p>Push toggle goes here</p>} />);
    const list = await screen.findByRole('list', { name: 'Notification channels' });
    expect(screen.getByText('Push toggle goes here')).toBeTruthy();
    expect(within(list).getByText(MARKETING_CONSENT_WORDING.whatsapp)).toBeTruthy();
    expect(screen.getByText(/never sent between 20:00 and 08:00/)).toBeTruthy();

    const whatsapp = screen.getByRole('switch', { name: 'Promotions by WhatsApp' });
    expect(whatsapp.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('switch', { name: 'Order updates by SMS' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(whatsapp);
    await waitFor(() => expect(whatsapp.getAttribute('aria-checked')).toBe('true'));
    expect(api.callsTo('PUT', '/api/me/notification-preferences')[0]?.body).toEqual({
      channels: [{ channel: 'whatsapp', marketing: true }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Send a test message' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/me/notification-preferences/test')).toHaveLength(1));
  });

  it('shows a switch the server refused as a readable error', async () => {
    const state = preferences({ ...NO_PHONE, verified_phone: '+27821234567' });
    mockApi({
      'GET /api/me/notification-preferences': { body: state },
      'PUT /api/me/notification-preferences': error(
        422,
        'unprocessable',
        'Verify your phone number first, then turn promotions on.',
      ),
    });
    renderWithRouter(<NotificationsSection />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Promotions by SMS' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Verify your phone number first, then turn promotions on.',
    );
  });

  it('says when too many wrong codes locked the phone', async () => {
    const lockedUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    mockApi({
      'GET /api/me/notification-preferences': {
        body: preferences({
          ...NO_PHONE,
          pending_phone: '+27821234567',
          // Ten minutes from now (a fixed instant would have passed by the time the suite runs).
          locked_until: lockedUntil,
        }),
      },
    });
    renderWithRouter(<NotificationsSection />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      `Too many wrong codes. You can try again after ${sastClockText(lockedUntil)}.`,
    );
  });

  it('shows a load failure with a way to try again', async () => {
    let fail = true;
    const api = mockApi({
      'GET /api/me/notification-preferences': () =>
        fail
          ? error(500, 'internal_error', 'Something went wrong on our side.')
          : { body: preferences(NO_PHONE) },
    });
    renderWithRouter(<NotificationsSection />);
    expect(await screen.findByText(/We could not load your notification settings/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Mobile number for SMS and WhatsApp')).toBeTruthy();
    expect(api.callsTo('GET', '/api/me/notification-preferences').length).toBeGreaterThanOrEqual(2);
  });
});
