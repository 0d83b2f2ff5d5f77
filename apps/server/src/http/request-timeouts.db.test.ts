import { connect } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { RECEIPT_UPLOAD_PATH } from '../modules/receipts/receipts.routes.ts';
import { insertUser } from '../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../test/app.ts';
import { tinyPng } from '../test/fixtures/receipt-files.ts';
import { httpServerOptions, KEEP_ALIVE_TIMEOUT_MS } from './request-timeouts.ts';

const ENV = { REQUEST_BODY_TIMEOUT_SECONDS: '0.4', REQUEST_TIMEOUT_SECONDS: '1' };

/**
 * Sends the head of a request and the first part of its body over a raw socket, then nothing more, and collects
 * what comes back until the server closes the connection (or `giveUpMs`: a server that never answers).
 */
function trickle(port: number, head: string, firstPart: string, giveUpMs = 8000) {
  return new Promise<{ text: string; closed: boolean; ms: number }>((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let text = '';
    const done = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closed, ms: Date.now() - started });
    };
    const timer = setTimeout(() => done(false), giveUpMs);
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8');
    });
    socket.on('close', () => done(true));
    socket.on('error', () => done(true));
    socket.write(Buffer.from(head + firstPart, 'latin1'));
  });
}

// A body that trickles in used to hold its connection for Node's default five minutes; it is cut off now.
describe('slow requests', () => {
  let t: TestApp;
  let server: ServerType;
  let port = 0;
  let cookie = '';
  beforeAll(async () => {
    t = await createTestApp({ env: ENV });
    await insertUser(t.database.db, { email: 'slow@timeouts.test', name: 'Slow', password: 'slow-pass-1' });
    cookie = await t.signIn('slow@timeouts.test', 'slow-pass-1');
    const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: TEST_ORIGIN, ...ENV });
    await new Promise<void>((ready) => {
      server = serve(
        { fetch: t.app.fetch, port: 0, hostname: '127.0.0.1', serverOptions: httpServerOptions(config) },
        (info) => {
          port = info.port;
          ready();
        },
      );
    });
  });
  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    await t.close();
  });

  const head = (method: string, path: string, type: string, length: number, extra = '') =>
    `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: ${TEST_ORIGIN}\r\nContent-Type: ${type}\r\n` +
    `Content-Length: ${length}\r\n${extra}\r\n`;

  it('a JSON body that stops arriving is answered 408 in the error shape and the connection closed', async () => {
    const res = await trickle(
      port,
      head('POST', '/api/account/sign-in', 'application/json', 200),
      '{"email":',
    );
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(res.text).toContain('"code":"request_timeout"');
    expect(res.text).toContain('The request took too long to arrive');
    expect(res.ms).toBeLessThan(4000);
  });

  it('an upload that stops arriving is cut off by the request timeout', async () => {
    const path = `${RECEIPT_UPLOAD_PATH}?filename=slip.png`;
    const upload = head('PUT', path, 'image/png', 100_000, `Cookie: ${cookie}\r\n`);
    // The first kilobyte of a real PNG (the route sniffs the type), then nothing.
    const res = await trickle(port, upload, tinyPng(4000).subarray(0, 1000).toString('latin1'));
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(res.ms).toBeLessThan(6000);
  });

  it('headers that never finish are cut off too', async () => {
    const res = await trickle(port, 'POST /api/account/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: a');
    expect(res.closed).toBe(true);
    expect(res.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(res.ms).toBeLessThan(6000);
  });

  it('keeps an idle keep-alive connection open past the 60 s idle limit of load balancers and clients', () => {
    expect((server as unknown as { keepAliveTimeout: number }).keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
  });

  it('a body that arrives in time is served as usual', async () => {
    const body = JSON.stringify({ email: 'nobody@timeouts.test', password: 'x' });
    const res = await trickle(
      port,
      `${head('POST', '/api/account/sign-in', 'application/json', Buffer.byteLength(body)).replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`,
      body,
    );
    expect(res.text).toMatch(/^HTTP\/1\.1 401 /);
  });
});
