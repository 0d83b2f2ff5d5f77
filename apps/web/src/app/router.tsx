import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject, redirect } from 'react-router';
import { PageLoader } from '@/components/layout/page-loader.tsx';
import {
  RequireAdmin,
  RequireApprovedDriver,
  RequireRestaurant,
  RequireSignedIn,
} from '@/features/auth/components/require-access.tsx';
import { type Bundle, loadBundles } from '@/lib/i18n/bundles.ts';
import { CustomerLayout } from './layouts/customer-layout.tsx';
import { PORTAL_SECTIONS } from './layouts/portal-sections.ts';
import { RouteErrorPage } from './route-error.tsx';

/** What a route renders; tests and analytics read it from the leaf match's handle. */
export type RouteHandle = { page: string; portalSection?: string };

type PageModule = { Component: ComponentType };

/**
 * A lazily loaded page: its module, and the message bundles it shows, are fetched the first time the route is visited
 * (side by side: the texts never wait for the code, nor the reverse).
 */
function page(
  path: string | undefined,
  handle: string | RouteHandle,
  load: () => Promise<PageModule>,
  bundles: readonly Bundle[] = [],
): RouteObject {
  const lazy = async () => {
    const [module] = await Promise.all([load(), loadBundles(bundles)]);
    return { Component: module.Component };
  };
  const routeHandle: RouteHandle = typeof handle === 'string' ? { page: handle } : handle;
  return path === undefined
    ? { index: true, handle: routeHandle, lazy }
    : { path, handle: routeHandle, lazy };
}

type Area = 'Admin' | 'Driver' | 'Restaurant';
const AREA_BUNDLES: Record<Area, readonly Bundle[]> = {
  Admin: ['common', 'admin'],
  Driver: ['common', 'driver'],
  Restaurant: ['common', 'partner'],
};
/** The customer's pages beyond the shell (home and not-found speak from the shell's catalogue). */
const CUSTOMER_BUNDLES: readonly Bundle[] = ['common', 'customer'];
const customerPage = (path: string, handle: string, load: () => Promise<PageModule>) =>
  page(path, handle, load, CUSTOMER_BUNDLES);

/**
 * The admin, driver and restaurant areas' layouts are loaded with their first page, so a visitor to `/` never
 * downloads them (docs/decisions/028-light-shell.md).
 */
function areaLayout(area: Area): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [{ AreaLayout }] = await Promise.all([
        import('./layouts/area-layout.tsx'),
        loadBundles(AREA_BUNDLES[area]),
      ]);
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
  customerPage('groceries', 'groceries', () => import('./routes/groceries.tsx')),
  customerPage('restaurant/:id', 'restaurant-menu', () => import('./routes/restaurant-menu.tsx')),
  customerPage('custom-delivery', 'custom-delivery', () => import('./routes/custom-delivery.tsx')),
  customerPage('cart', 'cart', () => import('./routes/cart.tsx')),
  customerPage('auth', 'auth', () => import('./routes/auth.tsx')),
  customerPage('login', 'login', () => import('./routes/login.tsx')),
  customerPage('register', 'register', () => import('./routes/register.tsx')),
  customerPage('privacy', 'privacy', () => import('./routes/privacy.tsx')),
  customerPage('about', 'about', () => import('./routes/about.tsx')),
  customerPage('contact', 'contact', () => import('./routes/contact.tsx')),
  customerPage('profile', 'profile', () => import('./routes/profile.tsx')),
  customerPage('order-tracking', 'order-tracking', () => import('./routes/order-tracking.tsx')),
  customerPage('payment-success', 'payment-success', () => import('./routes/payment-success.tsx')),
  customerPage('payment-cancel', 'payment-cancel', () => import('./routes/payment-cancel.tsx')),
  customerPage('pay/:token', 'pay-at-door', () => import('./routes/pay-at-door.tsx')),
  customerPage('customer-dashboard', 'customer-dashboard', () => import('./routes/customer-dashboard.tsx')),
  customerPage('search', 'search', () => import('./routes/search.tsx')),
  customerPage('reset-password', 'reset-password', () => import('./routes/reset-password.tsx')),
  customerPage('dev/mailbox', 'dev-mailbox', () => import('./routes/dev-mailbox.tsx')),
  customerPage('dev/outbox', 'dev-outbox', () => import('./routes/dev-outbox.tsx')),
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
        lazy: async () => {
          const [{ PortalLayout }] = await Promise.all([
            import('./layouts/portal-layout.tsx'),
            loadBundles(AREA_BUNDLES.Restaurant),
          ]);
          return { Component: PortalLayout };
        },
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
