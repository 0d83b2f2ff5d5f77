import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BottomNav } from './bottom-nav.tsx';

function renderAt(path: string, cartCount = 0, signedIn = false) {
  const router = createMemoryRouter(
    [{ path: '*', element: <BottomNav cartCount={cartCount} signedIn={signedIn} /> }],
    {
      initialEntries: [path],
    },
  );
  render(<RouterProvider router={router} />);
}

function activeTabs(): string[] {
  return screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent ?? '');
}

describe('BottomNav', () => {
  it('links the four tabs to their paths', () => {
    renderAt('/');
    const hrefs = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Home', '/'],
      ['Explore', '/search'],
      ['Orders', '/cart'],
      ['Profile', '/auth'],
    ]);
  });

  it.each([
    ['/', 'Home'],
    ['/search', 'Explore'],
    ['/cart', 'Orders'],
    ['/auth', 'Profile'],
  ])('marks the tab whose path equals %s as current', (path, tab) => {
    renderAt(path);
    expect(activeTabs()).toEqual([tab]);
  });

  it.each(['/restaurant/00000000-0000-4000-8000-000000000001', '/search/more', '/about'])(
    'marks no tab on %s',
    (path) => {
      renderAt(path);
      expect(activeTabs()).toEqual([]);
    },
  );

  it("sends a signed-in person's Profile tab to their profile (the auth page would send them home)", () => {
    renderAt('/profile', 0, true);
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(activeTabs()).toEqual(['Profile']);
  });

  it('shows the cart quantity on Orders only when above 0', () => {
    renderAt('/', 3);
    const orders = screen.getByRole('link', { name: 'Orders, 3 items in cart' });
    expect(orders.querySelector('[data-testid="count-badge"]')?.textContent).toBe('3');
  });

  it('hides the Orders badge for an empty cart', () => {
    renderAt('/', 0);
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });
});
