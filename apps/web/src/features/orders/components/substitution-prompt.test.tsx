import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderSubstitutions, Substitution } from '@/api/substitutions.ts';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { SubstitutionPrompt } from './substitution-prompt.tsx';

const ORDER = '00000000-0000-4000-8000-00000000d001';
const proposal: Substitution = {
  id: '00000000-0000-4000-8000-00000000d002',
  order_item_id: '00000000-0000-4000-8000-00000000d003',
  original_name: 'Super Maize Meal 10kg',
  original_unit_cents: 12999,
  quantity: 1,
  proposed_item_id: '00000000-0000-4000-8000-00000000d004',
  proposed_name: 'Super Maize Meal 5kg',
  offered_unit_cents: 7999,
  status: 'proposed',
  outcome: null,
  // 12:33 in Johannesburg.
  expires_at: '2026-12-02T10:33:00.000Z',
  closed_at: null,
  credit_cents: 0,
  extra_cents: 0,
};
const view = (subs: Substitution[], payment: 'payfast' | 'cash' = 'payfast'): OrderSubstitutions => ({
  order_id: ORDER,
  grocery: true,
  payment_method: payment,
  lines: [],
  substitutions: subs,
});

describe('the substitution prompt', () => {
  it('offers the replacement with its time limit; accepting shows the refund of the difference', async () => {
    const api = mockApi({
      [`GET /api/orders/${ORDER}/substitutions`]: { body: view([proposal]) },
      [`POST /api/orders/${ORDER}/substitutions/answer`]: () => ({
        body: view([{ ...proposal, status: 'accepted', outcome: 'replaced', credit_cents: 5000 }]),
      }),
    });
    renderWithRouter(<SubstitutionPrompt orderId={ORDER} />);
    const card = await screen.findByTestId('substitutions-card');
    expect(card).toHaveTextContent('Super Maize Meal 10kg is unavailable.');
    expect(card).toHaveTextContent('The store suggests Super Maize Meal 5kg at R79.99 each.');
    expect(card).toHaveTextContent('Answer by 12:33');
    fireEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await within(card).findByTestId('substitution-refund')).toHaveTextContent(
      'Refund for the difference: R50.00',
    );
    expect(api.callsTo('POST', `/api/orders/${ORDER}/substitutions/answer`)[0]?.body).toEqual({
      substitution_id: proposal.id,
      accept: true,
    });
  });

  it('says so when the answer came too late, and a cash order shows money off the total', async () => {
    let answered = false;
    mockApi({
      [`GET /api/orders/${ORDER}/substitutions`]: () => ({
        body: answered
          ? view([{ ...proposal, status: 'expired', outcome: 'removed', credit_cents: 12999 }], 'cash')
          : view([proposal], 'cash'),
      }),
      [`POST /api/orders/${ORDER}/substitutions/answer`]: () => {
        answered = true;
        return {
          status: 409,
          body: { error: { code: 'substitution_expired', message: 'The 3 minutes to answer are over.' } },
        };
      },
    });
    renderWithRouter(<SubstitutionPrompt orderId={ORDER} />);
    const card = await screen.findByTestId('substitutions-card');
    fireEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    expect(await within(card).findByTestId('substitution-refund')).toHaveTextContent(
      'R129.99 off what you pay the driver',
    );
    expect(card).toHaveTextContent('No answer in time: your choice was applied.');
  });

  it('shows nothing for an order without substitutions', async () => {
    const api = mockApi({ [`GET /api/orders/${ORDER}/substitutions`]: { body: view([]) } });
    renderWithRouter(<SubstitutionPrompt orderId={ORDER} />);
    await expect.poll(() => api.callsTo('GET', `/api/orders/${ORDER}/substitutions`).length).toBe(1);
    expect(screen.queryByTestId('substitutions-card')).toBeNull();
  });
});
