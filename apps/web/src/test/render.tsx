import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers.tsx';
import { routes } from '@/app/router.tsx';
import { trackRouteLoads } from './pending-loads.ts';

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
}

const trackedRoutes = trackRouteLoads(routes);

/** Renders the real route table in a memory router at `path`, with all app providers. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(trackedRoutes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}

/** Renders a component inside a memory router (at `path`) with all app providers. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const utils = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, queryClient };
}
