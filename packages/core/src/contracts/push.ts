import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/**
 * Web push (RFC 8030 / 8291 / 8292): a browser's subscription is stored per device and the server's VAPID public
 * key is what the browser subscribes with. The body of POST /api/push/subscriptions is exactly what the browser's
 * `PushSubscription.toJSON()` gives.
 */

/** Push services' endpoints are about 200-500 characters; anything far longer is not one. */
export const PUSH_ENDPOINT_MAX_CHARS = 1024;

const INCOMPLETE =
  'This browser sent an incomplete push subscription. Please turn notifications off and on again.';

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

const PushEndpointSchema = z
  .string({ error: INCOMPLETE })
  .trim()
  .max(PUSH_ENDPOINT_MAX_CHARS, contractMessage('pushTooLong'))
  .refine(isWebUrl, contractMessage('pushNotUrl'));

export const PushSubscriptionBodySchema = z
  .object({
    endpoint: PushEndpointSchema,
    /** Milliseconds since the epoch when the push service will drop the subscription; null: never said. */
    expirationTime: z.number({ error: INCOMPLETE }).int().nullable().optional(),
    keys: z.object(
      {
        /** The browser's P-256 public key: 65 bytes, base64url (87 characters, optional padding). */
        p256dh: z.string({ error: INCOMPLETE }).regex(/^[A-Za-z0-9_-]{87}=?$/, contractMessage('pushKey')),
        /** The 16-byte authentication secret, base64url (22 characters, optional padding). */
        auth: z.string({ error: INCOMPLETE }).regex(/^[A-Za-z0-9_-]{22}(==)?$/, contractMessage('pushKey')),
      },
      { error: INCOMPLETE },
    ),
  })
  .meta({ id: 'PushSubscriptionBody' });
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

export const PushUnsubscribeBodySchema = z
  .object({ endpoint: PushEndpointSchema })
  .meta({ id: 'PushUnsubscribeBody' });
export type PushUnsubscribeBody = z.infer<typeof PushUnsubscribeBodySchema>;

export const VapidPublicKeySchema = z
  .object({
    /** The application server key for `pushManager.subscribe` (uncompressed P-256 point, base64url). */
    public_key: z.string(),
  })
  .meta({ id: 'VapidPublicKey' });
export type VapidPublicKey = z.infer<typeof VapidPublicKeySchema>;

export const PushSubscriptionSavedSchema = z
  .object({ ok: z.literal(true), devices: z.number().int().min(1) })
  .meta({ id: 'PushSubscriptionSaved' });
export type PushSubscriptionSaved = z.infer<typeof PushSubscriptionSavedSchema>;

export const PushDeviceSchema = z
  .object({
    id: z.uuid(),
    /** "Chrome on Android", from the browser's user agent; null when unknown. */
    label: z.string().nullable(),
    /** The push service's address for the device (the caller's own): a page matches it to its own subscription. */
    endpoint: z.string(),
    created_at: z.string(),
    last_success_at: z.string().nullable(),
  })
  .meta({ id: 'PushDevice' });
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushDevicesSchema = z.object({ devices: z.array(PushDeviceSchema) }).meta({ id: 'PushDevices' });
export type PushDevices = z.infer<typeof PushDevicesSchema>;

export const PushTestSentSchema = z
  .object({ ok: z.literal(true), message: z.string() })
  .meta({ id: 'PushTestSent' });
export type PushTestSent = z.infer<typeof PushTestSentSchema>;

/** What a push notification carries (the service worker shows it; a click opens `url`). */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path on this site (e.g. /order-tracking?order=…); the worker opens it on click. */
  url: z.string(),
  /** Same tag: a newer notification replaces the older one (one per order, not a pile). */
  tag: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
