import type { Logger } from 'pino';
import type { ChannelProvider, MessageChannel, OutgoingMessage } from './channel-provider.ts';
import type { MessageRecord, MessagingRepository } from './messaging.repository.ts';

/** After this many attempts a message is failed for good. */
export const MAX_SEND_ATTEMPTS = 6;
/** The first retry waits this long; each further one twice as long (30 s, 1, 2, 4, 8 minutes). */
export const RETRY_BASE_MS = 30_000;
/** A claimed message is the claimer's for this long; a sender that crashed loses it after that. */
export const SEND_LEASE_MS = 2 * 60_000;

/** A message with a fallback waits for this many failed attempts before the next channel takes over (about 30 s). */
export const FALLBACK_AFTER_ATTEMPTS = 2;

export const retryDelayMs = (attempts: number) => RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1);

export type MessageSender = {
  /** Claims the messages due now and sends each once; returns how many it took. */
  sendDue(): Promise<number>;
  /** Sends what is due soon, without waiting (right after messages were recorded); runs coalesce. */
  kick(): void;
  /** Waits for a kicked run (tests, shutdown). */
  idle(): Promise<void>;
};

function toOutgoing(row: MessageRecord): OutgoingMessage {
  return {
    id: row.id,
    channel: row.channel,
    userId: row.userId,
    to: row.to,
    text: row.text,
    title: row.title ?? undefined,
    url: row.url ?? undefined,
    template:
      row.channel === 'whatsapp'
        ? { name: `lekker_${row.template}`, language: 'en', params: row.params }
        : undefined,
  };
}

/**
 * Sends recorded messages through their channel's provider (docs/decisions/057-messaging-channels.md#queue). Every
 * instance runs one; each message is claimed by exactly one of them (messaging.repository.ts `claimDue`). A channel
 * without a provider is the dev outbox outside production (stored as sent) and a failure in production. A provider
 * that throws or answers `retry: true` gets the message again after an exponential back-off, up to
 * MAX_SEND_ATTEMPTS; `retry: false` ends it. Nothing here runs inside a request: an order never waits for a provider.
 */
export function createMessageSender(deps: {
  repo: MessagingRepository;
  providers: Partial<Record<MessageChannel, ChannelProvider>>;
  /** Outside production: a channel without a provider stores its messages as sent (the dev outbox). */
  outbox: boolean;
  clock: () => Date;
  logger: Pick<Logger, 'error' | 'warn' | 'debug'>;
  batch?: number;
}): MessageSender {
  async function sendOne(row: MessageRecord) {
    const provider = deps.providers[row.channel];
    const now = () => deps.clock();
    if (!provider) {
      if (deps.outbox) return deps.repo.markSent(row.id, 'outbox', now());
      return failed(row, `No ${row.channel} provider is configured`, false);
    }
    let outcome: Awaited<ReturnType<ChannelProvider['send']>>;
    try {
      outcome = await provider.send(toOutgoing(row));
    } catch (error) {
      outcome = { status: 'failed', retry: true, reason: (error as Error).message || 'send failed' };
    }
    if (outcome.status === 'sent') return deps.repo.markSent(row.id, outcome.providerId ?? null, now());
    await failed(row, outcome.reason, outcome.retry);
  }

  /**
   * A failed attempt: retried after the back-off, or, when the message has a fallback chain and failed for good or
   * twice, handed to the next channel at once (docs/decisions/057-messaging-channels.md#fallback).
   */
  async function failed(row: MessageRecord, reason: string, retryable: boolean) {
    const now = deps.clock();
    const retry = retryable && row.attempts < MAX_SEND_ATTEMPTS;
    if (row.fallback.length > 0 && (!retry || row.attempts >= FALLBACK_AFTER_ATTEMPTS)) {
      deps.logger.warn({ messageId: row.id, channel: row.channel, reason }, 'message falls back');
      await deps.repo.fallBack(row, reason, now);
      kick();
      return;
    }
    if (!retry) deps.logger.warn({ messageId: row.id, channel: row.channel, reason }, 'message failed');
    await deps.repo.markFailed(
      row.id,
      reason,
      retry ? new Date(now.getTime() + retryDelayMs(row.attempts)) : null,
      now,
    );
  }

  async function sendDue(): Promise<number> {
    const now = deps.clock();
    const rows = await deps.repo.claimDue(now, new Date(now.getTime() + SEND_LEASE_MS), deps.batch ?? 20);
    // One at a time per channel would be gentler on a provider; a batch is small and a slow one has its timeout.
    await Promise.all(
      rows.map((row) =>
        sendOne(row).catch((error) => deps.logger.error({ err: error, messageId: row.id }, 'sending failed')),
      ),
    );
    return rows.length;
  }

  let running: Promise<void> | undefined;
  let again = false;
  function kick() {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        // A full batch means more may be waiting.
        while ((await sendDue()) >= (deps.batch ?? 20));
      } while (again);
    })()
      .catch((error) => deps.logger.error({ err: error }, 'message sender run failed'))
      .finally(() => {
        running = undefined;
      });
  }
  return { sendDue, kick, idle: async () => void (await running) };
}
