import type { MessageChannel } from './channel-provider.ts';
import type { MessagePurpose } from './messaging.port.ts';
import type { Reach } from './templates.ts';

/**
 * Which channels carry one event to one recipient (docs/decisions/057-messaging-channels.md#routing). Pure: the
 * caller has read the person's accepted channels (consent, preferences, quiet hours) and their verified phone.
 *
 * - An account: only channels it accepts for the purpose; SMS and WhatsApp only with a verified phone. For the
 *   preferred reach: push, plus one phone channel (WhatsApp before SMS, since people read it first and a template
 *   costs less); for every reach (a cancelled order, an escalation): all of them.
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
}): MessageChannel[] {
  const phoneChannels: MessageChannel[] = ['whatsapp', 'sms'];
  if (input.recipient === 'phone') {
    if (input.purpose === 'marketing') return [];
    const wanted = input.requested?.filter((c) => phoneChannels.includes(c)) ?? ['sms'];
    return [...new Set(wanted)];
  }
  const possible = input.accepted.filter(
    (c) => (input.requested ? input.requested.includes(c) : true) && (c === 'push' || input.hasPhone),
  );
  const unique = [...new Set(possible)];
  if (input.reach === 'every' || input.requested) return order(unique);
  const phone = phoneChannels.find((c) => unique.includes(c));
  return order(unique.filter((c) => c === 'push' || c === phone));
}

const ORDER: Record<MessageChannel, number> = { push: 0, whatsapp: 1, sms: 2 };
const order = (channels: MessageChannel[]) => [...channels].sort((a, b) => ORDER[a] - ORDER[b]);
