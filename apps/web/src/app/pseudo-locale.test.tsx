import { DEFAULT_LOCATION_LABEL, PRODUCT_NAME } from '@lekker/core/constants';
import { MARKETING_CONSENT_WORDING } from '@lekker/core/contracts/notification-preferences';
import { LOCALE_NAMES, LOCALES } from '@lekker/core/locales';
import { formatSaPhone } from '@lekker/core/phone';
import { sastClockText } from '@lekker/core/sast-date';
import { screen } from '@testing-library/react';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '@/app/routes/contact.tsx';
import { PAYMENT_METHODS } from '@/components/layout/site-footer.tsx';
import { CART_STORAGE_KEY } from '@/features/cart/cart-storage.ts';
import { resetLocationController } from '@/features/location/hooks/use-location.ts';
import { formatBytes } from '@/features/profile/components/data-meter.tsx';
import { localDateText } from '@/lib/i18n/dates.ts';
import { serveApi, stubApi } from '@/test/fakes/api-server.ts';
import { makeViewer } from '@/test/fixtures/accounts.ts';
import { makeAd, makeMenuItem, makeRestaurant, makeRestaurantDetail } from '@/test/fixtures/catalogue.ts';
import {
  activatePseudoLocale,
  dataStrings,
  PSEUDO_LOCALE,
  pseudoText,
  textsOutsideCatalogues,
} from '@/test/pseudo-locale.ts';
import { renderRoute } from '@/test/render.tsx';

// docs/decisions/061-i18n-library-and-locale.md: a converted route, rendered in the pseudo-locale, shows no text that
// is not from a catalogue, except its data (venue content) and the names that stay as they are. One line per route.
type CoveredRoute = {
  path: string;
  /** The test's name, when one path is covered twice (the cart with a failed answer). */
  name?: string;
  /** API answers that fail (status, body): their server's English must not show, so it is not data. */
  fails?: Record<string, { status: number; body: unknown }>;
  /** The API answers the page gets: also the data it may show as it is. */
  api: Record<string, unknown>;
  /** A text (data) that shows once the page has its content. */
  shows: string;
  /** What the browser holds before the page opens (a stored cart). */
  stored?: Record<string, unknown>;
  /** What the browser's `Intl` writes in the page's language (dates): not a catalogue's text, nor English left. */
  formatted?: string[];
};

const venues = [
  makeRestaurant({ name: 'Kota Corner', cuisine: 'Kota' }),
  makeRestaurant({ name: 'Shisa Nyama Spot', cuisine: 'Shisa nyama', is_open: false }),
];
const list = { restaurants: venues, count: venues.length, top_picks: venues, next_cursor: null };

const venue = makeRestaurantDetail({ name: 'Kota Corner', cuisine_type: 'Kota', is_open: false });
const kota = makeMenuItem({ restaurant_id: venue.id, name: 'Kota Classic', price_cents: 1500 });
const atchar = makeMenuItem({ restaurant_id: venue.id, name: 'Atchar Cup', price_cents: 1200 });
const pick = ({ id, name, restaurant_id, price_cents }: typeof kota) => ({
  id,
  name,
  restaurant_id,
  price_cents,
});
/** A cart under the minimum, one price changed since it was added, the restaurant closed: every notice shows. */
const cart = {
  items: [
    { ...pick(kota), quantity: 1, price_cents: 1400, special_instructions: 'No onions' },
    { ...pick(atchar), quantity: 2 },
  ],
  restaurant_id: venue.id,
  restaurant_name: venue.name,
};
const quote = {
  subtotal_cents: 3900,
  discount_cents: 0,
  promotion_discount_cents: 0,
  promotion: null,
  first_order_discount_cents: 0,
  delivery_fee_cents: 3200,
  total_cents: 7100,
  distance_km: null,
  estimated_minutes: null,
  estimate: true,
  first_order_discount: 'sign_in',
};

const applied = '2026-11-30T08:15:00.000Z';
const driverApplicant = makeViewer({
  driver_application: { status: 'pending', vehicle_type: 'motorbike', created_at: applied },
});
const venueApplicant = makeViewer({
  roles: ['customer', 'restaurant'],
  restaurant_applications: [
    { id: 'a1', restaurant_name: 'Kota Corner', status: 'approved', created_at: applied },
    { id: 'a2', restaurant_name: 'Shisa Nyama Spot', status: 'pending', created_at: applied },
  ],
} as Partial<ReturnType<typeof makeViewer>>);
const documents = {
  documents: [
    {
      id: '00000000-0000-4000-8000-0000000d0001',
      kind: 'drivers_licence',
      original_name: 'licence.jpg',
      content_type: 'image/jpeg',
      size: 1000,
      created_at: applied,
      url: '/files/licence.jpg',
    },
  ],
};

const sold = makeMenuItem({ restaurant_id: venue.id, name: 'Pap and Vleis', is_available: false });
const menu = {
  items: [kota, atchar, sold],
  promotions: [
    {
      id: '00000000-0000-4000-8000-0000000000f1',
      name: 'Happy hour',
      label: '20% off',
      item_ids: null,
      min_order_cents: 10_000,
      hours_label: 'Mon, Fri 16:00–18:00',
      ends_at: null,
    },
  ],
};
const reviewed = '2026-10-11T13:51:23.386Z';
const reviews = {
  reviews: [
    {
      id: '00000000-0000-4000-8000-0000000e0001',
      restaurant_rating: 4,
      restaurant_comment: 'Lekker kota',
      created_at: reviewed,
      owner_reply: 'Thank you!',
      owner_replied_at: reviewed,
    },
  ],
  summary: { average: 4, count: 1, distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 } },
  next_cursor: 'next',
};

/** The signed-in customer's profile: no verified phone (its form shows), one address pinned and one not, no orders. */
const customer = makeViewer();
const profileApi = {
  '/api/me': customer,
  '/api/profile': {
    id: customer.user.id,
    email: customer.user.email,
    full_name: 'Thandi Mokoena',
    phone: null,
    language: null,
  },
  '/api/profile/addresses': {
    addresses: [
      {
        id: '00000000-0000-4000-8000-0000000c0001',
        label: 'Home',
        street: '12 Nelson Mandela Drive',
        city: 'Mahikeng',
        province: 'North West',
        postal_code: '2745',
        notes: 'Blue gate',
        latitude: -25.85,
        longitude: 25.64,
      },
      {
        id: '00000000-0000-4000-8000-0000000c0002',
        label: 'Work',
        street: '3 University Drive',
        city: 'Mmabatho',
        province: 'North West',
        postal_code: null,
        notes: null,
        latitude: null,
        longitude: null,
      },
    ],
  },
  '/api/me/notification-preferences': {
    phone: {
      verified_phone: null,
      pending_phone: null,
      code_expires_at: null,
      resend_at: null,
      locked_until: null,
    },
    channels: (['push', 'sms', 'whatsapp'] as const).map((channel) => ({
      channel,
      available: false,
      order_updates: true,
      marketing: false,
      marketing_wording: MARKETING_CONSENT_WORDING[channel],
    })),
    quiet_hours: {
      start: '20:00',
      end: '08:00',
      text: 'Promotions are never sent between 20:00 and 08:00. Order updates always arrive.',
    },
  },
  // The list's rows (status, date, rating) are the order pages' texts (order-format.ts): its empty state is covered.
  '/api/orders': { orders: [] },
};

/** The dashboard with a code on its way to a new number: the code form instead of the number form. */
const codeExpires = '2099-01-01T10:30:00.000Z';
const pendingPhone = '+27821234567';
const codeSentApi = {
  ...profileApi,
  '/api/me/notification-preferences': {
    ...profileApi['/api/me/notification-preferences'],
    phone: {
      ...profileApi['/api/me/notification-preferences'].phone,
      pending_phone: pendingPhone,
      code_expires_at: codeExpires,
    },
  },
};

const profileFormatted = [
  'Thandi',
  formatBytes(0, PSEUDO_LOCALE),
  new Intl.DateTimeFormat(PSEUDO_LOCALE, { month: 'long' }).format(new Date()),
];

const ROUTES: CoveredRoute[] = [
  {
    path: '/',
    api: { '/api/restaurants': list, '/api/ads': { ads: [makeAd()] } },
    shows: 'Shisa Nyama Spot',
  },
  { path: '/no-such-page', api: {}, shows: '404' },
  {
    // The server refuses the cart's notes in English: the page says the sentence of a validation error in its language.
    path: '/cart',
    name: '/cart (a validation error from the server)',
    api: {
      [`/api/restaurants/${venue.id}`]: venue,
      [`/api/restaurants/${venue.id}/menu`]: { items: [kota, atchar], promotions: [] },
    },
    fails: {
      '/api/orders/quote': {
        status: 400,
        body: {
          error: {
            code: 'validation_error',
            message: 'Special instructions can be at most 500 characters.',
            fields: { 'items.0.special_instructions': 'Special instructions can be at most 500 characters.' },
          },
        },
      },
    },
    stored: { [CART_STORAGE_KEY]: cart },
    shows: pseudoText('Please check what you entered and try again.'),
  },
  {
    path: '/cart',
    api: {
      [`/api/restaurants/${venue.id}`]: venue,
      [`/api/restaurants/${venue.id}/menu`]: { items: [kota, atchar], promotions: [] },
      '/api/orders/quote': quote,
    },
    stored: { [CART_STORAGE_KEY]: cart },
    shows: 'R71.00',
  },
  {
    path: `/restaurant/${venue.id}`,
    api: {
      [`/api/restaurants/${venue.id}`]: venue,
      [`/api/restaurants/${venue.id}/menu`]: menu,
      [`/api/restaurants/${venue.id}/reviews`]: reviews,
    },
    shows: 'Lekker kota',
    formatted: [localDateText(reviewed, PSEUDO_LOCALE)],
  },
  {
    path: '/search?q=kota',
    api: {
      '/api/search': {
        query: 'kota',
        count: 2,
        next_cursor: null,
        results: [
          { restaurant: venues[0], score: 0.9, matched_on: ['item'], items: [kota] },
          { restaurant: venues[1], score: 0.5, matched_on: ['cuisine'], items: [] },
        ],
      },
    },
    shows: 'Kota Classic',
  },
  {
    path: '/groceries',
    api: {
      '/api/restaurants': {
        ...list,
        restaurants: [makeRestaurant({ name: 'Spar Mahikeng', kind: 'grocery' })],
      },
    },
    shows: 'Spar Mahikeng',
  },
  { path: '/about', api: {}, shows: 'PayFast' },
  { path: '/contact', api: {}, shows: CONTACT_EMAIL },
  { path: '/auth', api: {}, shows: pseudoText('Sign in or sign up') },
  {
    path: '/auth?error=INVALID_TOKEN',
    api: {},
    shows: pseudoText('That confirmation link has expired or is not valid'),
  },
  { path: '/driver/login', api: {}, shows: pseudoText('Driver sign-in') },
  { path: '/restaurant/login', api: {}, shows: pseudoText('Restaurant sign-in') },
  { path: '/admin/login', api: {}, shows: pseudoText('Admin sign-in') },
  {
    path: '/driver/status',
    api: { '/api/me': driverApplicant, '/api/driver/documents': documents },
    shows: 'licence.jpg',
    // The account menu's button shows the first name of the signed-in person.
    formatted: [localDateText(applied, PSEUDO_LOCALE), 'Thandi'],
  },
  {
    path: '/restaurant/status',
    api: { '/api/me': venueApplicant },
    shows: 'Shisa Nyama Spot',
    // The account menu's button shows the first name of the signed-in person.
    formatted: [localDateText(applied, PSEUDO_LOCALE), 'Thandi'],
  },
  { path: '/driver/login?tab=apply', api: {}, shows: pseudoText('Apply to drive with Lekker Eats') },
  {
    path: '/restaurant/login?tab=apply',
    api: {},
    shows: pseudoText('List your restaurant on Lekker Eats'),
  },
  { path: '/reset-password', api: {}, shows: pseudoText('Reset your password') },
  { path: '/reset-password?token=abc', api: {}, shows: pseudoText('Choose a new password') },
  {
    path: '/reset-password?error=INVALID_TOKEN',
    api: {},
    shows: pseudoText('This reset link has expired or is not valid'),
  },
  // The account menu's button shows the first name; the data meter, the bytes and the month in the page's language.
  { path: '/profile', api: profileApi, shows: pseudoText('Send code'), formatted: profileFormatted },
  {
    path: '/customer-dashboard',
    api: codeSentApi,
    shows: pseudoText('6-digit code'),
    formatted: [...profileFormatted, formatSaPhone(pendingPhone), sastClockText(codeExpires)],
  },
];

/**
 * Names that are the same in every language: the brand, the payment brands, each language's own name and code (the
 * switcher), the default place, the unit of distance and a key name.
 */
const NAMES = [
  PRODUCT_NAME,
  ...PAYMENT_METHODS.filter((m) => m !== 'Cash on Delivery'),
  'ZAR',
  'km',
  ...Object.values(LOCALE_NAMES),
  ...LOCALES.map((l) => l.slice(0, 2)),
  DEFAULT_LOCATION_LABEL,
  CONTACT_EMAIL,
  // The notification channels' names.
  'SMS',
  'WhatsApp',
  // The toaster's keyboard shortcut, which sonner adds to its region's name.
  'alt+T',
];

describe('every text of the converted routes comes from a catalogue (pseudo-locale en-XA)', () => {
  beforeEach(() => resetLocationController());

  for (const route of ROUTES) {
    it(route.name ?? route.path, async () => {
      stubApi(route.api);
      for (const [path, { status, body }] of Object.entries(route.fails ?? {}))
        serveApi(http.all(path, () => HttpResponse.json(body as JsonBodyType, { status })));
      for (const [key, value] of Object.entries(route.stored ?? {}))
        window.localStorage.setItem(key, JSON.stringify(value));
      activatePseudoLocale();
      renderRoute(route.path);
      await screen.findAllByText(route.shows, { exact: false });
      // The footer comes a task after the first screen.
      await screen.findByRole('contentinfo');
      const allowed = [
        ...dataStrings(route.api, route.stored),
        ...(route.formatted ?? []),
        ...NAMES,
        route.path,
      ];
      expect(textsOutsideCatalogues(document.body, allowed)).toEqual([]);
    });
  }

  it('would catch a text left in English', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>⟦Ĥóɱé⟧</p><button aria-label="Close">×</button><p>Kota Corner</p>';
    expect(textsOutsideCatalogues(root, ['Kota Corner'])).toEqual(['Close']);
  });
});
