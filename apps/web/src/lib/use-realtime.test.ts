import type { RealtimeEvent } from '@lekker/core/contracts/realtime';
import { act, render, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RealtimeProvider,
  sendLocationOverRealtime,
  useRealtimeEvent,
  useRealtimeRoom,
} from './use-realtime.ts';

class FakeSocket {
  static sockets: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.sockets.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
}

beforeEach(() => {
  FakeSocket.sockets = [];
  vi.stubGlobal('WebSocket', FakeSocket);
});
afterEach(() => vi.unstubAllGlobals());

function Listener({
  room,
  onEvent,
}: {
  room: string | null;
  onEvent: (e: RealtimeEvent, room: string) => void;
}) {
  useRealtimeEvent(onEvent);
  useRealtimeRoom(room);
  return null;
}

describe('RealtimeProvider', () => {
  it('connects only when signed in, follows rooms of mounted components and hands events to listeners', async () => {
    const onEvent = vi.fn();
    const tree = (userId: string | null, room: string | null) =>
      createElement(RealtimeProvider, { userId }, createElement(Listener, { room, onEvent }));
    const view = render(tree(null, 'order:o1'));
    expect(FakeSocket.sockets).toHaveLength(0);

    view.rerender(tree('u1', 'order:o1'));
    // The client module loads with the first signed-in session.
    await waitFor(() => expect(FakeSocket.sockets).toHaveLength(1));
    const socket = FakeSocket.sockets[0]!;
    act(() => {
      socket.readyState = 1;
      socket.onopen?.();
    });
    expect(socket.sent).toEqual([{ kind: 'subscribe', room: 'order:o1' }]);
    const event: RealtimeEvent = { type: 'offers.changed', at: 'now' };
    act(() =>
      socket.onmessage?.({ data: JSON.stringify({ kind: 'event', room: 'order:o1', event, at: 't' }) }),
    );
    expect(onEvent).toHaveBeenCalledWith(event, 'order:o1');

    // A driver's position goes over this connection while it is open (decision 037).
    const position = { latitude: -25.85, longitude: 25.64 };
    expect(sendLocationOverRealtime(position)).toBe(true);
    expect(socket.sent.at(-1)).toEqual({ kind: 'location', position });

    view.rerender(tree('u1', null));
    expect(socket.sent.at(-1)).toEqual({ kind: 'unsubscribe', room: 'order:o1' });
    view.rerender(tree(null, null));
    expect(socket.readyState).toBe(3);
    // Signed out: no connection, so the caller posts instead.
    expect(sendLocationOverRealtime(position)).toBe(false);
    expect(FakeSocket.sockets).toHaveLength(1);
  });
});
