import { SaPhoneSchema } from '@lekker/core/contracts/accounts';
import { DEFAULT_LOCALE, type Locale } from '@lekker/core/locales';
import type { MessageChannel } from './channel-provider.ts';
import type { MessageEvent, Messaging, Recipient, RecipientPreferences } from './messaging.port.ts';
import type { MessagingRepository, NewMessage } from './messaging.repository.ts';
import { type Route, routeChannels } from './routing.ts';
import { buildMessage, templateReach } from './templates.ts';

/**
 * Until the consent module's preferences are composed in: an account gets transactional messages by push and, once
 * it has a verified phone, on the phone channels too; marketing goes nowhere (no opt-in is recorded yet).
 */
export function createDefaultRecipientPreferences(
  deps: { verifiedPhone?: (userId: string) => Promise<string | null> } = {},
): RecipientPreferences {
  const verifiedPhone = deps.verifiedPhone ?? (async () => null);
  return {
    async channelsFor(userId, purpose) {
      if (purpose === 'marketing') return [];
      return (await verifiedPhone(userId)) ? ['push', 'whatsapp', 'sms'] : ['push'];
    },
    verifiedPhone,
  };
}

/** E.164 for a South African number, or null when it is not one. */
export function toE164(phone: string): string | null {
  const parsed = SaPhoneSchema.safeParse(phone);
  return parsed.success ? parsed.data : null;
}

export type MessagingDeps = {
  repo: MessagingRepository;
  preferences: RecipientPreferences;
  clock: () => Date;
  /** Called after messages were recorded outside a transaction: the sender takes them at once. */
  recorded?: () => void;
  /** The language an account reads (its profile's choice); without it, or for a bare phone number: English. */
  languageOf?: (userId: string) => Promise<Locale>;
};

/**
 * The messaging port (messaging.port.ts): routes the event to channels, builds each text from its template and
 * records one row per channel. `within(repo)` is the same port over a transaction's repository (the rows commit with
 * the caller's change; the recurring sender takes them within seconds of the commit).
 */
export function createMessaging(deps: MessagingDeps): Messaging & {
  within(repo: MessagingRepository): Messaging;
} {
  async function rowsFor(
    event: MessageEvent,
    recipient: Recipient,
    channels?: readonly MessageChannel[],
  ): Promise<NewMessage[]> {
    const now = deps.clock();
    const reach = templateReach(event.template);
    let userId: string | null = null;
    let phone: string | null;
    let chosen: Route;
    let locale: Locale = DEFAULT_LOCALE;
    if ('userId' in recipient) {
      userId = recipient.userId;
      const [accepted, verified, language] = await Promise.all([
        deps.preferences.channelsFor(userId, event.purpose, now),
        deps.preferences.verifiedPhone(userId),
        deps.languageOf?.(userId) ?? DEFAULT_LOCALE,
      ]);
      locale = language;
      phone = verified ? toE164(verified) : null;
      chosen = routeChannels({
        recipient: 'user',
        purpose: event.purpose,
        reach,
        accepted,
        hasPhone: phone !== null,
        requested: channels,
      });
    } else {
      phone = toE164(recipient.phone);
      chosen = phone
        ? routeChannels({
            recipient: 'phone',
            purpose: event.purpose,
            reach,
            accepted: [],
            hasPhone: true,
            requested: channels,
          })
        : { now: [], fallback: [] };
    }
    const recipientKey = userId ? `user:${userId}` : `phone:${phone}`;
    const build = (channel: MessageChannel) => {
      const built = buildMessage(event.template, event.params, channel, locale);
      return {
        channel,
        to: channel === 'push' ? userId! : phone!,
        text: built.text,
        title: built.title,
        params: built.whatsapp.params,
      };
    };
    const fallback = chosen.fallback.map(build);
    return chosen.now.map((channel) => {
      const built = build(channel);
      return {
        eventKey: event.key,
        recipientKey,
        channel,
        template: event.template,
        params: built.params,
        title: built.title,
        text: built.text,
        url: event.url ?? null,
        to: built.to,
        fallback,
        userId,
        orderId: event.orderId ?? null,
        purpose: event.purpose,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      };
    });
  }

  const over = (repo: MessagingRepository, after?: () => void): Messaging => ({
    async send(event, recipient, channels) {
      const recorded = await repo.record(await rowsFor(event, recipient, channels));
      if (recorded > 0) after?.();
    },
  });
  return { ...over(deps.repo, deps.recorded), within: (repo) => over(repo) };
}
