import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { Viewer } from '../domain/viewer.ts';
import type { Mailer } from '../modules/mail/mailer.ts';
import type { ChannelProvider } from '../modules/messaging/channel-provider.ts';
import type { Messaging } from '../modules/messaging/messaging.port.ts';
import type { PaymentsOrdersPort } from '../modules/payments/payments.port.ts';
import type { PushDevices } from '../modules/preferences/recipient-preferences.ts';
import type { ObjectStorage } from '../modules/storage/storage.ts';
import type { RealtimeBus } from '../realtime/bus.ts';
import type { CatchUpItem } from '../realtime/gateway.ts';

export type AppDeps = {
  config: Config;
  db: Db;
  logger: Logger;
  /** Injected so tests can pin "now" (opening hours, ad dates). */
  clock?: () => Date;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  /** Shared state across instances (rate limits, realtime) when REDIS_URL is set. */
  redis?: Redis;
  /** Replaces the configured mailer (tests). */
  mailer?: Mailer;
  /** Orders as payments see them; the PayFast ITN endpoint is mounted only with it. */
  paymentsPort?: PaymentsOrdersPort;
  /** Realtime fan-out: in-process by default; main.ts passes a Redis bus when REDIS_URL is set. */
  bus?: RealtimeBus;
  /** Who may listen to `order:<id>` (default: admins only). */
  canJoinOrder?: (viewer: Viewer, orderId: string) => Promise<boolean>;
  /** What a reconnecting socket missed since a time (default: nothing). */
  catchUp?: (userId: string, since: Date) => Promise<CatchUpItem[]>;
  /** Realtime server heartbeat (default HEARTBEAT_MS; tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** Off: recorded messages wait for the sender's next run instead of going at once (queue tests). */
  sendMessagesAtOnce?: boolean;
  /** Replaces the configured object storage (tests). */
  storage?: ObjectStorage;
  /**
   * The push channel's provider: the push module's by default; null sends push to the dev outbox like an
   * unconfigured SMS or WhatsApp provider (tests about which messages an event makes, not about web push).
   */
  pushProvider?: ChannelProvider | null;
  /** Replaces messaging (tests record what would be sent through the port). */
  messaging?: Messaging;
  /** Replaces the push module's "has a device" answer (tests). */
  pushDevices?: PushDevices;
};
