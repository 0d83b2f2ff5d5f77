import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type LocalObjectStorage } from './local-storage.ts';
import { InvalidObjectPathError, ObjectExistsError, TooLargeError } from './storage.ts';

/** A stream that yields its chunks one event-loop turn apart, so two puts really overlap. */
function slowStream(chunks: string[]): Readable {
  return Readable.from(
    (async function* () {
      for (const chunk of chunks) {
        await new Promise((resolve) => setImmediate(resolve));
        yield Buffer.from(chunk);
      }
    })(),
  );
}

describe('local storage', () => {
  let dir: string;
  let storage: LocalObjectStorage;
  const now = new Date('2026-03-02T10:00:00Z');
  const options = { contentType: 'image/png', cacheControl: 'max-age=3600', maxBytes: 1024 };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'lekker-storage-'));
    storage = createLocalStorage({
      root: join(dir, 'storage'),
      secret: 'test-secret-that-is-long-enough-0123456789',
      publicUrl: 'http://localhost:3000/',
      publicBucket: 'public-images',
      clock: () => now,
    });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('stores an object with its content type and cache control, and reads it back', async () => {
    expect(await storage.put('receipts', 'u1/1-a.png', Buffer.from('hello'), options)).toEqual({ size: 5 });
    expect(await readFile(join(dir, 'storage/receipts/u1/1-a.png'), 'utf8')).toBe('hello');
    const object = await storage.get('receipts', 'u1/1-a.png');
    expect(object).toMatchObject({ contentType: 'image/png', cacheControl: 'max-age=3600', size: 5 });
    expect(await text(object!.body)).toBe('hello');
    expect(await storage.exists('receipts', 'u1/1-a.png')).toBe(true);
    expect(await storage.get('receipts', 'u1/missing.png')).toBeNull();
  });

  it('never overwrites: a second put of the same path fails and the first content stays', async () => {
    await storage.put('receipts', 'u1/2-b.png', Buffer.from('first'), options);
    await expect(
      storage.put('receipts', 'u1/2-b.png', Buffer.from('second'), options),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    await expect(
      storage.put('receipts', 'u1/2-b.png', slowStream(['third']), options),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await text((await storage.get('receipts', 'u1/2-b.png'))!.body)).toBe('first');
  });

  it('two concurrent puts of one path: exactly one wins, and its bytes are what is stored', async () => {
    const results = await Promise.allSettled([
      storage.put('receipts', 'u1/3-race.png', slowStream(['aaa', 'aaa', 'aaa']), options),
      storage.put('receipts', 'u1/3-race.png', slowStream(['bbb', 'bbb', 'bbb']), options),
    ]);
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r) => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect((lost[0] as PromiseRejectedResult).reason).toBeInstanceOf(ObjectExistsError);
    const winner = results[0]!.status === 'fulfilled' ? 'aaaaaaaaa' : 'bbbbbbbbb';
    expect(await readFile(join(dir, 'storage/receipts/u1/3-race.png'), 'utf8')).toBe(winner);
    // No temporary files are left behind by either.
    expect(await readdir(join(dir, 'storage/.tmp'))).toEqual([]);
  });

  it('refuses a body over maxBytes while streaming and stores nothing', async () => {
    let pulled = 0;
    const endless = new Readable({
      read() {
        pulled += 256;
        this.push(Buffer.alloc(256, 1));
      },
    });
    await expect(storage.put('receipts', 'u1/4-big.png', endless, options)).rejects.toBeInstanceOf(
      TooLargeError,
    );
    expect(pulled).toBeLessThan(64 * 1024);
    expect(await storage.exists('receipts', 'u1/4-big.png')).toBe(false);
    expect(await readdir(join(dir, 'storage/.tmp'))).toEqual([]);
    await expect(storage.put('receipts', 'u1/4-big.png', Buffer.alloc(1025), options)).rejects.toBeInstanceOf(
      TooLargeError,
    );
    // Exactly the limit is fine.
    expect(await storage.put('receipts', 'u1/4-big.png', Buffer.alloc(1024), options)).toEqual({
      size: 1024,
    });
  });

  it.each([
    ['receipts', '../outside.png'],
    ['receipts', 'u1/../../outside.png'],
    ['receipts', '/etc/passwd'],
    ['receipts', 'u1//x.png'],
    ['receipts', 'u1/./x.png'],
    ['receipts', 'u1\\..\\x.png'],
    ['receipts', ''],
    ['..', 'outside.png'],
    ['.meta', 'receipts/u1/1-a.png.json'],
    ['Receipts', 'x.png'],
  ])('refuses the traversal or malformed name %s / %s', async (bucket, path) => {
    await expect(storage.put(bucket, path, Buffer.from('x'), options)).rejects.toBeInstanceOf(
      InvalidObjectPathError,
    );
    await expect(storage.get(bucket, path)).rejects.toBeInstanceOf(InvalidObjectPathError);
    await expect(storage.delete(bucket, path)).rejects.toBeInstanceOf(InvalidObjectPathError);
    await expect(storage.signedUrl(bucket, path, 60)).rejects.toBeInstanceOf(InvalidObjectPathError);
    expect(existsSync(join(dir, 'outside.png'))).toBe(false);
    expect(existsSync(join(dir, 'storage/outside.png'))).toBe(false);
  });

  it('signs links for 600 s: valid until expiry, refused after it and when anything is tampered with', async () => {
    const url = new URL(await storage.signedUrl('receipts', 'u1/1-a.png', 600));
    expect(url.origin).toBe('http://localhost:3000');
    expect(url.pathname).toBe('/api/storage/signed/receipts/u1%2F1-a.png');
    const exp = url.searchParams.get('exp')!;
    const sig = url.searchParams.get('sig')!;
    expect(Number(exp)).toBe(now.getTime() / 1000 + 600);
    expect(sig).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(storage.verifySignature('receipts', 'u1/1-a.png', exp, sig)).toBe(true);
    expect(storage.verifySignature('receipts', 'u1/2-b.png', exp, sig)).toBe(false);
    expect(storage.verifySignature('public-images', 'u1/1-a.png', exp, sig)).toBe(false);
    expect(storage.verifySignature('receipts', 'u1/1-a.png', String(Number(exp) + 3600), sig)).toBe(false);
    expect(storage.verifySignature('receipts', 'u1/1-a.png', exp, `${sig.slice(0, -1)}A`)).toBe(false);
    expect(storage.verifySignature('receipts', 'u1/1-a.png', exp, 'short')).toBe(false);
    expect(storage.verifySignature('receipts', 'u1/1-a.png', `${exp}x`, sig)).toBe(false);
    expect(storage.verifySignature('receipts', '../u1/1-a.png', exp, sig)).toBe(false);

    const later = new Date(now);
    const clocked = createLocalStorage({
      root: join(dir, 'storage'),
      secret: 'test-secret-that-is-long-enough-0123456789',
      publicUrl: 'http://localhost:3000',
      publicBucket: 'public-images',
      clock: () => later,
    });
    later.setTime(now.getTime() + 600_000);
    expect(clocked.verifySignature('receipts', 'u1/1-a.png', exp, sig)).toBe(true);
    later.setTime(now.getTime() + 601_000);
    expect(clocked.verifySignature('receipts', 'u1/1-a.png', exp, sig)).toBe(false);

    const otherSecret = createLocalStorage({
      root: join(dir, 'storage'),
      secret: 'another-secret-that-is-long-enough-012345',
      publicUrl: 'http://localhost:3000',
      publicBucket: 'public-images',
      clock: () => now,
    });
    expect(otherSecret.verifySignature('receipts', 'u1/1-a.png', exp, sig)).toBe(false);
  });

  it('deletes objects (and their metadata); deleting a missing object is fine', async () => {
    await storage.put('receipts', 'u1/5-del.pdf', Buffer.from('%PDF-'), {
      ...options,
      contentType: 'application/pdf',
    });
    await storage.delete('receipts', 'u1/5-del.pdf');
    expect(await storage.exists('receipts', 'u1/5-del.pdf')).toBe(false);
    expect(existsSync(join(dir, 'storage/.meta/receipts/u1/5-del.pdf.json'))).toBe(false);
    await storage.delete('receipts', 'u1/5-del.pdf');
    // The path is free again.
    await storage.put('receipts', 'u1/5-del.pdf', Buffer.from('%PDF-2'), {
      ...options,
      contentType: 'application/pdf',
    });
  });

  it('gives public URLs only for the public bucket', async () => {
    expect(storage.publicUrl('public-images', 'menu/kota 1.png')).toBe(
      'http://localhost:3000/images/menu/kota%201.png',
    );
    expect(() => storage.publicUrl('receipts', 'u1/1-a.png')).toThrow(InvalidObjectPathError);
  });
});
