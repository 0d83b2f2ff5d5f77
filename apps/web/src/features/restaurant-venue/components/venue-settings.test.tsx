import type { VenueNotificationSettings } from '@lekker/core/contracts/notification-preferences';
import type { GoLiveChecklist, VenueSettings } from '@lekker/core/contracts/venues';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { VenueSettingsPanel } from './venue-settings.tsx';

const VENUE = '11111111-1111-4111-8111-111111111111';
const BASE = `/api/restaurant/venues/${VENUE}`;

const settings: VenueSettings = {
  id: VENUE,
  name: 'Kasi Kota Corner',
  cuisine_type: 'Kota',
  description: null,
  phone: '018 381 2245',
  address: 'Cnr Shippard & Carrington Streets, Mahikeng',
  latitude: -25.8572,
  longitude: 25.6418,
  service_radius_km: 10,
  estimated_delivery_time: 30,
  logo_url: null,
  cover_image_url: null,
  opening_hours: null,
  closed_dates: [],
  paused_until: null,
  load_shedding: null,
  scheduling_enabled: true,
  scheduling_lead_minutes: 30,
  offers_collection: false,
  is_active: true,
  went_live_at: '2024-01-01T00:00:00.000Z',
  status: { open: true, reason: null, label: null },
};
const live: GoLiveChecklist = {
  items: [],
  complete: true,
  is_live: true,
  went_live_at: settings.went_live_at,
  suspension: null,
};

const alerts: VenueNotificationSettings = { sms_phone: null, can_change_sms_phone: true, members: [] };

describe('VenueSettingsPanel', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows the load error with Retry', async () => {
    mockApi({
      [`GET ${BASE}/settings`]: { status: 500, body: { error: { code: 'internal_error', message: 'Down' } } },
    });
    renderWithRouter(<VenueSettingsPanel venueId={VENUE} />);
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Down/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('pasted slots that cannot be read are refused line by line, with nothing sent', async () => {
    const { calls } = mockApi({
      [`GET ${BASE}/settings`]: { body: settings },
      [`GET ${BASE}/go-live`]: { body: live },
      [`GET ${BASE}/notification-settings`]: { body: alerts },
    });
    renderWithRouter(<VenueSettingsPanel venueId={VENUE} />);
    fireEvent.change(await screen.findByLabelText('Weekly slots (one day per line, 24-hour times)'), {
      target: { value: 'Mon 10:00-12:30\nFunday 18:00-20:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save load-shedding plan' }));
    expect(await screen.findByText(/Line 2 \("Funday 18:00-20:30"\)/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('saves a pasted plan as slots with the chosen mode', async () => {
    const { calls } = mockApi({
      [`GET ${BASE}/settings`]: { body: settings },
      [`GET ${BASE}/go-live`]: { body: live },
      [`GET ${BASE}/notification-settings`]: { body: alerts },
      [`PATCH ${BASE}/settings`]: { body: settings },
    });
    renderWithRouter(<VenueSettingsPanel venueId={VENUE} />);
    fireEvent.change(await screen.findByLabelText('Weekly slots (one day per line, 24-hour times)'), {
      target: { value: 'Mon 16:00-18:30' },
    });
    fireEvent.click(screen.getByLabelText('Pause: closed until the slot ends'));
    fireEvent.click(screen.getByRole('button', { name: 'Save load-shedding plan' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        load_shedding: {
          mode: 'pause',
          extra_prep_minutes: 10,
          slots: [{ day: 'monday', start: '16:00', end: '18:30' }],
        },
      }),
    );
  });

  it("meets the contract's phone rule and description limit in the details, with nothing sent", async () => {
    const { calls } = mockApi({
      [`GET ${BASE}/settings`]: { body: settings },
      [`GET ${BASE}/go-live`]: { body: live },
      [`GET ${BASE}/notification-settings`]: { body: alerts },
      [`PATCH ${BASE}/settings`]: { body: settings },
    });
    renderWithRouter(<VenueSettingsPanel venueId={VENUE} />);
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: 'call us' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('A phone number, e.g. 018 123 4567')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(phone, { target: { value: '018 381 2245' } });
    const description = screen.getByLabelText('Description');
    expect(description).toHaveAttribute('maxLength', '1000');
    fireEvent.change(description, { target: { value: 'x'.repeat(1001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Description: at most 1 000 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    fireEvent.change(description, { target: { value: 'Kotas since 2009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        name: 'Kasi Kota Corner',
        phone: '018 381 2245',
        description: 'Kotas since 2009',
        service_radius_km: 10,
      }),
    );
  });

  it('adds a closed date, and refuses one already listed without sending', async () => {
    const { calls } = mockApi({
      [`GET ${BASE}/settings`]: { body: { ...settings, closed_dates: ['2026-12-25'] } },
      [`GET ${BASE}/go-live`]: { body: live },
      [`GET ${BASE}/notification-settings`]: { body: alerts },
      [`PATCH ${BASE}/settings`]: { body: settings },
    });
    renderWithRouter(<VenueSettingsPanel venueId={VENUE} />);
    const date = await screen.findByLabelText('Add a closed date');
    fireEvent.change(date, { target: { value: '2026-12-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    expect(await screen.findByText('That date is already listed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
    fireEvent.change(date, { target: { value: '2026-12-26' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add date' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
        closed_dates: ['2026-12-25', '2026-12-26'],
      }),
    );
  });

  it('"Closed for the next 30 min" asks the server to pause', async () => {
    const { calls } = mockApi({
      [`GET ${BASE}/settings`]: { body: settings },
      [`GET ${BASE}/go-live`]: { body: live },
      [`GET ${BASE}/notification-settings`]: { body: alerts },
      [`POST ${BASE}/pause`]: { body: settings },
    });
    renderWithRouter(<VenueSettingsPanel venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Closed for the next 30 min' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ pause: '30m' }));
  });
});
