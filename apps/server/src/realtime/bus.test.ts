import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test/chaos/services.ts';
import { BUS_BUFFER_MAX, type BusSignal, createMemoryBus, createRedisBus, type RealtimeBus } from './bus.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const offers = (n: number): RealtimeEvent => ({ type: 'offers.changed', at: new Date(n).toISOString() });

/** Resolves with what the listener received once `count` events have arrived. */
function collect(bus: RealtimeBus, count: number) {
  const received: [string, RealtimeEvent][] = [];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => {
    done = resolve;
  });
  const stop = bus.subscribe((room, event) => {
    received.push([room, event]);
    if (received.length === count) done();
  });
  return { received, finished, stop };
}

describe('memory bus', () => {
  it('delivers to every listener until it unsubscribes', async () => {
    const bus = createMemoryBus();
    const a = vi.fn();
    const b = vi.fn();
    const stopA = bus.subscribe(a);
    bus.subscribe(b);
    await bus.publish('user:1', offers(1));
    stopA();
    await bus.publish('user:1', offers(2));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenLastCalledWith('user:1', offers(2));
    await bus.close();
    await bus.publish('user:1', offers(3));
    expect(b).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering when one listener throws, and reports the failure', async () => {
    const onError = vi.fn();
    const bus = createMemoryBus({ onError });
    const good = vi.fn();
    bus.subscribe(() => {
      throw new Error('boom');
    });
    bus.subscribe(good);
    await expect(bus.publish('user:1', offers(1))).resolves.toBeUndefined();
    expect(good).toHaveBeenCalledOnce();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'listener failed');
  });
});

describe('signals (session ended)', () => {
  const ended: BusSignal = { kind: 'session.ended', user_id: 'u1', session_ids: ['s1'] };

  it('memory bus: delivered to signal listeners before signal() returns, never to room listeners', () => {
    const bus = createMemoryBus();
    const onSignal = vi.fn();
    const onEvent = vi.fn();
    bus.onSignal(onSignal);
    bus.subscribe(onEvent);
    void bus.signal(ended);
    expect(onSignal).toHaveBeenCalledWith(ended);
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('redis bus: reaches the other instance, once on the sender (at once), and drops malformed ones', async () => {
    const channel = `lekker:realtime:test:${randomUUID()}`;
    const a = createRedisBus(REDIS_URL, { channel, onError: () => {} });
    const b = createRedisBus(REDIS_URL, { channel, onError: () => {} });
    const raw = new Redis(REDIS_URL);
    try {
      await Promise.all([a.ready, b.ready]);
      const onA = vi.fn();
      const onB: BusSignal[] = [];
      const onBEvents = vi.fn();
      a.onSignal(onA);
      b.subscribe(onBEvents);
      const arrived = new Promise<void>((resolve) =>
        b.onSignal((s) => {
          onB.push(s);
          if (onB.length === 2) resolve();
        }),
      );
      const sent = a.signal(ended);
      expect(onA).toHaveBeenCalledWith(ended); // Local delivery does not wait for Redis.
      await sent;
      await raw.publish(channel, JSON.stringify({ signal: { kind: 'nope', user_id: 'u2' }, origin: 'x' }));
      await raw.publish(
        channel,
        JSON.stringify({ signal: { kind: 'session.ended', user_id: 7 }, origin: 'x' }),
      );
      await raw.publish(
        channel,
        JSON.stringify({ signal: { kind: 'session.ended', user_id: 'u3' }, origin: 'x' }),
      );
      await arrived;
      await new Promise((r) => setTimeout(r, 100));
      expect(onB).toEqual([ended, { kind: 'session.ended', user_id: 'u3' }]);
      expect(onA).toHaveBeenCalledTimes(2); // Its own echo ignored; the raw one from elsewhere counted.
      expect(onBEvents).not.toHaveBeenCalled();
    } finally {
      await Promise.all([a.close(), b.close()]);
      raw.disconnect();
    }
  });
});

describe('redis bus', () => {
  const channel = `lekker:realtime:test:${randomUUID()}`;
  const a = createRedisBus(REDIS_URL, { channel, onError: () => {} });
  const b = createRedisBus(REDIS_URL, { channel, onError: () => {} });
  const raw = new Redis(REDIS_URL);
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    raw.disconnect();
  });

  it('fans out across instances and delivers to the publisher once', async () => {
    await Promise.all([a.ready, b.ready]);
    const onA = collect(a, 2);
    const onB = collect(b, 2);
    await a.publish('user:x', offers(1));
    await b.publish('restaurant:y', offers(2));
    await Promise.all([onA.finished, onB.finished]);
    // Give a stray echo the time to arrive before checking nothing was delivered twice.
    await new Promise((r) => setTimeout(r, 100));
    // Order holds per publisher, not across publishers (local delivery is immediate, remote goes via Redis).
    const byRoom = (list: [string, RealtimeEvent][]) => [...list].sort(([a], [b]) => a.localeCompare(b));
    const expected = [
      ['restaurant:y', offers(2)],
      ['user:x', offers(1)],
    ];
    expect(byRoom(onA.received)).toEqual(expected);
    expect(byRoom(onB.received)).toEqual(expected);
    onA.stop();
    onB.stop();
  });

  it('ignores malformed messages on the channel', async () => {
    const onB = collect(b, 1);
    await raw.publish(channel, 'not json');
    await raw.publish(
      channel,
      JSON.stringify({ room: 'user:x', event: { type: 'nope' }, origin: 'elsewhere' }),
    );
    await raw.publish(channel, JSON.stringify({ room: 'user:x', event: offers(3), origin: 'elsewhere' }));
    await onB.finished;
    expect(onB.received).toEqual([['user:x', offers(3)]]);
    onB.stop();
  });
});

describe('redis bus while Redis is unreachable', () => {
  it('publishes without waiting: delivered here, kept for Redis (bounded), reported down', async () => {
    // A port nothing listens on: the connections keep failing.
    const bus = createRedisBus(`redis://127.0.0.1:${await freePort()}`, { onError: () => {} });
    try {
      const here = collect(bus, BUS_BUFFER_MAX + 1);
      for (let i = 0; i <= BUS_BUFFER_MAX; i++) await bus.publish('user:x', offers(i));
      await bus.signal({ kind: 'session.ended', user_id: 'u1' });
      await here.finished;
      expect(here.received).toHaveLength(BUS_BUFFER_MAX + 1);
      // One event and the signal over the buffer: the two oldest were dropped and counted.
      expect(bus.health()).toEqual({ redis: 'down', buffered: BUS_BUFFER_MAX, dropped: 2 });
    } finally {
      await bus.close();
    }
  });
});
