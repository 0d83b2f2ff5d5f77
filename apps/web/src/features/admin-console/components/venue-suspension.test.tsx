import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminRestaurant } from '@/api/admin.ts';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { VenueStateBadge, VenueSuspension } from './venue-suspension.tsx';

const venue: AdminRestaurant = {
  id: '00000000-0000-4000-8000-0000000000b1',
  name: 'Kota King',
  kind: 'restaurant',
  address: '1 Main Road',
  is_active: false,
  is_open: true,
  commission_rate_bps: 1500,
  suspended_reason: null,
  suspended_at: null,
  rating: 4.5,
  orders_30d: 0,
  owners: [],
};

// docs/decisions/049-suspension-wins.md: suspend and reinstate are confirmed in a dialog with a reason.
describe('venue suspension in the admin console', () => {
  it('a venue that never went live reads "Not live yet", not "Suspended"', () => {
    render(<VenueStateBadge v={venue} />);
    expect(screen.getByText('Not live yet')).toBeInTheDocument();
  });

  it('suspends after confirming with a reason; a short reason is refused with nothing sent', async () => {
    const sent: unknown[] = [];
    serveApi(
      apiHandler('post', '/admin/restaurants/{id}/suspend', async ({ request }: ApiRequestInfo) => {
        sent.push(await request.json());
        return { ...venue, suspended_at: '2026-12-01T18:00:00.000Z', suspended_reason: 'Hygiene' };
      }),
    );
    renderWithRouter(<VenueSuspension v={venue} />);
    fireEvent.click(screen.getByRole('button', { name: 'Suspend venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Kota King?' });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('at least 3 characters');
    expect(sent).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Hygiene complaint' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Hygiene complaint' }]));
  });

  it('a suspended venue shows why and offers Reinstate', async () => {
    const sent: unknown[] = [];
    serveApi(
      apiHandler('post', '/admin/restaurants/{id}/activate', async ({ request }: ApiRequestInfo) => {
        sent.push(await request.json());
        return venue;
      }),
    );
    const suspended = { ...venue, suspended_at: '2026-12-01T18:00:00.000Z', suspended_reason: 'Hygiene' };
    renderWithRouter(<VenueSuspension v={suspended} />);
    expect(screen.getByText(/because: Hygiene/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate venue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reinstate Kota King?' });
    expect(dialog).toHaveTextContent('back to its go-live checklist');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Inspection passed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reinstate' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Inspection passed' }]));
  });
});
