// A subscribe flood from outside the server's process (run with `node --import tsx`), as remote clients would send it,
// so the test's own socket work never counts against the server's event loop. Reads its orders from FLOOD (JSON):
// { wsUrl, origin, sockets: [{ cookie, room }], framesPerSecond, ms, busyMessage }. Each socket alternates unsubscribe and subscribe at its sustained rate; at the end one JSON line on stdout:
// { busy, subscribed, closed } (refusals with the busy message, subscriptions granted, sockets closed by the server).
import WebSocket from 'ws';

type Orders = {
  wsUrl: string;
  origin: string;
  sockets: { cookie: string; room: string }[];
  framesPerSecond: number;
  ms: number;
  busyMessage: string;
};

const orders = JSON.parse(process.env.FLOOD ?? '{}') as Orders;
const counts = { busy: 0, subscribed: 0, closed: 0 };

const open = (cookie: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(orders.wsUrl, { headers: { cookie, origin: orders.origin } });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { kind: string; message?: string };
      if (frame.kind === 'subscribed') counts.subscribed += 1;
      if (frame.kind === 'error' && frame.message === orders.busyMessage) counts.busy += 1;
    });
    ws.on('close', () => {
      counts.closed += 1;
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

const sockets = await Promise.all(
  orders.sockets.map(async ({ cookie, room }) => ({ ws: await open(cookie), room })),
);
console.log(JSON.stringify({ open: sockets.length }));
let toggle = 0;
const send = () => {
  toggle += 1;
  for (const { ws, room } of sockets)
    if (ws.readyState === WebSocket.OPEN)
      ws.send(JSON.stringify({ kind: toggle % 2 ? 'subscribe' : 'unsubscribe', room }));
};
// A little under the sustained rate, so no socket is closed for its frames: the flood a careful attacker sends.
const timer = setInterval(send, Math.ceil(1000 / orders.framesPerSecond) + 10);
await new Promise((resolve) => setTimeout(resolve, orders.ms));
clearInterval(timer);
const closedByServer = counts.closed;
for (const { ws } of sockets) ws.terminate();
console.log(JSON.stringify({ ...counts, closed: closedByServer }));
