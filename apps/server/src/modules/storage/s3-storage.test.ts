import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { type FakeS3, startFakeS3 } from '../../test/fakes/s3-server.ts';
import { createStorage } from './create-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { InvalidObjectPathError, ObjectExistsError, type ObjectStorage, TooLargeError } from './storage.ts';

// The real AWS SDK v3 code path (client, signing, XML errors, presigner) against a local fake S3 server.
describe('S3 storage', () => {
  let fake: FakeS3;
  let storage: ObjectStorage;
  let fakeNow = Date.now();
  const options = { contentType: 'application/pdf', cacheControl: 'max-age=3600', maxBytes: 1024 };

  beforeAll(async () => {
    fake = await startFakeS3({ now: () => fakeNow });
    // Built from configuration, as app.ts does.
    const config = loadConfig({
      NODE_ENV: 'test',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: fake.endpoint,
      S3_REGION: 'af-south-1',
      S3_ACCESS_KEY_ID: 'test-key',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    storage = createStorage(config);
    expect(storage.driver).toBe('s3');
  });
  afterAll(() => fake.close());

  it('puts a buffer with its type and cache control, conditionally (If-None-Match: *)', async () => {
    expect(await storage.put('receipts', 'u1/1-a.pdf', Buffer.from('%PDF-1.4 a'), options)).toEqual({
      size: 10,
    });
    const put = fake.requests.find((r) => r.method === 'PUT' && r.url.startsWith('/receipts/u1/1-a.pdf'))!;
    expect(put.headers['if-none-match']).toBe('*');
    expect(put.headers['content-length']).toBe('10');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=test-key\/\d{8}\/af-south-1\/s3\/aws4_request/,
    );
    expect(fake.objects.get('receipts/u1/1-a.pdf')).toMatchObject({
      contentType: 'application/pdf',
      cacheControl: 'max-age=3600',
    });
    const object = await storage.get('receipts', 'u1/1-a.pdf');
    expect(object).toMatchObject({ contentType: 'application/pdf', size: 10 });
    expect(await text(object!.body)).toBe('%PDF-1.4 a');
    expect(await storage.exists('receipts', 'u1/1-a.pdf')).toBe(true);
    expect(await storage.exists('receipts', 'u1/nope.pdf')).toBe(false);
    expect(await storage.get('receipts', 'u1/nope.pdf')).toBeNull();
  });

  it('never overwrites: the 412 from the store becomes ObjectExistsError', async () => {
    await expect(
      storage.put('receipts', 'u1/1-a.pdf', Buffer.from('%PDF-other'), options),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect(fake.objects.get('receipts/u1/1-a.pdf')!.body.toString()).toBe('%PDF-1.4 a');
  });

  it('streams a body of known length, and collects one of unknown length', async () => {
    const known = Readable.from([Buffer.from('%PDF-'), Buffer.from('known')]);
    expect(await storage.put('receipts', 'u1/2-k.pdf', known, { ...options, contentLength: 10 })).toEqual({
      size: 10,
    });
    const unknown = Readable.from([Buffer.from('%PDF-'), Buffer.from('unknown')]);
    expect(await storage.put('receipts', 'u1/3-u.pdf', unknown, options)).toEqual({ size: 12 });
    expect(fake.objects.get('receipts/u1/2-k.pdf')!.body.toString()).toBe('%PDF-known');
    expect(fake.objects.get('receipts/u1/3-u.pdf')!.body.toString()).toBe('%PDF-unknown');
  });

  it('aborts past maxBytes while streaming and stores nothing', async () => {
    const before = fake.requests.length;
    const endless = () =>
      new Readable({
        read() {
          this.push(Buffer.alloc(300, 1));
        },
      });
    // Unknown length: refused before any request is made.
    await expect(storage.put('receipts', 'u1/4-big.pdf', endless(), options)).rejects.toBeInstanceOf(
      TooLargeError,
    );
    expect(fake.requests.length).toBe(before);
    // A declared length over the limit: refused up front.
    await expect(
      storage.put('receipts', 'u1/4-big.pdf', endless(), { ...options, contentLength: 5000 }),
    ).rejects.toBeInstanceOf(TooLargeError);
    // A body longer than it declared: the counting transform aborts the request mid-stream.
    await expect(
      storage.put('receipts', 'u1/4-big.pdf', endless(), { ...options, contentLength: 1024 }),
    ).rejects.toBeInstanceOf(TooLargeError);
    await expect(storage.put('receipts', 'u1/4-big.pdf', Buffer.alloc(1025), options)).rejects.toBeInstanceOf(
      TooLargeError,
    );
    expect(fake.objects.has('receipts/u1/4-big.pdf')).toBe(false);
  });

  it('presigns GET links the store serves until they expire', async () => {
    const url = await storage.signedUrl('receipts', 'u1/1-a.pdf', 600);
    const parsed = new URL(url);
    expect(parsed.origin).toBe(fake.endpoint);
    expect(parsed.pathname).toBe('/receipts/u1/1-a.pdf');
    expect(parsed.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(parsed.searchParams.get('X-Amz-Expires')).toBe('600');
    expect(parsed.searchParams.get('X-Amz-Credential')).toMatch(/^test-key\//);
    expect(parsed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(parsed.searchParams.get('response-content-disposition')).toBe('inline');

    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('%PDF-1.4 a');

    fakeNow = Date.now() + 601_000;
    try {
      expect((await fetch(url)).status).toBe(403);
    } finally {
      fakeNow = Date.now();
    }
  });

  it('deletes (missing objects too) and refuses traversal before any request', async () => {
    await storage.delete('receipts', 'u1/3-u.pdf');
    expect(fake.objects.has('receipts/u1/3-u.pdf')).toBe(false);
    await storage.delete('receipts', 'u1/3-u.pdf');
    const before = fake.requests.length;
    await expect(storage.put('receipts', '../x.pdf', Buffer.from('x'), options)).rejects.toBeInstanceOf(
      InvalidObjectPathError,
    );
    await expect(storage.get('receipts', 'u1/../../x.pdf')).rejects.toBeInstanceOf(InvalidObjectPathError);
    expect(fake.requests.length).toBe(before);
  });

  it('builds public URLs for the public bucket only', () => {
    expect(storage.publicUrl('public-images', 'menu/a b.png')).toBe(
      `${fake.endpoint}/public-images/menu/a%20b.png`,
    );
    expect(() => storage.publicUrl('receipts', 'u1/1-a.pdf')).toThrow(InvalidObjectPathError);
    const aws = createS3Storage({ region: 'af-south-1', forcePathStyle: false, publicBucket: 'imgs' });
    expect(aws.publicUrl('imgs', 'x.png')).toBe('https://imgs.s3.af-south-1.amazonaws.com/x.png');
    void aws.close();
  });
});
