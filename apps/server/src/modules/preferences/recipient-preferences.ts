import { type ChannelState, channelsFor, NOTIFICATION_CHANNELS } from '@lekker/core/notification-rules';
import type { RecipientPreferences } from '../messaging/messaging.port.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

/** Whether an account has a push device subscribed: the push module answers
 * (docs/decisions/058-consent-and-phone-verification.md). */
export type PushDevices = { hasDevice(userId: string): Promise<boolean> };

/**
 * The messaging module's view of a person (messaging.port.ts), over the preferences tables: which channels are on
 * (a push device; a verified phone), the order-update switches, the latest marketing consents, quiet hours
 * (core `channelsFor`). It needs no Messaging, so messaging can be composed with it before the preferences service.
 */
export function createRecipientPreferences(deps: {
  repo: Pick<PreferencesRepository, 'verifiedPhone' | 'orderUpdateSwitches' | 'latestConsents'>;
  pushDevices: PushDevices;
}): RecipientPreferences & { channelStates(userId: string): Promise<ChannelState[]> } {
  const { repo, pushDevices } = deps;
  async function channelStates(userId: string): Promise<ChannelState[]> {
    const [phone, push, switches, consents] = await Promise.all([
      repo.verifiedPhone(userId),
      pushDevices.hasDevice(userId),
      repo.orderUpdateSwitches(userId),
      repo.latestConsents(userId),
    ]);
    return NOTIFICATION_CHANNELS.map((channel) => ({
      channel,
      available: channel === 'push' ? push : phone !== null,
      orderUpdates: switches.get(channel) ?? null,
      marketingConsent: consents.get(channel)?.granted ?? null,
    }));
  }
  return {
    channelStates,
    async channelsFor(userId, purpose, at) {
      return channelsFor(await channelStates(userId), purpose, at);
    },
    verifiedPhone: (userId) => repo.verifiedPhone(userId),
  };
}
