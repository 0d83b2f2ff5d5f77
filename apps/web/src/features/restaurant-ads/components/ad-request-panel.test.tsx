import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { VenueAd } from '@/api/ads.ts';
import { type ApiRequestInfo, apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { AdRequestPanel } from './ad-request-panel.tsx';

const VENUE = '00000000-0000-4000-8000-0000000000b1';
const rejected: VenueAd = {
  id: '00000000-0000-4000-8000-0000000000f1',
  restaurant_id: VENUE,
  restaurant_name: 'Kota King',
  special_offer: 'Free chips',
  offer_description: null,
  cta_text: null,
  ad_image_url: null,
  status: 'rejected',
  reject_reason: 'The photo is not of food',
  priority: 100,
  start_date: '2026-11-20',
  end_date: null,
  running: false,
  schedule: 'scheduled',
  created_at: '2026-11-19T08:00:00.000Z',
  decided_at: '2026-11-19T09:00:00.000Z',
};

describe('AdRequestPanel', () => {
  it("lists the venue's requests with the reason of a rejection, and sends a new request", async () => {
    const sent: unknown[] = [];
    let list: VenueAd[] = [rejected];
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/ads', () => ({ ads: list })),
      apiHandler(
        'post',
        '/restaurant/venues/{id}/ads',
        async ({ request }: ApiRequestInfo) => {
          const body = (await request.json()) as { special_offer: string };
          sent.push(body);
          const created = {
            ...rejected,
            id: '00000000-0000-4000-8000-0000000000f2',
            special_offer: body.special_offer,
            status: 'pending' as const,
            reject_reason: null,
          };
          list = [created, ...list];
          return created;
        },
        { status: 201 },
      ),
    );
    renderWithRouter(<AdRequestPanel venueId={VENUE} />);
    expect(await screen.findByText('Why: The photo is not of food')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Request an ad' }));
    expect(await screen.findByText('Give the offer (at least 3 characters)')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Offer/), { target: { value: 'Two kotas for R80' } });
    fireEvent.change(screen.getByLabelText('Last day (optional)'), { target: { value: '2099-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request an ad' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ special_offer: 'Two kotas for R80', end_date: '2099-12-31' });
    expect(await screen.findByText(/Request sent/)).toBeInTheDocument();
    expect(await screen.findByText('Waiting for review')).toBeInTheDocument();
  });

  it("shows the server's answer when too many requests wait", async () => {
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/ads', { ads: [] }),
      apiHandler('post', '/restaurant/venues/{id}/ads', () =>
        apiError(409, 'conflict', 'You already have 3 requests waiting for review.'),
      ),
    );
    renderWithRouter(<AdRequestPanel venueId={VENUE} />);
    expect(await screen.findByText('No requests yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Offer/), { target: { value: 'Two kotas for R80' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request an ad' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You already have 3 requests waiting for review.',
    );
  });
});
