import type { MenuItem, PublicPromotion } from '@lekker/core/contracts/catalogue';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuCard } from './menu-card.tsx';
import { MenuPromotions, promotionTerms } from './menu-promotions.tsx';

const R = '00000000-0000-4000-8000-000000000001';
const item = (id: string, name: string): MenuItem => ({
  id,
  restaurant_id: R,
  name,
  description: null,
  price_cents: 5000,
  image_url: null,
  is_available: true,
  preparation_time: null,
  category: null,
});
const KOTA = '00000000-0000-4000-8000-0000000000a1';
const CHIPS = '00000000-0000-4000-8000-0000000000a2';
const happyHour: PublicPromotion = {
  id: '00000000-0000-4000-8000-0000000000f1',
  name: 'Happy hour',
  label: '20% off',
  item_ids: null,
  min_order_cents: 10_000,
  hours_label: 'Mon, Fri 16:00–18:00',
  ends_at: null,
};
const chipsDeal: PublicPromotion = {
  ...happyHour,
  id: '00000000-0000-4000-8000-0000000000f2',
  name: 'Chips deal',
  label: 'R10.00 off selected dishes',
  item_ids: [CHIPS],
  min_order_cents: 0,
  hours_label: null,
};

// docs/product.md#promotions: the menu shows what runs now, its dishes, minimum and hours.
describe('menu promotions', () => {
  it('lists each live promotion with its terms', () => {
    render(<MenuPromotions promotions={[happyHour, chipsDeal]} />);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(within(region).getByText('20% off: Happy hour')).toBeInTheDocument();
    expect(
      within(region).getByText('On the whole menu · orders from R100.00 · Mon, Fri 16:00–18:00'),
    ).toBeInTheDocument();
    expect(promotionTerms(chipsDeal)).toBe('On selected dishes');
  });

  it('shows nothing without promotions', () => {
    const { container } = render(<MenuPromotions promotions={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('badges only the dishes a dish promotion covers', () => {
    render(
      <MenuCard
        query={{
          isPending: false,
          isError: false,
          error: null,
          refetch: () => {},
          data: { items: [item(KOTA, 'Kota'), item(CHIPS, 'Chips')], promotions: [happyHour, chipsDeal] },
        }}
        renderAction={() => null}
      />,
    );
    const badges = screen.getAllByTestId('menu-item-promotion');
    expect(badges).toHaveLength(1);
    expect(badges[0]).toHaveTextContent('R10.00 off');
    expect(badges[0]!.closest('li')).toHaveTextContent('Chips');
  });
});
