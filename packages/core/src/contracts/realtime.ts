import { z } from 'zod';
import { OrderMessageSchema } from './messages.ts';
import {
  DriverLocationSchema,
  DriverPositionSchema,
  NotificationSchema,
  OrderStatusSchema,
} from './orders.ts';

/**
 * The realtime protocol (docs/product.md#realtime, docs/decisions/007-realtime.md): typed events fanned out to rooms.
 * Rooms: `user:<userId>` (a customer's own updates and notifications), `restaurant:<restaurantId>` (new and changed
 * orders), `order:<orderId>` (status and driver location), `driver:<userId>` (offers and assignments).
 */
export const RealtimeEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('order.updated'),
    order_id: z.uuid(),
    order_number: z.string(),
    restaurant_id: z.uuid(),
    status: OrderStatusSchema,
    has_driver: z.boolean(),
    at: z.string(),
  }),
  z.object({ type: z.literal('notification.created'), notification: NotificationSchema }),
  z.object({ type: z.literal('driver.location'), order_id: z.uuid(), position: DriverPositionSchema }),
  /**
   * The job feed changed near a driver: `added` (an order became open within 20 km), `taken` (another driver accepted
   * it: drop it now) or `gone` (cancelled or no longer open). Drivers refetch their offers on it.
   */
  z.object({
    type: z.literal('offers.changed'),
    at: z.string(),
    order_id: z.uuid().optional(),
    reason: z.enum(['added', 'taken', 'gone']).optional(),
  }),
  /**
   * A message in an order's conversation (to `order:`, the venue's `restaurant:` room and the customer's and driver's
   * `user:` rooms). `mine` is false here: each side refetches its conversation to see it from its own side.
   */
  z.object({
    type: z.literal('message.created'),
    order_id: z.uuid(),
    restaurant_id: z.uuid(),
    message: OrderMessageSchema,
  }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;

/**
 * Server → client frames. `at` (server time) lets a reconnecting client ask for catch-up: it reconnects with
 * `?since=<at of the last hello or event>`. Events replayed by that catch-up carry `replay: true`.
 */
export type ServerFrame =
  | { kind: 'hello'; user_id: string; rooms: string[]; at: string }
  | { kind: 'event'; room: string; event: RealtimeEvent; at: string; replay?: true }
  | { kind: 'pong'; at: string }
  | { kind: 'subscribed'; room: string }
  | { kind: 'unsubscribed'; room: string }
  | { kind: 'error'; message: string; room?: string; location?: true };

/** Client → server frames. */
export const ClientFrameSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ping') }),
  z.object({ kind: z.literal('subscribe'), room: z.string().max(80) }),
  z.object({ kind: z.literal('unsubscribe'), room: z.string().max(80) }),
  /**
   * A driver's position (docs/decisions/037-driver-positions-over-the-socket.md): pushed at once to the `order:` room
   * of each active job they hold and stored in the next batch. `order_id`, when given, must be one of those jobs.
   * Nothing is answered when it is taken; a refused one gets `{ kind: 'error', message, location: true }`.
   */
  z.object({
    kind: z.literal('location'),
    position: DriverLocationSchema,
    order_id: z.uuid().optional(),
  }),
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** The WebSocket endpoint (same origin as the web app). A plain GET answers 426 to a signed-in caller, 401 otherwise. */
export const REALTIME_PATH = '/api/realtime';
export const HEARTBEAT_MS = 25_000;
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;
