import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Promotion, PromotionInput } from '@/api/venue-promotions.ts';
import { apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { NO_PROMOTIONS_TEXT, PromotionsManager } from './promotions-manager.tsx';

const VENUE = '00000000-0000-4000-8000-00000000a001';
const CHIPS = '00000000-0000-4000-8000-00000000c001';

function promotion(input: PromotionInput, over: Partial<Promotion> = {}): Promotion {
  return {
    id: '00000000-0000-4000-8000-00000000f001',
    restaurant_id: VENUE,
    name: input.name,
    discount_type: input.discount_type,
    discount_value: input.discount_value,
    applies_to: input.applies_to,
    item_ids: input.item_ids ?? [],
    min_order_cents: input.min_order_cents ?? 0,
    starts_at: input.starts_at ?? '2025-01-06T10:00:00.000Z',
    ends_at: input.ends_at ?? null,
    weekdays: input.weekdays ?? [],
    daily_start: input.daily_start ?? null,
    daily_end: input.daily_end ?? null,
    per_customer_limit: input.per_customer_limit ?? null,
    status: 'active',
    state: 'live',
    label: `${input.discount_value}% off`,
    redemptions: 0,
    discount_given_cents: 0,
    created_at: '2025-01-06T10:00:00.000Z',
    ...over,
  };
}

function serve(initial: Promotion[] = []) {
  let list = initial;
  const posted: PromotionInput[] = [];
  const actions: string[] = [];
  serveApi(
    apiHandler('get', '/restaurant/venues/{id}/promotions', () => ({ promotions: list })),
    apiHandler('get', '/restaurant/venues/{id}/menu', {
      categories: [],
      items: [
        {
          id: CHIPS,
          name: 'Chips',
          description: null,
          price_cents: 2500,
          image_url: null,
          is_available: true,
          preparation_time: null,
          category: null,
          category_id: null,
          sort_order: 0,
          cooks_without_power: false,
          sold_out_until: null,
        },
      ],
    } as never),
    apiHandler('post', '/restaurant/venues/{id}/promotions', async ({ request }) => {
      const input = (await request.json()) as PromotionInput;
      if (input.name.length < 2)
        return apiError(400, 'validation_error', 'Invalid name', {
          name: 'Give the promotion a name customers will understand, e.g. "Lunch special"',
        });
      posted.push(input);
      const created = promotion(input);
      list = [created, ...list];
      return created;
    }),
    apiHandler('post', '/restaurant/venues/{id}/promotions/{promotionId}/status', async ({ request }) => {
      const { action } = (await request.json()) as { action: string };
      actions.push(action);
      list = list.map((p) => ({
        ...p,
        status: action === 'pause' ? 'paused' : action === 'end' ? 'ended' : 'active',
        state: action === 'pause' ? 'paused' : action === 'end' ? 'ended' : 'live',
      }));
      return list[0]!;
    }),
  );
  return { posted, actions };
}

// docs/product.md#promotions: the portal's promotions page.
describe('PromotionsManager', () => {
  it('says when there are none, creates a 20% happy hour and lists it live', async () => {
    const { posted } = serve();
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    expect(await screen.findByText(NO_PROMOTIONS_TEXT)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'New promotion' }));
    fireEvent.change(screen.getByLabelText('Name customers see'), { target: { value: 'Happy hour' } });
    fireEvent.change(screen.getByLabelText('Percentage off (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByLabelText('Fri'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '16:00' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '18:00' } });
    fireEvent.change(screen.getByLabelText('Orders per customer (optional)'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    const row = await screen.findByTestId('promotion');
    expect(within(row).getByRole('heading', { name: 'Happy hour' })).toBeInTheDocument();
    expect(within(row).getByTestId('promotion-state')).toHaveTextContent('Live now');
    expect(within(row).getByText('Fri 16:00–18:00')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({
      name: 'Happy hour',
      discount_type: 'percent',
      discount_value: 20,
      applies_to: 'menu',
      weekdays: ['friday'],
      daily_start: '16:00',
      daily_end: '18:00',
      per_customer_limit: 1,
    });
    // The form closed.
    expect(screen.getByRole('button', { name: 'New promotion' })).toBeInTheDocument();
  });

  it("shows the contract's sentence beside the field at fault", async () => {
    serve();
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    fireEvent.change(screen.getByLabelText('Percentage off (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(
      await screen.findByText('Give the promotion a name customers will understand, e.g. "Lunch special"'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Name customers see')).toHaveAttribute('aria-invalid', 'true');
  });

  it("meets the contract's limits in the field before anything is sent", async () => {
    const { posted } = serve();
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    fireEvent.change(screen.getByLabelText('Name customers see'), { target: { value: 'Lunch' } });
    fireEvent.change(screen.getByLabelText('Percentage off (%)'), { target: { value: '95' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '16:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText('A percentage discount can be at most 90%')).toBeInTheDocument();
    expect(screen.getByText('Give both a start and an end time, or neither')).toBeInTheDocument();
    expect(screen.getByLabelText('Percentage off (%)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(posted).toHaveLength(0);
  });

  it("puts a field the server refuses under that field and its sentence on the form's line", async () => {
    serve();
    serveApi(
      apiHandler('post', '/restaurant/venues/{id}/promotions', () =>
        apiError(400, 'validation_error', 'Invalid input', { name: 'Too big: expected string to have <=60' }),
      ),
    );
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    fireEvent.change(screen.getByLabelText('Name customers see'), { target: { value: 'Lunch' } });
    fireEvent.change(screen.getByLabelText('Percentage off (%)'), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    const field = screen.getByLabelText('Name customers see');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Please check the name.')).toHaveLength(2);
    expect(screen.queryByText(/Too big|<=|Invalid input/)).not.toBeInTheDocument();
  });

  it('chooses dishes for a dish promotion', async () => {
    const { posted } = serve();
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'New promotion' }));
    fireEvent.change(screen.getByLabelText('Name customers see'), { target: { value: 'Chips deal' } });
    fireEvent.click(screen.getByLabelText('Rand amount off'));
    fireEvent.change(screen.getByLabelText('Amount off (R)'), { target: { value: '10' } });
    fireEvent.click(screen.getByLabelText('Chosen dishes'));
    fireEvent.click(await screen.findByLabelText('Chips'));
    fireEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ discount_type: 'fixed', discount_value: 1000, item_ids: [CHIPS] });
  });

  it('pauses and ends (after confirming); an ended one has no actions', async () => {
    const { actions } = serve([
      promotion({ name: 'Lunch', discount_type: 'percent', discount_value: 10, applies_to: 'menu' } as never),
    ]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause Lunch' }));
    expect(await screen.findByRole('button', { name: 'Resume Lunch' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'End Lunch' }));
    await waitFor(() => expect(screen.getByTestId('promotion-state')).toHaveTextContent('Ended'));
    expect(screen.queryByRole('button', { name: /Lunch$/ })).not.toBeInTheDocument();
    expect(actions).toEqual(['pause', 'end']);
  });

  it('offers Retry when the list fails', async () => {
    serveApi(
      apiHandler('get', '/restaurant/venues/{id}/promotions', () => apiError(500, 'internal_error', 'Boom')),
      apiHandler('get', '/restaurant/venues/{id}/menu', { categories: [], items: [] } as never),
    );
    renderWithRouter(<PromotionsManager venueId={VENUE} />);
    expect(await screen.findByText(/We could not load your promotions/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
