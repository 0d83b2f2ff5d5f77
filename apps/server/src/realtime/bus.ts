import { randomUUID } from 'node:crypto';
import { type RealtimeEvent, RealtimeEventSchema } from '@lekker/core/contracts/realtime';
import { Redis } from 'ioredis';

/**
 * Fan-out of realtime events to rooms (docs/decisions/007-realtime.md). Services publish; every gateway instance subscribes
 * and forwards to its own sockets. `publish` never rejects: a realtime hiccup must not fail the request that
 * changed the data (clients catch up with `?since=` after reconnecting). Failures are reported to `onError`.
 */
export interface RealtimeBus {
  publish(room: string, event: RealtimeEvent): Promise<void>;
  subscribe(listener: (room: string, event: RealtimeEvent) => void): () => void;
  /**
   * A message between instances, never forwarded to a socket (docs/decisions/040-session-cache.md): delivered to
   * this instance's signal listeners at once (synchronously, before `signal` returns), then to every other
   * instance. Never rejects, like `publish`.
   */
  signal(signal: BusSignal): Promise<void>;
  onSignal(listener: (signal: BusSignal) => void): () => void;
  close(): Promise<void>;
}

/**
 * `session.ended`: sessions of a user are gone (signed out, signed out everywhere, password reset or change,
 * suspended). `session_ids` names them; without it every session of the user counts as ended.
 */
export type BusSignal = { kind: 'session.ended'; user_id: string; session_ids?: string[] };

function parseSignal(value: unknown): BusSignal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, user_id, session_ids } = value as Record<string, unknown>;
  if (kind !== 'session.ended' || typeof user_id !== 'string' || user_id.length === 0) return null;
  if (session_ids === undefined) return { kind, user_id };
  if (!Array.isArray(session_ids) || !session_ids.every((id) => typeof id === 'string')) return null;
  return { kind, user_id, session_ids };
}

export type BusErrorHandler = (error: unknown, context: string) => void;

const reportToConsole: BusErrorHandler = (error, context) => console.error(`realtime bus: ${context}`, error);

/** The listener set shared by both buses: one faulty listener never stops the others. */
function createListeners(onError: BusErrorHandler) {
  const listeners = new Set<(room: string, event: RealtimeEvent) => void>();
  return {
    add(listener: (room: string, event: RealtimeEvent) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver(room: string, event: RealtimeEvent) {
      for (const listener of [...listeners]) {
        try {
          listener(room, event);
        } catch (error) {
          onError(error, 'listener failed');
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** Signal listeners: the same rule (one failing listener never stops the others). */
function createSignalListeners(onError: BusErrorHandler) {
  const listeners = new Set<(signal: BusSignal) => void>();
  return {
    add(listener: (signal: BusSignal) => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver(signal: BusSignal) {
      for (const listener of [...listeners]) {
        try {
          listener(signal);
        } catch (error) {
          onError(error, 'signal listener failed');
        }
      }
    },
    clear: () => listeners.clear(),
  };
}

/** In-process bus: the single-instance default. Delivery is synchronous within `publish`. */
export function createMemoryBus(options: { onError?: BusErrorHandler } = {}): RealtimeBus {
  const onError = options.onError ?? reportToConsole;
  const listeners = createListeners(onError);
  const signals = createSignalListeners(onError);
  let closed = false;
  return {
    async publish(room, event) {
      if (!closed) listeners.deliver(room, event);
    },
    subscribe: (listener) => listeners.add(listener),
    async signal(signal) {
      if (!closed) signals.deliver(signal);
    },
    onSignal: (listener) => signals.add(listener),
    async close() {
      closed = true;
      listeners.clear();
      signals.clear();
    },
  };
}

export const REDIS_BUS_CHANNEL = 'lekker:realtime';

/** A room's event, or a signal between instances (same channel, so both keep their order). */
type Envelope =
  | { room: string; event: RealtimeEvent; origin: string }
  | { signal: BusSignal; origin: string };

export type RedisBusOptions = {
  /** Defaults to `lekker:realtime`; tests use a unique channel per run so parallel runs never cross. */
  channel?: string;
  onError?: BusErrorHandler;
};

export type RedisBus = RealtimeBus & {
  /** Resolves once the subscriber connection listens on the channel (events published before that are missed). */
  ready: Promise<void>;
};

/**
 * Cross-instance bus over Redis pub/sub: one publisher and one subscriber connection on a single channel, JSON
 * messages `{ room, event, origin }`.
 *
 * Delivery rule: `publish` delivers to this instance's listeners immediately (so local sockets get the event even
 * while Redis is reconnecting) and messages carrying this instance's own `origin` are ignored when Redis echoes
 * them back, so each local listener sees every event exactly once.
 */
export function createRedisBus(url: string, options: RedisBusOptions = {}): RedisBus {
  const channel = options.channel ?? REDIS_BUS_CHANNEL;
  const onError = options.onError ?? reportToConsole;
  const origin = randomUUID();
  const listeners = createListeners(onError);
  const signals = createSignalListeners(onError);
  const connectionOptions = { maxRetriesPerRequest: 3, connectionName: 'lekker-realtime' };
  const publisher = new Redis(url, connectionOptions);
  const subscriber = new Redis(url, connectionOptions);
  let closed = false;
  publisher.on('error', (error) => onError(error, 'publisher connection'));
  subscriber.on('error', (error) => onError(error, 'subscriber connection'));

  subscriber.on('message', (from: string, message: string) => {
    if (closed || from !== channel) return;
    const envelope = parseEnvelope(message);
    if (!envelope) return onError(new Error('malformed message ignored'), `channel ${channel}`);
    if (envelope.origin === origin) return; // Already delivered locally by publish() or signal().
    if ('signal' in envelope) signals.deliver(envelope.signal);
    else listeners.deliver(envelope.room, envelope.event);
  });
  const ready = subscriber.subscribe(channel).then(
    () => undefined,
    (error) => onError(error, `subscribe to ${channel}`),
  );

  return {
    ready,
    async publish(room, event) {
      if (closed) return;
      listeners.deliver(room, event);
      const envelope: Envelope = { room, event, origin };
      try {
        await publisher.publish(channel, JSON.stringify(envelope));
      } catch (error) {
        onError(error, `publish to ${channel}`);
      }
    },
    subscribe: (listener) => listeners.add(listener),
    async signal(signal) {
      if (closed) return;
      signals.deliver(signal);
      const envelope: Envelope = { signal, origin };
      try {
        await publisher.publish(channel, JSON.stringify(envelope));
      } catch (error) {
        onError(error, `signal to ${channel}`);
      }
    },
    onSignal: (listener) => signals.add(listener),
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      signals.clear();
      await Promise.all([quit(subscriber), quit(publisher)]);
    },
  };
}

/** QUIT politely, but never wait on an unreachable server for more than a second. */
async function quit(connection: Redis): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, 1000);
  });
  await Promise.race([
    connection.quit().then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
  clearTimeout(timer);
  connection.disconnect();
}

function parseEnvelope(message: string): Envelope | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { room, event, origin, signal } = value as Record<string, unknown>;
  if (typeof origin !== 'string') return null;
  if (signal !== undefined) {
    const parsed = parseSignal(signal);
    return parsed ? { signal: parsed, origin } : null;
  }
  if (typeof room !== 'string') return null;
  const parsed = RealtimeEventSchema.safeParse(event);
  return parsed.success ? { room, event: parsed.data, origin } : null;
}
