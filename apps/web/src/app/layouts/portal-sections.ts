/** The restaurant portal's nested pages (docs/product.md#routes): '' is the index (home). */
export const PORTAL_SECTIONS = [
  {
    key: 'home',
    path: '',
    label: 'Home',
    description: "Today at a glance: new orders, what's cooking and how the week is going.",
  },
  {
    key: 'orders',
    path: 'orders',
    label: 'Orders',
    description: 'Accept new orders, set a preparation time and mark them ready for the driver.',
  },
  {
    key: 'menu',
    path: 'menu',
    label: 'Menu',
    description: 'Add dishes, change prices and photos, and switch items off when they run out.',
  },
  {
    key: 'settings',
    path: 'settings',
    label: 'Settings',
    description: 'Opening hours, delivery radius, contact details and how your venue appears to customers.',
  },
  {
    key: 'analytics',
    path: 'analytics',
    label: 'Analytics',
    description: 'Sales, order counts and best-selling items over time.',
  },
  {
    key: 'payouts',
    path: 'payouts',
    label: 'Payouts',
    description: 'What you have earned, what has been paid out and when the next payout is due.',
  },
  {
    key: 'promotions',
    path: 'promotions',
    label: 'Promotions',
    description:
      'Discounts and happy hours on your menu, shown on your card and menu and taken off at checkout.',
  },
  {
    key: 'reviews',
    path: 'reviews',
    label: 'Reviews',
    description: 'What customers say about your food, with the option to reply.',
  },
  {
    key: 'messages',
    path: 'messages',
    label: 'Messages',
    description: 'Conversations with customers, drivers and the Lekker Eats team.',
  },
  {
    key: 'stories',
    path: 'stories',
    label: 'Stories',
    description: 'Short photo stories that show customers what is new in your kitchen.',
  },
] as const;

export type PortalSection = (typeof PORTAL_SECTIONS)[number];
export type PortalSectionKey = PortalSection['key'];
