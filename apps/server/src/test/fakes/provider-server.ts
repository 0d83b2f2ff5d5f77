import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
};
/** What the fake answers one request: a status and a JSON body, or `hang` (never answers: a timeout). */
export type FakeAnswer = { status: number; body?: unknown } | 'hang';

/**
 * A local stand-in for an SMS or WhatsApp provider's HTTP API (they are outside this machine): it records every
 * request and answers with `answer(request, n)`, the provider's success by default.
 */
export async function startProviderServer(answer: (req: RecordedRequest, n: number) => FakeAnswer) {
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Keep the text.
    }
    const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
    requests.push(recorded);
    const a = answer(recorded, requests.length);
    if (a === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(a.status, { 'content-type': 'application/json' });
    res.end(a.body === undefined ? '' : JSON.stringify(a.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
