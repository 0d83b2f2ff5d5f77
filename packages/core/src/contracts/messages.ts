import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { ORDER_STATUSES } from '../order-status.ts';
import { MESSAGE_MAX_CHARS } from '../social.ts';

/**
 * An order's conversation (docs/product.md#restaurant-social): the customer, the venue and, once assigned, the driver
 * (admins may read and write too). Stored, pushed live as `message.created`, read-only 24 hours after the order ends.
 */
export const MessagePartySchema = z.enum(['customer', 'venue', 'driver', 'admin']);
export type MessageParty = z.infer<typeof MessagePartySchema>;

export const OrderMessageSchema = z
  .object({
    id: z.uuid(),
    party: MessagePartySchema,
    /** The venue's name, the customer's or driver's first name and initial, or 'Lekker Eats support'. */
    sender_name: z.string(),
    body: z.string(),
    created_at: z.string(),
    /** Sent by the caller's side (the customer, the venue, the driver or support). */
    mine: z.boolean(),
  })
  .meta({ id: 'OrderMessage' });
export type OrderMessage = z.infer<typeof OrderMessageSchema>;

export const ConversationStateSchema = z.enum(['not_started', 'open', 'closed']);

export const ConversationSchema = z
  .object({
    order_id: z.uuid(),
    order_number: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    venue_name: z.string(),
    customer_name: z.string(),
    /** First name and initial once a driver is assigned. */
    driver_name: z.string().nullable(),
    /** Which side the caller speaks for. */
    viewer_party: MessagePartySchema,
    state: ConversationStateSchema,
    /** When it becomes read-only (24 hours after delivery or cancellation), once known. */
    closes_at: z.string().nullable(),
    /** Messages from the other sides the caller's side has not read. */
    unread: z.number().int().min(0),
    messages: z.array(OrderMessageSchema),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const SendMessageSchema = z
  .object({
    body: z
      .string()
      .trim()
      .min(1, contractMessage('writeMessage'))
      .max(MESSAGE_MAX_CHARS, contractMessage('messageMax', { max: MESSAGE_MAX_CHARS })),
  })
  .meta({ id: 'SendMessage' });
export type SendMessage = z.infer<typeof SendMessageSchema>;

export const SentMessageSchema = z.object({ message: OrderMessageSchema }).meta({ id: 'SentMessage' });

/** One row of the venue's inbox. */
export const VenueConversationSchema = z
  .object({
    order_id: z.uuid(),
    order_number: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    customer_name: z.string(),
    state: ConversationStateSchema,
    unread: z.number().int().min(0),
    last_message: z
      .object({ party: MessagePartySchema, body: z.string(), created_at: z.string() })
      .nullable(),
    /** The last message's time, else when the order was placed. */
    updated_at: z.string(),
  })
  .meta({ id: 'VenueConversation' });
export type VenueConversation = z.infer<typeof VenueConversationSchema>;

export const VenueConversationsSchema = z
  .object({
    conversations: z.array(VenueConversationSchema),
    /** Unread messages across the listed conversations. */
    unread_total: z.number().int().min(0),
  })
  .meta({ id: 'VenueConversations' });
export type VenueConversations = z.infer<typeof VenueConversationsSchema>;
