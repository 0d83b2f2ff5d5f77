import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Ad } from '@/api/admin.ts';
import { type ApiRequestInfo, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { RejectForm, ScheduleForm } from './ad-forms.tsx';

const AD: Ad = {
  id: '00000000-0000-4000-8000-0000000000f1',
  restaurant_id: '00000000-0000-4000-8000-0000000000a1',
  restaurant_name: 'Kota King',
  special_offer: 'Two kotas for R80',
  offer_description: null,
  cta_text: null,
  ad_image_url: null,
  status: 'pending',
  reject_reason: null,
  priority: 0,
  start_date: '2026-12-10',
  end_date: null,
  running: false,
  schedule: 'scheduled',
  created_at: '2026-12-01T08:00:00.000Z',
  decided_at: null,
};

function serve(action: 'approve' | 'reject') {
  const sent: unknown[] = [];
  serveApi(
    apiHandler('post', `/admin/ads/{id}/${action}`, async ({ request }: ApiRequestInfo) => {
      sent.push(await request.json());
      return { ...AD, status: action === 'approve' ? ('approved' as const) : ('rejected' as const) };
    }),
  );
  return sent;
}

// The console's ad forms are checked by the shared contracts (AdSchedule, AdminReason) before anything is sent.
describe('admin ad forms', () => {
  it('refuses a last day before the first in words, then approves with the window', async () => {
    const sent = serve('approve');
    renderWithRouter(<ScheduleForm ad={AD} mode="approve" />);
    const form = screen.getByRole('form', { name: 'Approve Two kotas for R80 (Kota King)' });
    fireEvent.change(within(form).getByLabelText('Last day (optional)'), { target: { value: '2026-12-05' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The last day cannot be before the first',
    );
    expect(sent).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Last day (optional)'), { target: { value: '2026-12-20' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toEqual([{ start_date: '2026-12-10', end_date: '2026-12-20' }]));
  });

  it('asks for a reason of three characters before rejecting', async () => {
    const sent = serve('reject');
    renderWithRouter(<RejectForm ad={AD} label="Reject" />);
    const form = screen.getByRole('form', { name: 'Reject Two kotas for R80 (Kota King)' });
    fireEvent.change(within(form).getByLabelText('Reason (e-mailed to the venue)'), {
      target: { value: 'no' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Give a reason (at least 3 characters)');
    expect(sent).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText('Reason (e-mailed to the venue)'), {
      target: { value: 'Photo is blurry' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sent).toEqual([{ reason: 'Photo is blurry' }]));
  });
});
