import type { MessageChannel } from '../../modules/messaging/channel-provider.ts';
import type { MessageEvent, Messaging, Recipient } from '../../modules/messaging/messaging.port.ts';

export type RecordedSend = {
  event: MessageEvent;
  recipient: Recipient;
  channels?: readonly MessageChannel[];
};

/**
 * The messaging port's contract, recorded: what a caller asked to send, to whom, on which channels. Stands in for
 * the messaging module in tests of its callers (the module itself is tested through the dev outbox).
 */
export function recordingMessaging(): Messaging & { sent: RecordedSend[]; codesTo(phone: string): string[] } {
  const sent: RecordedSend[] = [];
  return {
    sent,
    async send(event, recipient, channels) {
      sent.push({ event, recipient, channels });
    },
    codesTo(phone) {
      return sent
        .filter(
          (s) => 'phone' in s.recipient && s.recipient.phone === phone && s.event.template === 'phone_code',
        )
        .map((s) => s.event.params.code!);
    },
  };
}
