import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RestaurantFacts } from './restaurant-facts.tsx';

const restaurant = {
  average_rating: 4.25,
  has_rating: true,
  delivery_time_min: 20,
  delivery_time_max: 35,
  delivery_fee_cents: 3200,
};

describe('RestaurantFacts', () => {
  it('shows rating, time and fee, and the distance only when known', () => {
    const { rerender } = render(<RestaurantFacts restaurant={restaurant} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toContain('Rating 4.3');
    expect(items[1]).toBe('20-35 min');
    expect(items[2]).toMatch(/delivery$/);
    rerender(<RestaurantFacts restaurant={{ ...restaurant, distance_km: 2.5 }} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows only the facts asked for, in their order', () => {
    render(<RestaurantFacts restaurant={restaurant} facts={['time', 'rating']} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['20-35 min', expect.stringContaining('Rating')]);
  });

  it("says 'New', not the list's default rating, for a venue without reviews", () => {
    render(<RestaurantFacts restaurant={{ ...restaurant, average_rating: 4, has_rating: false }} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[0]).toBe('Rating New');
    expect(items.join(' ')).not.toContain('4.0');
  });
});
