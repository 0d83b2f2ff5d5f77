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
    /** Order for later: the venue's slots (docs/product.md#order-for-later). */
    orderSlots: (id: string) => ['restaurants', 'order-slots', id] as const,
  },
  ads: (params: object) => ['ads', params] as const,
  search: (params: object) => ['search', params] as const,
  orders: {
    all: ['orders'] as const,
    list: () => ['orders', 'list'] as const,
    firstOrderDiscount: () => ['orders', 'first-order-discount'] as const,
    // One key shape for both ways to look an order up, so a hook can follow either.
    detail: (id: string): OrderKey => ['orders', 'detail', id],
    byNumber: (orderNumber: string): OrderKey => ['orders', 'by-number', orderNumber],
  },
  checkoutQuote: (request: object | null) => ['checkout', 'quote', request] as const,
  /** A typed address looked up on the map (forward geocoding). */
  geocode: (query: string) => ['geocode', 'forward', query] as const,
  notifications: ['notifications', 'list'] as const,
  profile: {
    me: ['profile', 'me'] as const,
    addresses: ['profile', 'addresses'] as const,
    notificationPreferences: ['profile', 'notification-preferences'] as const,
  },
  customDelivery: {
    quote: (request: object | null) => ['custom-delivery', 'quote', request] as const,
    restaurants: ['custom-delivery', 'restaurants'] as const,
  },
  /** The operations console: invalidating `all` refreshes every admin view (applications included). */
  admin: {
    all: ['admin'] as const,
    applications: {
      all: ['admin', 'applications'] as const,
      list: (status?: ApplicationStatus) => ['admin', 'applications', status ?? 'all'] as const,
    },
    overview: ['admin', 'overview'] as const,
    orders: (filter: object) => ['admin', 'orders', filter] as const,
    order: (id: string) => ['admin', 'order', id] as const,
    orderMessages: (id: string) => ['admin', 'order', id, 'messages'] as const,
    candidates: (orderId: string) => ['admin', 'order', orderId, 'candidates'] as const,
    users: (q: string) => ['admin', 'users', q] as const,
    restaurants: (q: string) => ['admin', 'restaurants', q] as const,
    restaurant: (id: string) => ['admin', 'restaurant', id] as const,
    venueOrders: (id: string, page: number) => ['admin', 'restaurant', id, 'orders', page] as const,
    venueReviews: (id: string, page: number) => ['admin', 'restaurant', id, 'reviews', page] as const,
    drivers: (q: string) => ['admin', 'drivers', q] as const,
    driver: (id: string) => ['admin', 'driver', id] as const,
    ads: (status?: string) => ['admin', 'ads', status ?? 'all'] as const,
    payouts: (week: string) => ['admin', 'payouts', week] as const,
    audit: (params: object) => ['admin', 'audit', params] as const,
    jobs: ['admin', 'jobs'] as const,
    /** The dispatch board and one order's scored candidates (decision 072). */
    dispatchBoard: ['admin', 'dispatch', 'board'] as const,
    dispatchCandidates: (orderId: string) => ['admin', 'dispatch', 'order', orderId] as const,
  },
  devMailbox: (to?: string) => ['dev-mailbox', to ?? ''] as const,
  devOutbox: ['dev-outbox'] as const,
  /** A door payment link's page (/pay/<token>). */
  payAtDoor: (token: string) => ['pay-at-door', token] as const,
  driver: {
    all: ['driver'] as const,
    shift: ['driver', 'shift'] as const,
    offers: ['driver', 'offers'] as const,
    /** The dispatcher's offer to this driver (one at a time, 30 s). */
    offer: ['driver', 'offer'] as const,
    job: ['driver', 'job'] as const,
    /** Pay at the door without cash: the job's link and whether it is paid (decision 071). */
    doorPayment: (orderId: string) => ['driver', 'door-payment', orderId] as const,
    earnings: ['driver', 'earnings'] as const,
    bankDetails: ['driver', 'bank-details'] as const,
    /** An applicant's documents (also before approval). */
    documents: ['driver', 'documents'] as const,
  },
  portal: {
    venues: ['portal', 'venues'] as const,
    today: (venueId: string) => ['portal', 'today', venueId] as const,
    desk: (venueId: string) => ['portal', 'desk', venueId] as const,
    bankDetails: (venueId: string) => ['portal', 'bank-details', venueId] as const,
    ads: (venueId: string) => ['portal', 'ads', venueId] as const,
    notificationSettings: (venueId: string) => ['portal', 'notification-settings', venueId] as const,
  },
  // The portal's statements, payouts and analytics of one venue.
  venueMoney: {
    payouts: (venueId: string) => ['venue-money', venueId, 'payouts'] as const,
    statement: (venueId: string, week: string | undefined) =>
      ['venue-money', venueId, 'statement', week ?? 'last'] as const,
    analytics: (venueId: string, range: object) => ['venue-money', venueId, 'analytics', range] as const,
  },
  // The portal's reviews, order conversations and venue stories.
  venueReviews: {
    all: (venueId: string) => ['venue-reviews', venueId] as const,
    list: (venueId: string, filters: object) => ['venue-reviews', venueId, filters] as const,
  },
  messages: {
    all: ['messages'] as const,
    conversation: (orderId: string) => ['messages', 'order', orderId] as const,
    inbox: (venueId: string) => ['messages', 'venue', venueId] as const,
  },
  /** A venue's promotions in the portal (docs/product.md#promotions). */
  promotions: (venueId: string) => ['promotions', venueId] as const,
  stories: {
    near: (lat: number, lng: number) => ['stories', 'near', lat, lng] as const,
    venue: (venueId: string) => ['stories', 'venue', venueId] as const,
    dishes: (venueId: string) => ['stories', 'dishes', venueId] as const,
  },
} as const;
