// Every query key of the app, in one place. Keys are hierarchical: invalidating a prefix (`queryKeys.orders.all`)
// refreshes every query under it, and two screens showing the same resource share one cache entry.
import type { ApplicationStatus } from '@lekker/core/contracts/accounts';

type OrderKey = readonly ['orders', 'detail' | 'by-number', string];

export const queryKeys = {
  viewer: ['viewer'] as const,
  restaurants: {
    all: ['restaurants'] as const,
    list: (params: object) => ['restaurants', 'list', params] as const,
    detail: (id: string) => ['restaurants', 'detail', id] as const,
    menu: (id: string) => ['restaurants', 'menu', id] as const,
    reviews: (id: string) => ['restaurants', 'reviews', id] as const,
  },
  ads: (params: object) => ['ads', params] as const,
  search: (params: object) => ['search', params] as const,
  orders: {
    all: ['orders'] as const,
    list: () => ['orders', 'list'] as const,
    // One key shape for both ways to look an order up, so a hook can follow either.
    detail: (id: string): OrderKey => ['orders', 'detail', id],
    byNumber: (orderNumber: string): OrderKey => ['orders', 'by-number', orderNumber],
  },
  checkoutQuote: (request: object | null) => ['checkout', 'quote', request] as const,
  notifications: ['notifications', 'list'] as const,
  profile: {
    me: ['profile', 'me'] as const,
    addresses: ['profile', 'addresses'] as const,
  },
  customDelivery: {
    quote: (request: object | null) => ['custom-delivery', 'quote', request] as const,
    restaurants: ['custom-delivery', 'restaurants'] as const,
  },
  admin: {
    applications: {
      all: ['admin', 'applications'] as const,
      list: (status?: ApplicationStatus) => ['admin', 'applications', status ?? 'all'] as const,
    },
  },
  devMailbox: (to?: string) => ['dev-mailbox', to ?? ''] as const,
  driver: {
    all: ['driver'] as const,
    shift: ['driver', 'shift'] as const,
    offers: ['driver', 'offers'] as const,
    job: ['driver', 'job'] as const,
    earnings: ['driver', 'earnings'] as const,
  },
  portal: {
    venues: ['portal', 'venues'] as const,
    today: (venueId: string) => ['portal', 'today', venueId] as const,
    desk: (venueId: string) => ['portal', 'desk', venueId] as const,
  },
} as const;
