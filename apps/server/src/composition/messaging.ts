import type { Locale } from '@lekker/core/locales';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createBulkSmsProvider } from '../modules/messaging/bulksms-provider.ts';
import type { ChannelProvider, MessageChannel } from '../modules/messaging/channel-provider.ts';
import { createDeliveryReports, loggingOptOut } from '../modules/messaging/delivery-reports.service.ts';
import { createMessageLog } from '../modules/messaging/message-log.service.ts';
import { createMessageSender } from '../modules/messaging/message-sender.ts';
import type {
  MarketingOptOut,
  RecipientPreferences,
  VenueRecipients,
} from '../modules/messaging/messaging.port.ts';
import { createMessagingRepository } from '../modules/messaging/messaging.repository.ts';
import {
  createDefaultRecipientPreferences,
  createMessaging,
} from '../modules/messaging/messaging.service.ts';
import { createWhatsAppProvider } from '../modules/messaging/whatsapp-provider.ts';

/**
 * The messaging module (docs/decisions/057-messaging-channels.md): the port every area sends through, the sender
 * that carries the recorded messages, the providers' webhooks and the logs. The providers are those configured;
 * a channel without one is the dev outbox outside production. `preferences` and `optOut` are the consent module's
 * when it is composed in (until then: the defaults in messaging.service.ts and delivery-reports.service.ts).
 */
export function composeMessaging(input: {
  config: Config;
  db: Db;
  clock: () => Date;
  logger: Logger;
  preferences?: RecipientPreferences;
  optOut?: MarketingOptOut;
  /** The venues' escalation phone and new-order push recipients (without: the venue's phone and every member). */
  venues?: VenueRecipients;
  providers?: Partial<Record<MessageChannel, ChannelProvider>>;
  /** The language each account reads (the profile's choice); without: English for everyone. */
  languageOf?: (userId: string) => Promise<Locale>;
  /** Send right after recording (default); tests that look at the queue itself turn it off. */
  sendAtOnce?: boolean;
}) {
  const { config, db, clock, logger } = input;
  const repo = createMessagingRepository(db);
  const m = config.messaging;
  const providers: Partial<Record<MessageChannel, ChannelProvider>> = {
    ...(m.bulksms ? { sms: createBulkSmsProvider(m.bulksms) } : {}),
    ...(m.whatsapp ? { whatsapp: createWhatsAppProvider(m.whatsapp) } : {}),
    ...input.providers,
  };
  const sender = createMessageSender({ repo, providers, outbox: !config.isProduction, clock, logger });
  const messaging = createMessaging({
    repo,
    preferences: input.preferences ?? createDefaultRecipientPreferences(),
    clock,
    recorded: input.sendAtOnce === false ? undefined : () => sender.kick(),
    languageOf: input.languageOf,
  });
  const reports = createDeliveryReports({
    repo,
    optOut: input.optOut ?? loggingOptOut(logger),
    clock,
    logger,
    bulksmsWebhookToken: m.bulksmsWebhookToken,
    whatsapp: { appSecret: m.whatsappAppSecret, verifyToken: m.whatsappVerifyToken },
  });
  return { repo, messaging, sender, reports, log: createMessageLog(repo), providers, venues: input.venues };
}
export type MessagingArea = ReturnType<typeof composeMessaging>;
