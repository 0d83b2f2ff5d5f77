import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '@/test/fakes/api-server.ts';
import { renderRoute } from '@/test/render.tsx';

describe('customer layout', () => {
  it('has the landmarks, the default location label and the payment methods', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toHaveTextContent('Mangokeng');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The footer renders a task after the first screen (useRevealed).
    const footer = await screen.findByRole('contentinfo');
    for (const method of ['PayFast', 'VISA', 'Mastercard', 'Instant EFT', 'Cash on Delivery']) {
      expect(footer).toHaveTextContent(method);
    }
  });

  it('labels the location with the stored area, else the city', async () => {
    window.localStorage.setItem(
      'lekker.location',
      JSON.stringify({ latitude: -25.8, longitude: 25.6, city: 'Mahikeng' }),
    );
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toHaveTextContent('Mahikeng');
  });

  it('ignores a garbled stored location', async () => {
    window.localStorage.setItem('lekker.location', '{not json');
    renderRoute('/about');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('banner')).toHaveTextContent('Mangokeng');
  });

  it('submits the header search to /search?q=', async () => {
    stubApi({
      '/api/restaurants': { restaurants: [], count: 0 },
      '/api/ads': { ads: [] },
    });
    const { router } = renderRoute('/about');
    const input = await screen.findByPlaceholderText('Search for food or restaurants...');
    expect(input).toHaveAttribute('id', expect.stringMatching(/.+/));
    expect(screen.getByLabelText('Search for food or restaurants')).toBe(input);
    fireEvent.change(input, { target: { value: 'bunny chow' } });
    fireEvent.submit(input.closest('form')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?q=bunny+chow');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “bunny chow”' }),
    ).toBeInTheDocument();
  });

  it('shows the cart quantity from the persisted cart on the Orders tab', async () => {
    window.localStorage.setItem(
      'lekker.cart',
      JSON.stringify({
        items: [
          { id: 'a', name: 'Kota', restaurant_id: 'r1', price_cents: 4500, quantity: 2 },
          { id: 'b', name: 'Chips', restaurant_id: 'r1', price_cents: 2000, quantity: 1 },
        ],
        restaurant_id: 'r1',
        restaurant_name: 'Kota King',
      }),
    );
    renderRoute('/about');
    expect(await screen.findByRole('link', { name: 'Orders, 3 items in cart' })).toBeInTheDocument();
  });
});
