import { z } from 'zod';
import { PRODUCT_NAME } from '../constants.ts';
import { contractMessage } from '../contract-messages.ts';
import { NOTIFICATION_CHANNELS, type NotificationChannel, PHONE_CODE_LENGTH } from '../notification-rules.ts';
import { normaliseSaPhone, SA_PHONE_MESSAGE } from '../phone.ts';

const CHANNEL_WORD: Record<NotificationChannel, string> = {
  push: 'notifications on this device',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

/**
 * The exact words a person agrees to when they turn marketing on for one channel (POPIA s69: a separate opt-in per
 * channel). The web shows them beside the switch and the server records them with the consent, so what was agreed is
 * what was shown (docs/decisions/058-consent-and-phone-verification.md).
 */
export const MARKETING_CONSENT_WORDING: Record<NotificationChannel, string> = Object.fromEntries(
  NOTIFICATION_CHANNELS.map((c) => [
    c,
    `Yes, send me ${PRODUCT_NAME} promotions and first-order reminders by ${CHANNEL_WORD[c]}. ` +
      `Never between 20:00 and 08:00. I can stop at any time${c === 'push' ? '' : ' by replying STOP'}.`,
  ]),
) as Record<NotificationChannel, string>;

export const NotificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, {
  message: contractMessage('notifyChannel'),
});

/** A South African number, normalised to E.164 (+27…) by core/phone.ts. */
export const E164PhoneSchema = z.string().transform((v, ctx) => {
  const r = normaliseSaPhone(v);
  if (r.ok) return r.phone;
  ctx.addIssue({ code: 'custom', message: SA_PHONE_MESSAGE });
  return z.NEVER;
});

/** POST /api/me/phone: the number to verify; a code goes to it by SMS. */
export const PhoneStartSchema = z
  .object({ phone: z.string().max(40).pipe(E164PhoneSchema) })
  .meta({ id: 'PhoneStart' });

/** POST /api/me/phone/verify. */
export const PhoneVerifySchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(
        new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`),
        `Enter the ${PHONE_CODE_LENGTH}-digit code from the SMS`,
      ),
  })
  .meta({ id: 'PhoneVerify' });

/** The person's phone as notifications see it; instants are ISO strings. */
export const PhoneStatusSchema = z
  .object({
    /** The verified number (E.164), the one SMS and WhatsApp use; null when none. */
    verified_phone: z.string().nullable(),
    /** A number waiting for its code, null when none. */
    pending_phone: z.string().nullable(),
    code_expires_at: z.string().nullable(),
    /** When a new code may be asked for (null: now). */
    resend_at: z.string().nullable(),
    /** Too many wrong codes: no tries until then. */
    locked_until: z.string().nullable(),
  })
  .meta({ id: 'PhoneStatus' });
export type PhoneStatus = z.infer<typeof PhoneStatusSchema>;

export const ChannelPreferenceSchema = z
  .object({
    channel: NotificationChannelSchema,
    /** The person turned the channel on: a push device, or a verified phone for SMS and WhatsApp. */
    available: z.boolean(),
    /** Order updates (on by default once the channel is available). */
    order_updates: z.boolean(),
    /** Marketing: only with this channel's own consent. */
    marketing: z.boolean(),
    /** The words the marketing switch shows and the consent records. */
    marketing_wording: z.string(),
  })
  .meta({ id: 'ChannelPreference' });
export type ChannelPreference = z.infer<typeof ChannelPreferenceSchema>;

/** GET /api/me/notification-preferences. */
export const NotificationPreferencesSchema = z
  .object({
    phone: PhoneStatusSchema,
    channels: z.array(ChannelPreferenceSchema),
    quiet_hours: z.object({ start: z.string(), end: z.string(), text: z.string() }),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** PUT /api/me/notification-preferences: the switches to change, per channel; others stay as they are. */
export const NotificationPreferencesUpdateSchema = z
  .object({
    channels: z
      .array(
        z.object({
          channel: NotificationChannelSchema,
          order_updates: z.boolean().optional(),
          marketing: z.boolean().optional(),
        }),
      )
      .min(1, contractMessage('changeOneSwitch'))
      .max(NOTIFICATION_CHANNELS.length),
  })
  .meta({ id: 'NotificationPreferencesUpdate' });
export type NotificationPreferencesUpdate = z.infer<typeof NotificationPreferencesUpdateSchema>;

/** POST /api/me/notification-preferences/test: the channels the test message was queued on. */
export const TestMessageResultSchema = z
  .object({ channels: z.array(NotificationChannelSchema) })
  .meta({ id: 'TestMessageResult' });

// ── The venue's side (portal settings) ─────────────────────────────────────────────────────────────────────────

export const VenueMemberNotificationSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    role: z.enum(['owner', 'staff']),
    /** Gets a push for every new order. */
    push_new_orders: z.boolean(),
    /** The member is the caller (staff may switch only their own pushes). */
    is_you: z.boolean(),
  })
  .meta({ id: 'VenueMemberNotification' });

/** GET /api/restaurant/venues/{id}/notification-settings. */
export const VenueNotificationSettingsSchema = z
  .object({
    /** Where an unanswered new order is escalated by SMS (E.164), null when not set. */
    sms_phone: z.string().nullable(),
    /** Only owners may change the SMS phone. */
    can_change_sms_phone: z.boolean(),
    members: z.array(VenueMemberNotificationSchema),
  })
  .meta({ id: 'VenueNotificationSettings' });
export type VenueNotificationSettings = z.infer<typeof VenueNotificationSettingsSchema>;

/** PUT /api/restaurant/venues/{id}/notification-settings: an empty sms_phone clears it. */
export const VenueNotificationSettingsUpdateSchema = z
  .object({
    /** Empty clears it (null in the answer). */
    sms_phone: z
      .string()
      .max(40)
      .transform((v, ctx) => {
        if (!v.trim()) return '';
        const r = normaliseSaPhone(v);
        if (r.ok) return r.phone;
        ctx.addIssue({ code: 'custom', message: SA_PHONE_MESSAGE });
        return z.NEVER;
      })
      .optional(),
    members: z
      .array(z.object({ user_id: z.string().min(1).max(100), push_new_orders: z.boolean() }))
      .max(200)
      .optional(),
  })
  .meta({ id: 'VenueNotificationSettingsUpdate' });
export type VenueNotificationSettingsUpdate = z.infer<typeof VenueNotificationSettingsUpdateSchema>;
