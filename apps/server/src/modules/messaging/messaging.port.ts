import type { MessageChannel } from './channel-provider.ts';

/**
 * What the rest of the server sees of messaging: one `send(event, recipient, channels?)`. The module decides the
 * channels (the routing rule, the recipient's preferences, consent and quiet hours), builds the text from its
 * templates, stores one message per (event, recipient, channel) and sends it through the queue. A caller never passes
 * a consent flag and never awaits a provider: `send` only records, inside the caller's transaction when it has one.
 */
export type MessagePurpose = 'transactional' | 'marketing';

export type MessageEvent = {
  /** Idempotency: the same key, recipient and channel is stored (and sent) once, e.g. `order:ID:confirmed`. */
  key: string;
  /** A template name from the messaging module's templates (one place for every text). */
  template: string;
  /** The template's parameters; only what the text needs (no more personal data than that). */
  params: Record<string, string>;
  purpose: MessagePurpose;
  /** The page a click opens, relative to PUBLIC_URL (the customer's order, the desk's order, the driver's job). */
  url?: string;
  /** The order it is about: the admin console lists what was sent for an order. */
  orderId?: string;
};

export type Recipient =
  /** An account: its verified phone, its push devices, its preferences. */
  | { userId: string }
  /** A bare number (a venue's SMS phone, a one-time code to a number being verified). */
  | { phone: string };

export interface Messaging {
  /** Records the messages for this event; `channels` narrows the routing rule's choice (e.g. ['sms'] for a code). */
  send(event: MessageEvent, recipient: Recipient, channels?: readonly MessageChannel[]): Promise<void>;
}

/** What the messaging module reads about a person: the consent and preference data, never a caller's flag. */
export interface RecipientPreferences {
  /** The channels this account accepts for this purpose at this instant (quiet hours apply to marketing). */
  channelsFor(userId: string, purpose: MessagePurpose, at: Date): Promise<MessageChannel[]>;
  /** The account's verified E.164 phone, or null when it has none. */
  verifiedPhone(userId: string): Promise<string | null>;
}

/**
 * A person replied STOP (SMS or WhatsApp): their marketing consent on every channel ends. The consent module
 * implements it; until then the default only logs.
 */
export interface MarketingOptOut {
  optOutMarketing(phone: string): Promise<void>;
}

/** What messaging reads of a venue: where to escalate by SMS, whom to push a new order to (the consent module's). */
export interface VenueRecipients {
  /** The venue's escalation SMS phone (E.164), or null when the owners have not set one. */
  escalationPhone(restaurantId: string): Promise<string | null>;
  /** The members who get a push for each new order (every member unless switched off). */
  newOrderPushRecipients(restaurantId: string): Promise<string[]>;
}
