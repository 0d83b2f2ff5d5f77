import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import {
  RequireAdmin,
  RequireApprovedDriver,
  RequireRestaurant,
  RequireSignedIn,
} from '@/features/auth/components/require-access.tsx';
import { CustomerLayout } from './layouts/customer-layout.tsx';
import { PORTAL_SECTIONS } from './layouts/portal-sections.ts';
import { RouteErrorPage } from './route-error.tsx';

/** What a route renders; tests and analytics read it from the leaf match's handle. */
export type RouteHandle = { page: string; portalSection?: string };

type PageModule = { Component: ComponentType };

/** A lazily loaded page: its module is fetched the first time the route is visited. */
function page(
  path: string | undefined,
  handle: string | RouteHandle,
  load: () => Promise<PageModule>,
): RouteObject {
  const lazy = async () => ({ Component: (await load()).Component });
  const routeHandle: RouteHandle = typeof handle === 'string' ? { page: handle } : handle;
  return path === undefined
    ? { index: true, handle: routeHandle, lazy }
    : { path, handle: routeHandle, lazy };
}

type Area = 'Admin' | 'Driver' | 'Restaurant';

/**
 * The admin, driver and restaurant areas' layouts are loaded with their first page, so a visitor to `/` never
 * downloads them (docs/decisions/028-light-shell.md).
 */
function areaLayout(area: Area): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const { AreaLayout } = await import('./layouts/area-layout.tsx');
      return { Component: () => <AreaLayout area={area} /> };
    },
  };
}

function redirectRoute(path: string, to: string): RouteObject {
  // element: null tells the router this leaf renders nothing on purpose (the loader always redirects).
  return { path, element: null, loader: () => redirect(to) };
}

const customerRoutes: RouteObject[] = [
  page(undefined, 'home', () => import('./routes/home.tsx')),
  page('groceries', 'groceries', () => import('./routes/groceries.tsx')),
  page('restaurant/:id', 'restaurant-menu', () => import('./routes/restaurant-menu.tsx')),
  page('custom-delivery', 'custom-delivery', () => import('./routes/custom-delivery.tsx')),
  page('cart', 'cart', () => import('./routes/cart.tsx')),
  page('auth', 'auth', () => import('./routes/auth.tsx')),
  page('login', 'login', () => import('./routes/login.tsx')),
  page('register', 'register', () => import('./routes/register.tsx')),
  page('privacy', 'privacy', () => import('./routes/privacy.tsx')),
  page('about', 'about', () => import('./routes/about.tsx')),
  page('contact', 'contact', () => import('./routes/contact.tsx')),
  page('profile', 'profile', () => import('./routes/profile.tsx')),
  page('order-tracking', 'order-tracking', () => import('./routes/order-tracking.tsx')),
  page('payment-success', 'payment-success', () => import('./routes/payment-success.tsx')),
  page('payment-cancel', 'payment-cancel', () => import('./routes/payment-cancel.tsx')),
  page('customer-dashboard', 'customer-dashboard', () => import('./routes/customer-dashboard.tsx')),
  page('search', 'search', () => import('./routes/search.tsx')),
  page('reset-password', 'reset-password', () => import('./routes/reset-password.tsx')),
  page('dev/mailbox', 'dev-mailbox', () => import('./routes/dev-mailbox.tsx')),
  page('dev/outbox', 'dev-outbox', () => import('./routes/dev-outbox.tsx')),
  page('*', 'not-found', () => import('./routes/not-found.tsx')),
];

const adminLogin = () => import('./routes/admin/login.tsx');
const adminDashboard = () => import('./routes/admin/dashboard.tsx');
const driverLogin = () => import('./routes/driver/login.tsx');
const driverDashboard = () => import('./routes/driver/dashboard.tsx');
const restaurantLogin = () => import('./routes/restaurant/login.tsx');
const restaurantDashboard = () => import('./routes/restaurant/dashboard.tsx');
const portalSection = () => import('./routes/portal/section.tsx');
/** Portal pages already built; the others still show the section placeholder. */
const PORTAL_PAGES: Partial<Record<string, () => Promise<PageModule>>> = {
  home: () => import('./routes/portal/home.tsx'),
  orders: () => import('./routes/portal/orders.tsx'),
  menu: () => import('./routes/portal/menu.tsx'),
  settings: () => import('./routes/portal/settings.tsx'),
  analytics: () => import('./routes/portal/analytics.tsx'),
  payouts: () => import('./routes/portal/payouts.tsx'),
  reviews: () => import('./routes/portal/reviews.tsx'),
  messages: () => import('./routes/portal/messages.tsx'),
  stories: () => import('./routes/portal/stories.tsx'),
  promotions: () => import('./routes/portal/promotions.tsx'),
};

/**
 * The route table (docs/product.md#routes). Static segments outrank dynamic ones, so /restaurant/login, /restaurant/status,
 * /restaurant/dashboard and /restaurant/portal win over /restaurant/:id regardless of order.
 * Guards (pathless layout routes) keep the admin, driver and restaurant areas to the people allowed in: they show
 * the loading placeholder while the viewer loads and redirect to the door (or the status page) otherwise.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { Component: CustomerLayout, children: customerRoutes },
      {
        ...areaLayout('Admin'),
        children: [
          page('admin/login', 'admin-login', adminLogin),
          page('admin-login', 'admin-login', adminLogin),
          {
            element: <RequireAdmin />,
            children: [
              page('admin/dashboard', 'admin-dashboard', adminDashboard),
              page('admin-dashboard', 'admin-dashboard', adminDashboard),
            ],
          },
        ],
      },
      {
        ...areaLayout('Driver'),
        children: [
          page('driver/login', 'driver-login', driverLogin),
          page('driver-login', 'driver-login', driverLogin),
          {
            element: <RequireSignedIn door="/driver/login" />,
            children: [page('driver/status', 'driver-status', () => import('./routes/driver/status.tsx'))],
          },
          {
            element: <RequireApprovedDriver />,
            children: [
              page('driver/dashboard', 'driver-dashboard', driverDashboard),
              page('driver-dashboard', 'driver-dashboard', driverDashboard),
            ],
          },
        ],
      },
      {
        ...areaLayout('Restaurant'),
        children: [
          page('restaurant/login', 'restaurant-login', restaurantLogin),
          page('restaurant-login', 'restaurant-login', restaurantLogin),
          {
            element: <RequireSignedIn door="/restaurant/login" />,
            children: [
              page('restaurant/status', 'restaurant-status', () => import('./routes/restaurant/status.tsx')),
            ],
          },
          {
            element: <RequireRestaurant />,
            children: [
              page('restaurant/dashboard', 'restaurant-dashboard', restaurantDashboard),
              page('restaurant-dashboard', 'restaurant-dashboard', restaurantDashboard),
            ],
          },
        ],
      },
      {
        path: 'restaurant/portal',
        lazy: async () => ({ Component: (await import('./layouts/portal-layout.tsx')).PortalLayout }),
        children: [
          {
            element: <RequireRestaurant />,
            children: PORTAL_SECTIONS.map((section) =>
              page(
                section.path || undefined,
                { page: `portal-${section.key}`, portalSection: section.key },
                PORTAL_PAGES[section.key] ?? portalSection,
              ),
            ),
          },
        ],
      },
      redirectRoute('restaurant', '/restaurant/portal'),
      redirectRoute('restaurant-portal', '/restaurant/portal'),
      redirectRoute('admin', '/admin/dashboard'),
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
