import { randomUUID } from 'node:crypto';
import { type RealtimeEvent, RealtimeEventSchema } from '@lekker/core/contracts/realtime';
import { Redis } from 'ioredis';
import { createPublishBuffer } from './publish-buffer.ts';

/**
 * Fan-out of realtime events to rooms (docs/decisions/007-realtime.md). Services publish; every gateway instance subscribes
 * and forwards to its own sockets. `publish` never rejects and never waits for Redis: a realtime hiccup must not fail
 * or slow the request that changed the data (clients catch up with `?since=` after reconnecting). Failures are
 * reported to `onError`.
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
  /** Whether Redis carries the events (absent: in-process bus), and what waits for it or was lost. */
  health(): BusHealth;
  close(): Promise<void>;
}

/**
 * `redis`: up when both connections are up and publishing works; absent for the in-process bus. `buffered`: messages
 * waiting for Redis; `dropped`: messages lost since start (buffer full, too old, or a publish that failed).
 */
export type BusHealth = { redis?: 'up' | 'down'; buffered: number; dropped: number };

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
    health: () => ({ buffered: 0, dropped: 0 }),
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
  /**
   * Resolves once the subscriber listens on the channel and the publisher is connected (events published before
   * that wait in the buffer). Never resolves while Redis is unreachable.
   */
  ready: Promise<void>;
};

/** Messages kept for Redis while it is away; past it the oldest are dropped (docs/decisions/047-redis-outage.md). */
export const BUS_BUFFER_MAX = 1000;
/** A buffered message older than this when Redis returns is dropped: the socket's catch-up covers it. */
export const BUS_BUFFER_MAX_AGE_MS = 60_000;
/** Longest pause between reconnect attempts (ioredis' default is 2 s). */
const RECONNECT_MAX_MS = 1000;
/**
 * After an outage the buffer is sent this long after the publisher is back, so that the other instances'
 * subscribers (reconnecting on the same schedule, at most RECONNECT_MAX_MS apart) listen again first.
 */
const FLUSH_SETTLE_MS = 2 * RECONNECT_MAX_MS;
/** A publish Redis has not answered in this long counts as failed (a hung server). */
const COMMAND_TIMEOUT_MS = 1000;
/** While publishing fails on a connection that looks up, Redis is probed this often; an answer ends the outage. */
const PROBE_MS = 1000;
const retryStrategy = (times: number) => Math.min(times * 100, RECONNECT_MAX_MS);

/**
 * Cross-instance bus over Redis pub/sub: one publisher and one subscriber connection on a single channel, JSON
 * messages `{ room, event, origin }`.
 *
 * Delivery rule: `publish` delivers to this instance's listeners immediately (so local sockets get the event even
 * while Redis is reconnecting) and messages carrying this instance's own `origin` are ignored when Redis echoes
 * them back, so each local listener sees every event exactly once.
 *
 * Outage rule (docs/decisions/047-redis-outage.md): `publish` and `signal` never wait for Redis. The publisher has no
 * offline queue; while it is not connected, or its last publish failed, messages wait in a bounded buffer (oldest
 * dropped, counted) that is sent, in order, once Redis answers again.
 */
export function createRedisBus(url: string, options: RedisBusOptions = {}): RedisBus {
  const channel = options.channel ?? REDIS_BUS_CHANNEL;
  const onError = options.onError ?? reportToConsole;
  const origin = randomUUID();
  const listeners = createListeners(onError);
  const signals = createSignalListeners(onError);
  const connectionName = 'lekker-realtime';
  const publisher = new Redis(url, {
    connectionName,
    retryStrategy,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // The subscriber is off every request path: its SUBSCRIBE waits for Redis however long it takes.
  const subscriber = new Redis(url, { connectionName, retryStrategy, maxRetriesPerRequest: null });
  const buffer = createPublishBuffer({ max: BUS_BUFFER_MAX, maxAgeMs: BUS_BUFFER_MAX_AGE_MS });
  let closed = false;
  /** The last publish failed on a connection that looks up (a hung Redis): publish into the buffer until a probe answers. */
  let failing = false;
  let probe: NodeJS.Timeout | undefined;
  let flushTimer: NodeJS.Timeout | undefined;
  let connectedBefore = false;
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
  const subscribed = subscriber.subscribe(channel).then(
    () => undefined,
    (error) => onError(error, `subscribe to ${channel}`),
  );
  const publisherReady = new Promise<void>((resolve) => publisher.once('ready', () => resolve()));
  publisher.on('ready', () => {
    // The first connection sends what waited at once; after an outage the other instances listen again first.
    scheduleFlush(connectedBefore ? FLUSH_SETTLE_MS : 0);
    connectedBefore = true;
  });

  function scheduleFlush(delayMs: number) {
    clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, delayMs);
    flushTimer.unref();
  }
  function flush() {
    flushTimer = undefined;
    if (closed || publisher.status !== 'ready' || failing) return;
    for (const message of buffer.take()) send(message);
  }
  function send(message: string) {
    publisher.publish(channel, message).then(
      () => {
        failing = false;
      },
      (error) => {
        buffer.countDrop();
        startFailing();
        onError(error, `publish to ${channel}`);
      },
    );
  }
  function startFailing() {
    if (closed || publisher.status !== 'ready') return; // Not connected: the next 'ready' ends it.
    failing = true;
    if (probe) return;
    probe = setInterval(() => {
      if (publisher.status !== 'ready') return;
      publisher.ping().then(
        () => {
          if (!failing) return;
          failing = false;
          clearInterval(probe);
          probe = undefined;
          flush();
        },
        () => undefined,
      );
    }, PROBE_MS);
    probe.unref();
  }
  publisher.on('close', () => {
    // Reconnecting: the next 'ready' flushes; a hung server's probe is no longer needed.
    failing = false;
    clearInterval(probe);
    probe = undefined;
  });
  /** Sent at once while Redis is up and nothing waits before it; otherwise kept, in order, for when it is back. */
  function enqueue(envelope: Envelope) {
    const message = JSON.stringify(envelope);
    const clear = publisher.status === 'ready' && !failing && flushTimer === undefined && buffer.size() === 0;
    if (clear) send(message);
    else buffer.push(message);
  }

  return {
    ready: Promise.all([subscribed, publisherReady]).then(() => undefined),
    async publish(room, event) {
      if (closed) return;
      listeners.deliver(room, event);
      enqueue({ room, event, origin });
    },
    subscribe: (listener) => listeners.add(listener),
    async signal(signal) {
      if (closed) return;
      signals.deliver(signal);
      enqueue({ signal, origin });
    },
    onSignal: (listener) => signals.add(listener),
    health: () => ({
      redis: publisher.status === 'ready' && subscriber.status === 'ready' && !failing ? 'up' : 'down',
      buffered: buffer.size(),
      dropped: buffer.dropped(),
    }),
    async close() {
      if (closed) return;
      closed = true;
      clearTimeout(flushTimer);
      clearInterval(probe);
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
