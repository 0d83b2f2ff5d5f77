/**
 * The seam between the messaging module (who gets what, consent, templates, the send queue, delivery status) and the
 * providers that carry one message on one channel: web push, SMS (a South African gateway), WhatsApp (Cloud API).
 * A provider only carries; it never decides who gets a message or builds its text.
 */
export type MessageChannel = 'push' | 'sms' | 'whatsapp';

export const MESSAGE_CHANNELS: readonly MessageChannel[] = ['push', 'sms', 'whatsapp'];

/** One message to one recipient on one channel, already built from its template. */
export type OutgoingMessage = {
  /** The stored message's id: one per (event, recipient, channel), so a retry never sends a second message. */
  id: string;
  channel: MessageChannel;
  /** The account it is for, when the recipient is an account (push fans out to that account's devices). */
  userId: string | null;
  /** E.164 (+27...) for SMS and WhatsApp; the user id for push. */
  to: string;
  /** What the person reads (the push body, the SMS text, the WhatsApp fallback text). */
  text: string;
  /** The push notification's title. */
  title?: string;
  /** The page a click opens, relative to PUBLIC_URL (e.g. /orders/123). */
  url?: string;
  /** WhatsApp: the approved template and its body parameters, in order. */
  template?: { name: string; language: string; params: string[] };
};

export type SendOutcome =
  /** Accepted by the provider; `providerId` is what its delivery reports refer to. */
  | { status: 'sent'; providerId?: string }
  /** Not sent: `retry` false for an answer that will not change (an invalid number, no push device). */
  | { status: 'failed'; retry: boolean; reason: string };

export interface ChannelProvider {
  readonly channel: MessageChannel;
  send(message: OutgoingMessage): Promise<SendOutcome>;
}
