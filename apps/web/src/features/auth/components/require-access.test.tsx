import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockApi, serveApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';

const approvedDriver = makeViewer({
  roles: ['customer', 'driver'],
  driver_application: { status: 'approved', vehicle_type: 'car', created_at: '2025-01-01T00:00:00Z' },
});

describe('area guards', () => {
  it.each([
    ['/admin/dashboard', '/admin/login', '?redirect=%2Fadmin%2Fdashboard'],
    ['/driver/dashboard', '/driver/login', '?redirect=%2Fdriver%2Fdashboard'],
    ['/driver/status', '/driver/login', '?redirect=%2Fdriver%2Fstatus'],
    ['/restaurant/status', '/restaurant/login', '?redirect=%2Frestaurant%2Fstatus'],
    ['/restaurant-dashboard', '/restaurant/login', '?redirect=%2Frestaurant-dashboard'],
    ['/restaurant/portal/menu', '/restaurant/login', '?redirect=%2Frestaurant%2Fportal%2Fmenu'],
  ])('a visitor at %s is sent to the door %s', async (path, door, search) => {
    mockApi({});
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(door), { timeout: 5000 });
    expect(router.state.location.search).toBe(search);
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['/admin/dashboard', '/admin/login'],
    ['/driver/dashboard', '/driver/status'],
    ['/restaurant/portal', '/restaurant/status'],
    ['/restaurant/dashboard', '/restaurant/status'],
  ])('a signed-in customer at %s goes to %s', async (path, target) => {
    mockApi({ 'GET /api/me': { body: makeViewer() } });
    const { router } = renderRoute(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 5000 });
  });

  it('a suspended driver keeps the role but not the dashboard', async () => {
    mockApi({
      'GET /api/me': {
        body: makeViewer({
          roles: ['customer', 'driver'],
          driver_application: {
            status: 'suspended',
            vehicle_type: 'car',
            created_at: '2025-01-01T00:00:00Z',
          },
        }),
      },
    });
    const { router } = renderRoute('/driver-dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver/status'), { timeout: 5000 });
    const suspended = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent === 'Your account is suspended. Contact support@lekker.test.',
      {},
      { timeout: 5000 },
    );
    expect(suspended.querySelector('a')).toHaveAttribute('href', 'mailto:support@lekker.test');
  });

  it('lets the right people in', async () => {
    mockApi({ 'GET /api/me': { body: approvedDriver } });
    renderRoute('/driver/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Driver dashboard' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the loading placeholder while the viewer loads', async () => {
    // /api/me never answers during this test.
    serveApi(http.get('/api/me', () => delay('infinite')));
    const { router } = renderRoute('/admin/dashboard');
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'), { timeout: 5000 });
    expect((await screen.findAllByText('Loading page')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    expect(screen.queryByRole('heading', { name: 'Admin dashboard' })).not.toBeInTheDocument();
  });

  it('offers a retry instead of an error page when the session check fails', async () => {
    mockApi({ 'GET /api/me': { status: 503, body: { error: { code: 'unavailable', message: 'Down' } } } });
    renderRoute('/admin/dashboard');
    expect(
      await screen.findByText("We couldn't check whether you're signed in.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
