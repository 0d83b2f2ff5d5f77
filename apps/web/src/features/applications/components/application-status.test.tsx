import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { renderRoute } from '@/test/render.tsx';

const at = '2025-01-01T08:00:00.000Z';

describe('status pages', () => {
  it.each([
    [null, 'No application yet'],
    ['pending', "We're reviewing your application. This usually takes 1–2 working days."],
    ['approved', 'Go to your driver dashboard'],
    ['suspended', 'Your account is suspended. Contact support@lekker.test.'],
  ] as const)('driver status %s', async (status, text) => {
    mockApi({
      'GET /api/me': {
        body: makeViewer({
          roles: status === 'approved' ? ['customer', 'driver'] : ['customer'],
          driver_application: status ? { status, vehicle_type: 'car', created_at: at } : null,
        }),
      },
    });
    renderRoute('/driver/status');
    // The suspended text holds a mailto link, so match the paragraph's whole text.
    const found = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' || element?.tagName === 'A' || element?.tagName === 'H2'
          ? element.textContent === text
          : false,
      {},
      { timeout: 4000 },
    );
    expect(found).toBeInTheDocument();
    if (status === null) {
      expect(screen.getByRole('link', { name: 'Apply to drive' })).toHaveAttribute(
        'href',
        '/driver/login?tab=apply',
      );
    }
  });

  it('restaurant status lists each application with its state', async () => {
    mockApi({
      'GET /api/me': {
        body: makeViewer({
          restaurant_applications: [
            {
              id: '00000000-0000-4000-8000-000000000001',
              restaurant_name: 'Kota King',
              status: 'pending',
              restaurant_id: null,
              created_at: at,
            },
          ],
        }),
      },
    });
    renderRoute('/restaurant/status');
    expect(await screen.findByRole('heading', { name: 'Kota King' }, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText("We're reviewing your application. This usually takes 1–2 working days."),
    ).toBeInTheDocument();
  });

  it('restaurant role holders get the portal link', async () => {
    mockApi({ 'GET /api/me': { body: makeViewer({ roles: ['customer', 'restaurant'] }) } });
    renderRoute('/restaurant/status');
    expect(
      (
        await screen.findByRole('link', { name: 'Open the restaurant portal' }, { timeout: 5000 })
      ).getAttribute('href'),
    ).toBe('/restaurant/portal');
  });
});
