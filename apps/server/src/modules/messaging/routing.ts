import type { MessageChannel } from './channel-provider.ts';
import type { MessagePurpose } from './messaging.port.ts';
import type { Reach } from './templates.ts';

/**
 * Which channels carry one event to one recipient (docs/decisions/057-messaging-channels.md#routing). Pure: the
 * caller has read the person's accepted channels (consent, preferences, quiet hours) and their verified phone.
 *
 * - An account: only channels it accepts for the purpose; SMS and WhatsApp only with a verified phone. For the
 *   preferred reach: the first of push, WhatsApp, SMS it accepts, and the others as its fallback, in that order (push
 *   costs nothing; people read WhatsApp before SMS and a template costs less); for every reach (a cancelled order, an
 *   escalation): all of them at once.
 * - A bare number: SMS, or the phone channels the caller names. It has no account, so marketing never goes to it.
 * - `requested` narrows the choice, never widens it past what the account accepts.
 */
export function routeChannels(input: {
  recipient: 'user' | 'phone';
  purpose: MessagePurpose;
  reach: Reach;
  /** The account's accepted channels for this purpose now (empty for a bare number). */
  accepted: readonly MessageChannel[];
  hasPhone: boolean;
  requested?: readonly MessageChannel[];
}): Route {
  const phoneChannels: MessageChannel[] = ['whatsapp', 'sms'];
  if (input.recipient === 'phone') {
    if (input.purpose === 'marketing') return NOWHERE;
    const wanted = input.requested?.filter((c) => phoneChannels.includes(c)) ?? ['sms'];
    return { now: [...new Set(wanted)], fallback: [] };
  }
  const possible = input.accepted.filter(
    (c) => (input.requested ? input.requested.includes(c) : true) && (c === 'push' || input.hasPhone),
  );
  const unique = order([...new Set(possible)]);
  if (input.reach === 'every' || input.requested) return { now: unique, fallback: [] };
  const [first, ...rest] = unique;
  return first ? { now: [first], fallback: rest } : NOWHERE;
}

/** The channels sent at once, and the chain each of them falls back to when it fails for good. */
export type Route = { now: MessageChannel[]; fallback: MessageChannel[] };
const NOWHERE: Route = { now: [], fallback: [] };

const ORDER: Record<MessageChannel, number> = { push: 0, whatsapp: 1, sms: 2 };
const order = (channels: MessageChannel[]) => [...channels].sort((a, b) => ORDER[a] - ORDER[b]);
