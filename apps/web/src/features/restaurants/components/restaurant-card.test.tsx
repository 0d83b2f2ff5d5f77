import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { RestaurantCard } from './restaurant-card.tsx';

function renderCard(restaurant = makeRestaurant()) {
  const router = createMemoryRouter([{ path: '*', element: <RestaurantCard restaurant={restaurant} /> }]);
  render(<RouterProvider router={router} />);
  return restaurant;
}

describe('RestaurantCard', () => {
  it('shows a live promotion as a badge, and none without one (docs/product.md#promotions)', () => {
    renderCard(makeRestaurant({ promotion_label: '20% off' }));
    expect(screen.getByTestId('restaurant-card-promotion')).toHaveTextContent('20% off');
  });

  it('has no promotion badge when nothing runs', () => {
    renderCard(makeRestaurant());
    expect(screen.queryByTestId('restaurant-card-promotion')).not.toBeInTheDocument();
  });

  it('shows a disabled Closed button when the restaurant is not open', () => {
    renderCard(makeRestaurant({ is_open: false }));
    const button = screen.getByRole('button', { name: 'Closed' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(screen.queryByText('View Menu')).not.toBeInTheDocument();
  });

  it('shows View Menu linking to the restaurant when open', () => {
    const r = renderCard(makeRestaurant({ is_open: true, name: 'Kota King' }));
    const link = screen.getByRole('link', { name: 'View Menu of Kota King' });
    expect(link).toHaveAttribute('href', `/restaurant/${r.id}`);
    expect(screen.queryByRole('button', { name: 'Closed' })).not.toBeInTheDocument();
  });

  it('opens the restaurant from its name even when closed', () => {
    const r = renderCard(makeRestaurant({ is_open: false, name: 'Kota King' }));
    expect(screen.getByRole('link', { name: 'Kota King' })).toHaveAttribute('href', `/restaurant/${r.id}`);
  });

  it('shows cuisine, rating, time range, fee, distance and the partnered badge', () => {
    renderCard(
      makeRestaurant({
        cuisine: 'Pizza',
        average_rating: 4.25,
        delivery_time_min: 15,
        delivery_time_max: 25,
        delivery_fee_cents: 1850,
        distance_km: 3.456,
        is_partnered: true,
      }),
    );
    expect(screen.getByText('Pizza')).toBeInTheDocument();
    expect(screen.getByText('4.3', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('15-25 min')).toBeInTheDocument();
    expect(screen.getByText('R18.50 delivery')).toBeInTheDocument();
    expect(screen.getByText('3.5 km')).toBeInTheDocument();
    expect(screen.getByText('Partnered')).toBeInTheDocument();
  });

  it('leaves out the distance when unknown and lazy-loads a sized image', () => {
    renderCard(makeRestaurant({ name: 'Kota King', image: '/images/demo/kota.jpg' }));
    expect(screen.queryByText(/ km$/)).not.toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'Kota King' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', expect.stringMatching(/.+/));
    expect(img).toHaveAttribute('height', expect.stringMatching(/.+/));
    expect(img).toHaveAttribute('sizes', expect.stringMatching(/.+/));
  });
});
