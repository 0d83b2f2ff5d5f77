// One client process of `npm run bench:sockets` (bench/sockets.ts forks several: a process may open at most 20,000
// files here). It opens its share of signed-in sockets (bounded handshakes in flight, each from its loopback source
// address), subscribes each to its own order's room, retries what the server asks to retry, and records every
// `order.updated` event received on an order room: which (order, status) it was and how long after the order's
// `updated_at` — stamped by the status UPDATE inside the committing transaction — it arrived.

import WebSocket from 'ws';

export type ClientPlan = {
  clients: { cookie: string; orderId: string }[];
  /** WebSocket URLs (ws://…/api/realtime); client i uses wsUrls[i % length]. */
  wsUrls: string[];
  origin: string;
  /** Loopback source addresses; client i uses localAddresses[i % length]; empty: not bound. */
  localAddresses: string[];
  /** Handshakes in flight at once. */
  concurrency: number;
};

export type ClientProgress = {
  kind: 'progress';
  open: number;
  subscribed: number;
  refused: Record<string, number>;
  failed: number;
  closedUnexpectedly: number;
  /** Upgrades answered 503 that were tried again after Retry-After (as the browser does). */
  retried: number;
};

export type ClientReport = {
  kind: 'report';
  /** Distinct (order, status) events received on order rooms, and how many arrived twice. */
  received: string[];
  duplicates: number;
  latenciesMs: number[];
  /** Of each: from the gateway's send (the frame's `at`) to arrival. */
  sendToClientMs: number[];
};

type Message = { kind: 'plan'; plan: ClientPlan } | { kind: 'report' } | { kind: 'stop' };

const sockets: WebSocket[] = [];
let open = 0;
let subscribed = 0;
let failed = 0;
let closedUnexpectedly = 0;
let retried = 0;
let stopping = false;
const refused: Record<string, number> = {};
const received = new Set<string>();
let duplicates = 0;
const latencies: number[] = [];
const sendToClient: number[] = [];

const send = (message: ClientProgress | ClientReport) => process.send?.(message);
const progress = () =>
  send({ kind: 'progress', open, subscribed, refused: { ...refused }, failed, closedUnexpectedly, retried });

function subscribe(ws: WebSocket, room: string) {
  if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ kind: 'subscribe', room }));
}

/** Opens one socket; resolves when it is open and subscribed, refused, or failed (after a few tries). */
function connect(plan: ClientPlan, i: number, attempt = 0): Promise<void> {
  const client = plan.clients[i]!;
  const room = `order:${client.orderId}`;
  return new Promise((resolve) => {
    const ws = new WebSocket(plan.wsUrls[i % plan.wsUrls.length]!, {
      headers: { cookie: client.cookie, origin: plan.origin },
      // No address: not bound, the kernel picks the port per 4-tuple (a bind() would take it for every destination).
      localAddress: plan.localAddresses.length
        ? plan.localAddresses[i % plan.localAddresses.length]
        : undefined,
      handshakeTimeout: 60_000,
      perMessageDeflate: false,
    });
    let done = false;
    const finish = () => {
      if (!done) {
        done = true;
        resolve();
      }
    };
    let opened = false;
    ws.on('open', () => {
      opened = true;
      open += 1;
      sockets.push(ws);
      subscribe(ws, room);
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data)) as {
        kind: string;
        room?: string;
        at?: string;
        message?: string;
        event?: { type: string; order_id: string; status: string; at: string };
      };
      if (frame.kind === 'subscribed' && frame.room === room) {
        subscribed += 1;
        return finish();
      }
      // The server's bounds ("busy", "slow down"): ask again a little later, as the browser does.
      if (frame.kind === 'error' && frame.room === room) {
        setTimeout(() => subscribe(ws, room), 50 + Math.random() * 200);
        return;
      }
      if (
        frame.kind === 'event' &&
        frame.room?.startsWith('order:') &&
        frame.event?.type === 'order.updated'
      ) {
        const latency = Date.now() - Date.parse(frame.event.at);
        const key = `${frame.event.order_id}:${frame.event.status}`;
        if (received.has(key)) duplicates += 1;
        else {
          received.add(key);
          latencies.push(latency);
          sendToClient.push(Date.now() - Date.parse(frame.at!));
        }
      }
    });
    ws.on('unexpected-response', (_req, res) => {
      const status = String(res.statusCode);
      // A full app process (503 + Retry-After): try again later, twice at most, as the browser's socket does; the
      // next upgrade may go to another process or instance.
      if (status === '503' && attempt < 2 && !stopping) {
        retried += 1;
        done = true;
        ws.terminate();
        const wait = Number(res.headers['retry-after'] ?? 10) * 1000;
        setTimeout(() => connect(plan, i, attempt + 1).then(resolve), wait);
        return;
      }
      refused[status] = (refused[status] ?? 0) + 1;
      ws.terminate();
      finish();
    });
    ws.on('error', () => {
      // Counted on close.
    });
    ws.on('close', () => {
      if (opened) {
        open -= 1;
        if (!stopping) closedUnexpectedly += 1;
        return finish();
      }
      if (done) return; // Refused: counted above.
      if (attempt < 3 && !stopping) {
        setTimeout(() => connect(plan, i, attempt + 1).then(finish), 500 * (attempt + 1));
        return;
      }
      failed += 1;
      finish();
    });
  });
}

async function run(plan: ClientPlan) {
  const timer = setInterval(progress, 1000);
  let next = 0;
  const lane = async () => {
    while (next < plan.clients.length) {
      const i = next++;
      await connect(plan, i);
    }
  };
  await Promise.all(Array.from({ length: plan.concurrency }, lane));
  clearInterval(timer);
  progress();
}

process.on('message', (message: Message) => {
  if (message.kind === 'plan') void run(message.plan);
  else if (message.kind === 'report')
    send({
      kind: 'report',
      received: [...received],
      duplicates,
      latenciesMs: latencies,
      sendToClientMs: sendToClient,
    });
  else if (message.kind === 'stop') {
    stopping = true;
    for (const ws of sockets) ws.terminate();
    setTimeout(() => process.exit(0), 200);
  }
});
process.on('disconnect', () => process.exit(0));
