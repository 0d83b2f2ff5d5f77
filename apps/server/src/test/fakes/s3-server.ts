import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A tiny S3 stand-in for tests (path-style URLs only): PUT (with `If-None-Match: *`), GET, HEAD and DELETE of
 * objects, SigV4-signed requests or presigned GETs (whose expiry it enforces). Enough for the real AWS SDK.
 */
export type FakeS3 = {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType?: string; cacheControl?: string }>;
  requests: { method: string; url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
};

const xmlError = (res: ServerResponse, status: number, code: string, message: string) => {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
};

/** `20260302T100000Z` → epoch ms. */
function amzDate(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}

export async function startFakeS3(options: { now?: () => number } = {}): Promise<FakeS3> {
  const now = options.now ?? (() => Date.now());
  const objects: FakeS3['objects'] = new Map();
  const requests: FakeS3['requests'] = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const [bucket, ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const id = `${bucket}/${key}`;

    const presigned = url.searchParams.get('X-Amz-Signature');
    const signed = presigned || String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 ');
    if (!signed) return xmlError(res, 403, 'AccessDenied', 'Anonymous access is forbidden');
    if (presigned) {
      const expires =
        amzDate(url.searchParams.get('X-Amz-Date') ?? '') +
        Number(url.searchParams.get('X-Amz-Expires')) * 1000;
      if (!(now() <= expires)) return xmlError(res, 403, 'AccessDenied', 'Request has expired');
    }
    if (!bucket || !key) return xmlError(res, 400, 'InvalidRequest', 'Bucket and key required');

    switch (req.method) {
      case 'PUT': {
        const chunks: Buffer[] = [];
        let aborted = false;
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('aborted', () => {
          aborted = true;
        });
        req.on('error', () => {
          aborted = true;
        });
        req.on('end', () => {
          if (aborted) return;
          if (req.headers['if-none-match'] === '*' && objects.has(id))
            return xmlError(
              res,
              412,
              'PreconditionFailed',
              'At least one of the pre-conditions you specified did not hold',
            );
          objects.set(id, {
            body: Buffer.concat(chunks),
            contentType: req.headers['content-type'],
            cacheControl: req.headers['cache-control'],
          });
          res.writeHead(200, { etag: '"fake"' });
          res.end();
        });
        return;
      }
      case 'GET':
      case 'HEAD': {
        const object = objects.get(id);
        if (!object) {
          if (req.method === 'HEAD') {
            res.writeHead(404);
            return res.end();
          }
          return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        const headers: Record<string, string> = {
          'content-type': object.contentType ?? 'application/octet-stream',
          'content-length': String(object.body.length),
          etag: '"fake"',
        };
        const cacheControl = url.searchParams.get('response-cache-control') ?? object.cacheControl;
        if (cacheControl) headers['cache-control'] = cacheControl;
        const disposition = url.searchParams.get('response-content-disposition');
        if (disposition) headers['content-disposition'] = disposition;
        res.writeHead(200, headers);
        return res.end(req.method === 'GET' ? object.body : undefined);
      }
      case 'DELETE':
        objects.delete(id);
        res.writeHead(204);
        return res.end();
      default:
        return xmlError(res, 405, 'MethodNotAllowed', 'Not supported by the fake');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
