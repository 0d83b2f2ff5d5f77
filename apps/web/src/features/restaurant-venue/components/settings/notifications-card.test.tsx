import type { VenueNotificationSettings } from '@lekker/core/contracts/notification-preferences';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRequest, mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NotificationsCard } from './notifications-card.tsx';

const VENUE = '11111111-1111-4111-8111-111111111111';
const PATH = `/api/restaurant/venues/${VENUE}/notification-settings`;

const owner: VenueNotificationSettings = {
  sms_phone: null,
  can_change_sms_phone: true,
  members: [
    { user_id: 'u-owner', name: 'Ayanda Owner', role: 'owner', push_new_orders: true, is_you: true },
    { user_id: 'u-staff', name: 'Bheki Staff', role: 'staff', push_new_orders: true, is_you: false },
  ],
};

describe('the portal’s order alerts card', () => {
  it('lets an owner save the SMS phone (checked first, sent as +27) and switch a member’s pushes', async () => {
    let state = owner;
    const api = mockApi({
      [`GET ${PATH}`]: () => ({ body: state }),
      [`PUT ${PATH}`]: (req: MockRequest) => {
        const input = req.body as {
          sms_phone?: string;
          members?: { user_id: string; push_new_orders: boolean }[];
        };
        state = {
          ...state,
          sms_phone: input.sms_phone ?? state.sms_phone,
          members: state.members.map((m) => {
            const change = input.members?.find((c) => c.user_id === m.user_id);
            return change ? { ...m, push_new_orders: change.push_new_orders } : m;
          }),
        };
        return { body: state };
      },
    });
    renderWithRouter(<NotificationsCard venueId={VENUE} />);
    const phone = await screen.findByLabelText('Phone for SMS alerts');
    fireEvent.change(phone, { target: { value: '0800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    expect(
      await screen.findByText('Please enter a South African phone number, e.g. 082 123 4567'),
    ).toBeTruthy();
    expect(api.callsTo('PUT', PATH)).toHaveLength(0);

    fireEvent.change(phone, { target: { value: '018 381 2222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save phone' }));
    await waitFor(() => expect(api.callsTo('PUT', PATH)[0]?.body).toEqual({ sms_phone: '+27183812222' }));

    const staff = screen.getByRole('switch', { name: /Bheki Staff/ });
    expect(staff.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(staff);
    await waitFor(() => expect(staff.getAttribute('aria-checked')).toBe('false'));
    expect(api.callsTo('PUT', PATH)[1]?.body).toEqual({
      members: [{ user_id: 'u-staff', push_new_orders: false }],
    });
  });

  it('shows staff the phone without a form, and lets them switch only their own pushes', async () => {
    mockApi({
      [`GET ${PATH}`]: {
        body: {
          sms_phone: '+27183812222',
          can_change_sms_phone: false,
          members: [
            { ...owner.members[0]!, is_you: false },
            { ...owner.members[1]!, is_you: true },
          ],
        },
      },
    });
    renderWithRouter(<NotificationsCard venueId={VENUE} />);
    expect(await screen.findByText('018 381 2222')).toBeTruthy();
    expect(screen.queryByLabelText('Phone for SMS alerts')).toBeNull();
    expect(screen.getByRole('switch', { name: /Ayanda Owner/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: /Bheki Staff \(you\)/ })).toHaveProperty('disabled', false);
  });

  it('shows a load failure with Retry', async () => {
    mockApi({
      [`GET ${PATH}`]: { status: 404, body: { error: { code: 'not_found', message: 'Venue not found.' } } },
    });
    renderWithRouter(<NotificationsCard venueId={VENUE} />);
    expect(await screen.findByText('Venue not found.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
