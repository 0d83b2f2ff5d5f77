// A local push service for tests: devices with real P-256 keys, an HTTP endpoint per device that receives what the
// server pushes, decrypts it (RFC 8291 aes128gcm, written out here, not through web-push) with the device's private
// key and auth secret, checks the VAPID signature (RFC 8292), and records it. Plain node: usable from Vitest and
// from the Playwright specs (start it in the test process, subscribe with `device.subscription`).
//
//   const push = await startPushEndpoint();
//   const phone = push.device();                 // phone.subscription: the PushSubscription.toJSON() body
//   ... POST /api/push/subscriptions with phone.subscription (server started with PUSH_ALLOW_INSECURE_ENDPOINTS=true)
//   const [got] = await push.waitFor(1);         // got.payload: the JSON the service worker would receive
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedPush = {
  deviceId: string;
  /** The decrypted payload parsed as JSON (the server sends `{ title, body, url, tag }`). */
  payload: unknown;
  /** The decrypted bytes as text. */
  text: string;
  ttl: string | null;
  urgency: string | null;
  contentEncoding: string | null;
  /** The VAPID JWT's claims, its signature checked against the `k=` key. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string };
};

export type FakeDevice = {
  id: string;
  /** Exactly what a browser's `PushSubscription.toJSON()` gives. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** What this device's endpoint answers from now on (201 by default; 410: the subscription is gone). */
  answer(status: number): void;
};

export type PushEndpoint = {
  url: string;
  received: ReceivedPush[];
  /** Pushes that could not be decrypted or verified, with the reason (a test expecting none checks it is empty). */
  rejected: { deviceId: string; reason: string }[];
  device(): FakeDevice;
  /** Resolves once `count` pushes (decrypted) have arrived in all; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** Resolves once `count` requests (decrypted or not) have arrived in all. */
  waitForRequests(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
};

const b64u = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

type DeviceKeys = { ecdh: ReturnType<typeof createECDH>; publicKey: Buffer; auth: Buffer };

/** RFC 8291 §3.4 + RFC 8188: the plaintext of an aes128gcm push body for the device holding `keys`. */
export function decryptAes128gcm(body: Buffer, keys: DeviceKeys): Buffer {
  if (body.length < 21) throw new Error('body shorter than the aes128gcm header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderPublic = body.subarray(21, 21 + idLength);
  if (senderPublic.length !== 65) throw new Error('keyid is not the sender’s 65-byte public key');
  const ecdhSecret = keys.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const records = body.subarray(21 + idLength);
  const parts: Buffer[] = [];
  for (let offset = 0, seq = 0; offset < records.length; offset += recordSize, seq++) {
    const record = records.subarray(offset, offset + recordSize);
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's last bytes (records here stay far below 2^32).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv('aes-128-gcm', cek, iv);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Padding: zeros after a delimiter, 2 in the last record and 1 in the others.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = offset + recordSize >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad record delimiter');
    parts.push(plain.subarray(0, end));
  }
  return Buffer.concat(parts);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`, the ES256 signature checked. */
export function verifyVapid(header: string | undefined, endpoint: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization (${header ?? 'none'})`);
  const [, token, k] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const ok = verify(
    'sha256',
    signed,
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (parsed.aud !== new URL(endpoint).origin)
    throw new Error(`VAPID aud ${parsed.aud} is not the endpoint's origin`);
  return { aud: parsed.aud, sub: parsed.sub, exp: parsed.exp, publicKey: k };
}

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const devices = new Map<string, { keys: DeviceKeys; status: number }>();
  const received: ReceivedPush[] = [];
  const rejected: PushEndpoint['rejected'] = [];
  const events = new EventEmitter();
  let requests = 0;
  let url = '';

  const server = createServer(async (req, res) => {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const device = id ? devices.get(id) : undefined;
    const body = await readBody(req);
    requests++;
    if (!id || !device || req.method !== 'POST') {
      res.writeHead(404).end();
      events.emit('request');
      return;
    }
    try {
      const vapid = verifyVapid(req.headers.authorization, `${url}${req.url}`);
      const text = decryptAes128gcm(body, device.keys).toString('utf8');
      received.push({
        deviceId: id,
        text,
        payload: JSON.parse(text),
        ttl: req.headers.ttl?.toString() ?? null,
        urgency: req.headers.urgency?.toString() ?? null,
        contentEncoding: req.headers['content-encoding']?.toString() ?? null,
        vapid,
      });
    } catch (error) {
      rejected.push({ deviceId: id, reason: error instanceof Error ? error.message : String(error) });
    }
    res.writeHead(device.status, { location: `${url}/message/${randomUUID()}` }).end();
    events.emit('request');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const until = (done: () => boolean, what: string, timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      if (done()) return resolve();
      const timer = setTimeout(() => {
        events.off('request', check);
        reject(new Error(`push endpoint: ${what} did not arrive within ${timeoutMs} ms`));
      }, timeoutMs);
      function check() {
        if (!done()) return;
        clearTimeout(timer);
        events.off('request', check);
        resolve();
      }
      events.on('request', check);
    });

  return {
    get url() {
      return url;
    },
    received,
    rejected,
    device() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const entry = { keys: { ecdh, publicKey, auth }, status: 201 };
      devices.set(id, entry);
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          expirationTime: null,
          keys: { p256dh: b64u(publicKey), auth: b64u(auth) },
        },
        answer(status) {
          entry.status = status;
        },
      };
    },
    async waitFor(count, timeoutMs = 10_000) {
      await until(() => received.length >= count, `${count} push(es)`, timeoutMs);
      return received.slice(0, count);
    },
    waitForRequests: (count, timeoutMs = 10_000) =>
      until(() => requests >= count, `${count} request(s)`, timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
