// What the chaos tests send as a browser would: a sign-in that returns the session cookie, and a cash checkout body.
import { expect } from 'vitest';

/** Signs in through `base` (sending `origin`, as the browser does) and returns the session cookie header. */
export async function signInCookie(base: string, origin: string, email: string, password: string) {
  const res = await fetch(`${base}/api/account/sign-in`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

type Venue = { id: string; latitude: number | null; longitude: number | null };

/** A cash order of one dish delivered at the venue's own pin (the checkout body). */
export function cashOrderBody(venue: Venue, menuItemId: string, idempotencyKey: string) {
  return {
    idempotency_key: idempotencyKey,
    restaurant_id: venue.id,
    items: [{ menu_item_id: menuItemId, quantity: 1 }],
    delivery_address: { street: '1 Main Road', city: 'Mahikeng', province: 'North West' },
    delivery_location: { latitude: venue.latitude, longitude: venue.longitude },
    payment_method: 'cash',
  };
}
