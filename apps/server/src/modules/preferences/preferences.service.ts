import {
  MARKETING_CONSENT_WORDING,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@lekker/core/contracts/notification-preferences';
import {
  MARKETING_QUIET_END_HOUR,
  MARKETING_QUIET_START_HOUR,
  type NotificationChannel,
  QUIET_HOURS_TEXT,
} from '@lekker/core/notification-rules';
import { conflict, unprocessable } from '../../domain/errors.ts';
import type { RecipientPreferences } from '../messaging/messaging.port.ts';
import { createMarketingOptOut } from './marketing-opt-out.ts';
import { createPhoneVerification, type PhoneVerificationDeps } from './phone-verification.ts';
import { createRecipientPreferences, type PushDevices } from './recipient-preferences.ts';

export type PreferencesDeps = PhoneVerificationDeps & { pushDevices: PushDevices };

const pad = (h: number) => `${String(h).padStart(2, '0')}:00`;

/**
 * Phone verification, order-update switches and marketing consent (POPIA s69), and the messaging module's view of
 * them (`RecipientPreferences`). docs/decisions/058-consent-and-phone-verification.md.
 */
export function createPreferencesService(deps: PreferencesDeps) {
  const { repo, messaging, clock } = deps;
  const phone = createPhoneVerification(deps);
  const recipientPreferences = createRecipientPreferences(deps);
  const channelStates = recipientPreferences.channelStates;

  async function get(userId: string): Promise<NotificationPreferences> {
    const [status, states] = await Promise.all([phone.status(userId), channelStates(userId)]);
    return {
      phone: status,
      channels: states.map((s) => ({
        channel: s.channel,
        available: s.available,
        order_updates: s.orderUpdates !== false,
        marketing: s.marketingConsent === true,
        marketing_wording: MARKETING_CONSENT_WORDING[s.channel],
      })),
      quiet_hours: {
        start: pad(MARKETING_QUIET_START_HOUR),
        end: pad(MARKETING_QUIET_END_HOUR),
        text: QUIET_HOURS_TEXT,
      },
    };
  }

  return {
    get,
    /** What the messaging module reads (messaging.port.ts); also buildable alone (recipient-preferences.ts). */
    recipientPreferences: {
      channelsFor: recipientPreferences.channelsFor,
      verifiedPhone: recipientPreferences.verifiedPhone,
    } satisfies RecipientPreferences,
    startPhoneVerification: phone.startPhoneVerification,
    verifyPhone: phone.verifyPhone,

    /** Changes the given switches; a marketing change appends a consent row with the wording shown. */
    async update(userId: string, input: NotificationPreferencesUpdate): Promise<NotificationPreferences> {
      const now = clock();
      const current = new Map((await channelStates(userId)).map((s) => [s.channel, s]));
      for (const change of input.channels) {
        const state = current.get(change.channel)!;
        if (change.marketing === true && !state.available)
          throw unprocessable(unavailableMessage(change.channel), {
            channels: unavailableMessage(change.channel),
          });
      }
      await repo.withTransaction(async (r) => {
        for (const change of input.channels) {
          if (change.order_updates !== undefined)
            await r.setOrderUpdates(userId, change.channel, change.order_updates, now);
          const before = current.get(change.channel)!.marketingConsent === true;
          if (change.marketing !== undefined && change.marketing !== before)
            await r.appendConsent({
              userId,
              channel: change.channel,
              granted: change.marketing,
              wording: MARKETING_CONSENT_WORDING[change.channel],
              source: 'profile',
              at: now,
            });
        }
      });
      return get(userId);
    },

    /** A STOP reply from a number (marketing-opt-out.ts). */
    optOutMarketing: createMarketingOptOut({ repo, clock }).optOutMarketing,

    /** A transactional test message on the channels order updates would use now. */
    async sendTest(userId: string): Promise<NotificationChannel[]> {
      const now = clock();
      const channels = await recipientPreferences.channelsFor(userId, 'transactional', now);
      if (channels.length === 0)
        throw conflict('Turn on a channel first: verify your phone or allow notifications on this device.');
      await messaging.send(
        {
          key: `test:${userId}:${now.getTime()}`,
          template: 'test_message',
          params: {},
          purpose: 'transactional',
        },
        { userId },
        channels,
      );
      return channels;
    },
  };
}

function unavailableMessage(channel: NotificationChannel): string {
  return channel === 'push'
    ? 'Allow notifications on this device first, then turn promotions on.'
    : 'Verify your phone number first, then turn promotions on.';
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
