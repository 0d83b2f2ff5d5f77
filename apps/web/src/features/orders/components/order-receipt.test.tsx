import type { Order } from '@lekker/core/contracts/orders';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderReceipt } from './order-receipt.tsx';

const order = (over: Partial<Order>) =>
  ({
    items: [
      {
        id: 'i1',
        menu_item_id: null,
        name: 'Kota',
        unit_price_cents: 4500,
        quantity: 2,
        special_instructions: null,
      },
    ],
    subtotal_cents: 9000,
    discount_cents: 0,
    delivery_fee_cents: 1500,
    total_cents: 10_500,
    delivery_distance_km: 0.9,
    ...over,
  }) as Order;

// docs/product.md#promotions: the venue's promotion and the first-order discount are two lines.
describe('OrderReceipt', () => {
  it('splits the discount into the promotion and the first-order discount', () => {
    render(
      <OrderReceipt
        order={order({ discount_cents: 5400, promotion_discount_cents: 1800, total_cents: 5100 })}
      />,
    );
    expect(screen.getByText('Promotion').nextSibling).toHaveTextContent('-R18.00');
    expect(screen.getByText('First order discount (50% off)').nextSibling).toHaveTextContent('-R36.00');
  });

  it('an order without a promotion keeps its one first-order line', () => {
    render(<OrderReceipt order={order({ discount_cents: 4500, total_cents: 6000 })} />);
    expect(screen.queryByText('Promotion')).not.toBeInTheDocument();
    expect(screen.getByText('First order discount (50% off)').nextSibling).toHaveTextContent('-R45.00');
  });
  it('shows the driver tip as its own line, in the total (decision 069)', () => {
    render(<OrderReceipt order={order({ tip_cents: 1_000, total_cents: 11_500 })} />);
    expect(screen.getByText('Driver tip').nextElementSibling?.textContent).toBe('R10.00');
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('R115.00');
  });

  it('shows no tip line without a tip', () => {
    render(<OrderReceipt order={order({})} />);
    expect(screen.queryByText('Driver tip')).toBeNull();
  });
});
