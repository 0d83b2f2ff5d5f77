import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';

afterEach(() => {
  toast.dismiss();
});

const admin = makeViewer({ roles: ['admin', 'customer'] });
const driverApplication = {
  kind: 'driver',
  id: 'user-7',
  user_id: 'user-7',
  email: 'sipho@example.test',
  name: 'Sipho Dlamini',
  status: 'pending',
  detail: 'scooter · +27821234567',
  created_at: '2025-01-02T08:00:00.000Z',
  decision_reason: null,
  decided_at: null,
};
const restaurantApplication = {
  kind: 'restaurant',
  id: '00000000-0000-4000-8000-000000000042',
  user_id: 'user-8',
  email: 'kabelo@example.test',
  name: 'Kabelo Molefe',
  status: 'pending',
  detail: 'Kota King · 1 Main Road',
  created_at: '2025-01-01T08:00:00.000Z',
  decision_reason: null,
  decided_at: null,
};

describe('admin dashboard: applications', () => {
  it('lists pending applications and approves a driver and a restaurant through the admin API', async () => {
    let decided: string[] = [];
    const api = mockApi({
      'GET /api/me': { body: admin },
      'GET /api/admin/applications': () => ({
        body: {
          applications: [driverApplication, restaurantApplication].filter((a) => !decided.includes(a.id)),
        },
      }),
      'POST /api/admin/drivers/user-7/status': () => {
        decided = [...decided, 'user-7'];
        return { body: { status: 'approved' } };
      },
      'POST /api/admin/restaurant-applications/00000000-0000-4000-8000-000000000042/status': () => {
        decided = [...decided, restaurantApplication.id];
        return { body: { status: 'suspended' } };
      },
    });
    renderRoute('/admin/dashboard?section=applications');
    const panel = (await screen.findByRole('heading', { name: 'Applications' }, { timeout: 5000 })).closest(
      'div.rounded-card',
    ) as HTMLElement;
    expect(await within(panel).findByText('Sipho Dlamini')).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/admin/applications')?.url).toBe(
      '/api/admin/applications?status=pending',
    );

    // A decision asks for a reason and says where the e-mail goes; without one nothing is sent.
    fireEvent.click(within(panel).getByRole('button', { name: 'Approve Sipho Dlamini' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve Sipho Dlamini?' });
    expect(dialog).toHaveTextContent('e-mailed to sipho@example.test');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }));
    expect(await within(dialog).findByText('Give a reason (at least 3 characters).')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/drivers/user-7/status')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (e-mailed to the applicant)'), {
      target: { value: 'Licence checked' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve and e-mail' }));
    await waitFor(() => expect(within(panel).queryByText('Sipho Dlamini')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/api/admin/drivers/user-7/status')[0]?.body).toEqual({
      status: 'approved',
      reason: 'Licence checked',
    });
    expect(await screen.findByText('Application approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The panel is back in the accessibility tree once the dialog's clean-up effect has run (after paint).
    fireEvent.click(await within(panel).findByRole('button', { name: 'Suspend Kabelo Molefe' }));
    const suspend = await screen.findByRole('dialog', { name: 'Suspend Kabelo Molefe?' });
    expect(suspend).toHaveTextContent('kabelo@example.test');
    fireEvent.change(within(suspend).getByLabelText('Reason (e-mailed to the applicant)'), {
      target: { value: 'Outside our towns' },
    });
    fireEvent.click(within(suspend).getByRole('button', { name: 'Suspend and e-mail' }));
    await waitFor(() => expect(within(panel).getByText('No pending applications.')).toBeInTheDocument());
  });

  it('shows an error with a retry', async () => {
    mockApi({
      'GET /api/me': { body: admin },
      'GET /api/admin/applications': { status: 500, body: { error: { code: 'internal', message: 'Boom' } } },
    });
    renderRoute('/admin/dashboard?section=applications');
    expect(
      await screen.findByText('Could not load the applications.', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
