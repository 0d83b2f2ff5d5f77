import type { MiddlewareHandler } from 'hono';

/** What answers carrying bank account numbers or personal data say: no browser or proxy cache keeps a copy. */
export const NO_STORE = 'private, no-store';

/**
 * Marks every answer of the paths it is mounted on `Cache-Control: private, no-store` (errors included): the admin
 * console (account numbers, the bulk-EFT file, people's details) and the payout bank-details forms.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('cache-control', NO_STORE);
};

/** The paths whose answers carry account numbers or personal data exports. */
export const NO_STORE_PATHS = [
  '/api/admin/*',
  '/api/driver/bank-details',
  '/api/restaurant/venues/:id/bank-details',
] as const;
