import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RECEIPT_MAX_BYTES } from '@lekker/core/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders, receipts } from '../../db/schema/index.ts';
import {
  addRestaurantMember,
  insertDriverProfile,
  insertRestaurant,
  insertUser,
} from '../../seed/builders.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/app.ts';
import { generatedStream, tinyPdf, tinyPng } from '../../test/fixtures/receipt-files.ts';

type Uploaded = { path: string; size: number; content_type: string; created_at: string };
type ApiError = { error: { code: string; message: string } };

const TOO_LARGE = { error: { code: 'file_too_large', message: 'File size must be less than 8MB' } };
const BAD_TYPE = {
  error: { code: 'invalid_file_type', message: 'Please upload an image (JPG, PNG, WebP) or PDF file' },
};
const NOT_FOUND = { error: { code: 'not_found', message: 'Receipt not found.' } };
const EXPIRED = {
  error: { code: 'link_expired', message: 'This link has expired. Please open the receipt again.' },
};
const REQUIRED = 'Please upload a receipt to proceed with your custom delivery request.';

describe('receipts API (local storage)', () => {
  let t: TestApp;
  let dataDir: string;
  const now = new Date('2026-03-02T08:00:00.000Z');
  const password = 'receipt-pass';
  const users = {} as Record<
    'alice' | 'bob' | 'owner' | 'otherOwner' | 'driver' | 'admin',
    { id: string; cookie: string }
  >;
  let restaurantId: string;

  const storageRoot = () => join(dataDir, 'storage');
  const fileOf = (path: string) => join(storageRoot(), 'receipts', path);
  async function filesOnDisk(): Promise<string[]> {
    try {
      const entries = await readdir(storageRoot(), { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
    } catch {
      return [];
    }
  }
  const rowsOf = (userId: string) => t.database.db.select().from(receipts).where(eq(receipts.userId, userId));

  async function upload(
    cookie: string,
    filename: string,
    body: Buffer | ReadableStream<Uint8Array>,
    contentType: string,
    extra: { replaces?: string; headers?: Record<string, string> } = {},
  ) {
    const query = new URLSearchParams({ filename });
    if (extra.replaces) query.set('replaces', extra.replaces);
    const res = await t.app.request(
      `/api/receipts?${query}`,
      {
        method: 'PUT',
        headers: { cookie, origin: TEST_ORIGIN, 'content-type': contentType, ...extra.headers },
        body,
        duplex: 'half',
      } as RequestInit,
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    return { status: res.status, body: (await res.json()) as Uploaded & ApiError };
  }
  const signedUrl = (cookie: string, path: string) =>
    t.request<{ url: string; expires_at: string } & ApiError>('POST', '/api/receipts/signed-url', {
      cookie,
      body: { path },
    });
  /** Opens a signed link the way a browser tab would (no cookie needed). */
  const open = (url: string) => {
    const u = new URL(url);
    return t.app.request(`${u.pathname}${u.search}`);
  };
  const tick = (ms = 1000) => now.setTime(now.getTime() + ms);

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lekker-receipts-'));
    t = await createTestApp({ now, env: { DATA_DIR: dataDir } });
    const db = t.database.db;
    const restaurant = await insertRestaurant(db, { name: 'Receipt Grill' });
    const other = await insertRestaurant(db, { name: 'Other Grill' });
    restaurantId = restaurant.id;
    const make = async (
      key: keyof typeof users,
      roles: ('admin' | 'restaurant' | 'driver' | 'customer')[],
    ) => {
      const email = `${key.toLowerCase()}@receipts.test`;
      const user = await insertUser(db, { email, name: key, password, roles });
      users[key] = { id: user.id, cookie: '' };
      return user;
    };
    await make('alice', ['customer']);
    await make('bob', ['customer']);
    const owner = await make('owner', ['customer', 'restaurant']);
    const otherOwner = await make('otherOwner', ['customer', 'restaurant']);
    const driver = await make('driver', ['customer', 'driver']);
    await make('admin', ['admin']);
    await addRestaurantMember(db, owner.id, restaurant.id);
    await addRestaurantMember(db, otherOwner.id, other.id);
    await insertDriverProfile(db, driver.id, { status: 'approved' });
    for (const key of Object.keys(users) as (keyof typeof users)[])
      users[key].cookie = await t.signIn(`${key.toLowerCase()}@receipts.test`, password);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  // Every test starts a second later, so receipt paths (which carry the time) never collide by accident.
  beforeEach(() => {
    tick();
  });

  it('stores a real PNG privately under {userId}/{timestamp}-{name} and answers 201', async () => {
    const png = tinyPng();
    const res = await upload(users.alice.cookie, 'till-slip.png', png, 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      path: `${users.alice.id}/${now.getTime()}-till-slip.png`,
      size: png.length,
      content_type: 'image/png',
      created_at: now.toISOString(),
    });
    expect(await readFile(fileOf(res.body.path))).toEqual(png);
    const sidecar = JSON.parse(
      await readFile(join(storageRoot(), '.meta/receipts', `${res.body.path}.json`), 'utf8'),
    );
    expect(sidecar).toMatchObject({ contentType: 'image/png', cacheControl: 'max-age=3600' });
    const [row] = await t.database.db.select().from(receipts).where(eq(receipts.path, res.body.path));
    expect(row).toMatchObject({
      userId: users.alice.id,
      originalName: 'till-slip.png',
      size: png.length,
      orderId: null,
    });
  });

  it('accepts a PDF, JPEG and WebP, and upper-case extensions', async () => {
    expect((await upload(users.alice.cookie, 'invoice.pdf', tinyPdf(), 'application/pdf')).status).toBe(201);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60)]);
    expect((await upload(users.alice.cookie, 'photo.JPG', jpeg, 'image/jpeg')).status).toBe(201);
    const webp = Buffer.concat([
      Buffer.from('RIFF'),
      Buffer.alloc(4),
      Buffer.from('WEBPVP8 '),
      Buffer.alloc(40),
    ]);
    expect((await upload(users.alice.cookie, 'scan.webp', webp, 'image/webp; charset=binary')).status).toBe(
      201,
    );
  });

  it('takes files over the global 1 MB JSON limit (streamed, up to 8 MB), which still guards other endpoints', async () => {
    const big = tinyPng(3 * 1024 * 1024);
    const res = await upload(users.alice.cookie, 'big.png', big, 'image/png');
    expect(res.status).toBe(201);
    expect(res.body.size).toBe(big.length);
    const exact = await upload(users.alice.cookie, 'exact.png', tinyPng(RECEIPT_MAX_BYTES), 'image/png');
    expect(exact.status).toBe(201);

    const huge = await t.request<ApiError>('POST', '/api/receipts/signed-url', {
      cookie: users.alice.cookie,
      body: { path: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');
  });

  it('refuses a 9 MB streamed body without Content-Length while streaming: 413, nothing stored', async () => {
    const before = await filesOnDisk();
    const rowsBefore = (await rowsOf(users.bob.id)).length;
    const { stream, pulled } = generatedStream(9 * 1024 * 1024, tinyPng());
    const res = await upload(users.bob.cookie, 'huge.png', stream, 'image/png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
    // It stopped reading shortly after 8 MB rather than taking the whole body.
    expect(pulled()).toBeLessThan(9 * 1024 * 1024);
    expect(await filesOnDisk()).toEqual(before);
    expect((await rowsOf(users.bob.id)).length).toBe(rowsBefore);
  });

  it('refuses up front when Content-Length says more than 8 MB', async () => {
    const { stream, pulled } = generatedStream(9 * 1024 * 1024, tinyPng());
    const res = await upload(users.bob.cookie, 'huge.png', stream, 'image/png', {
      headers: { 'content-length': String(9 * 1024 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(TOO_LARGE);
    expect(pulled()).toBeLessThanOrEqual(64 * 1024);
    expect((await rowsOf(users.bob.id)).length).toBe(0);
  });

  it.each([
    [
      'wrong magic bytes behind a .png name',
      'receipt.png',
      Buffer.from('just some text, not an image'),
      'image/png',
    ],
    ['a PNG posing as a PDF', 'receipt.pdf', tinyPng(), 'application/pdf'],
    [
      'an .exe',
      'setup.exe',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100)]),
      'application/octet-stream',
    ],
    ['an .exe declared as a PNG', 'setup.exe', tinyPng(), 'image/png'],
    ['a GIF', 'funny.gif', Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(40)]), 'image/gif'],
    ['a declared type that does not match the extension', 'receipt.png', tinyPng(), 'image/jpeg'],
    ['a declared type that is not accepted', 'receipt.png', tinyPng(), 'application/octet-stream'],
    ['no extension', 'receipt', tinyPng(), 'image/png'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 'application/pdf'],
  ])('refuses %s with 415 and stores nothing', async (_what, filename, body, contentType) => {
    const before = await filesOnDisk();
    const res = await upload(users.bob.cookie, filename, body, contentType);
    expect(res.status).toBe(415);
    expect(res.body).toEqual(BAD_TYPE);
    expect(await filesOnDisk()).toEqual(before);
    expect((await rowsOf(users.bob.id)).length).toBe(0);
  });

  it('sanitises traversal and unicode names into safe paths inside the bucket', async () => {
    const traversal = await upload(users.alice.cookie, '../../etc/passwd.png', tinyPng(), 'image/png');
    expect(traversal.status).toBe(201);
    expect(traversal.body.path).toBe(`${users.alice.id}/${now.getTime()}-.._.._etc_passwd.png`);
    expect(await readFile(fileOf(traversal.body.path))).toEqual(tinyPng());
    for (const file of await filesOnDisk()) expect(file.startsWith(storageRoot())).toBe(true);

    const unicode = await upload(users.alice.cookie, 'résumé 📄.pdf', tinyPdf(), 'application/pdf');
    expect(unicode.status).toBe(201);
    expect(unicode.body.path).toBe(`${users.alice.id}/${now.getTime()}-r_sum___.pdf`);
    const [row] = await t.database.db.select().from(receipts).where(eq(receipts.path, unicode.body.path));
    expect(row?.originalName).toBe('résumé 📄.pdf');
  });

  it('never overwrites: the same path twice is 409 and the first file stays', async () => {
    const first = await upload(users.alice.cookie, 'twice.png', tinyPng(), 'image/png');
    expect(first.status).toBe(201);
    const second = await upload(users.alice.cookie, 'twice.png', tinyPng(500), 'image/png');
    expect(second.status).toBe(409);
    expect(second.body.error.code).toBe('conflict');
    expect(await readFile(fileOf(first.body.path))).toEqual(tinyPng());

    // Two at once: one wins.
    const both = await Promise.all([
      upload(users.alice.cookie, 'race.png', tinyPng(), 'image/png'),
      upload(users.alice.cookie, 'race.png', tinyPng(), 'image/png'),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('replaces an earlier receipt: the old object and row go only after the new one is stored', async () => {
    const old = await upload(users.alice.cookie, 'first-try.png', tinyPng(), 'image/png');
    tick();
    // A failed replacement leaves the old receipt alone.
    const failed = await upload(users.alice.cookie, 'second-try.png', Buffer.from('nope'), 'image/png', {
      replaces: old.body.path,
    });
    expect(failed.status).toBe(415);
    expect(await readFile(fileOf(old.body.path))).toEqual(tinyPng());

    const replaced = await upload(users.alice.cookie, 'second-try.pdf', tinyPdf(), 'application/pdf', {
      replaces: old.body.path,
    });
    expect(replaced.status).toBe(201);
    expect((await filesOnDisk()).some((f) => f.endsWith(old.body.path))).toBe(false);
    expect((await rowsOf(users.alice.id)).some((r) => r.path === old.body.path)).toBe(false);
    expect(await readFile(fileOf(replaced.body.path))).toEqual(tinyPdf());
    expect((await signedUrl(users.alice.cookie, old.body.path)).status).toBe(404);

    // Someone else's receipt cannot be replaced (nor its existence probed).
    tick();
    const foreign = await upload(users.bob.cookie, 'mine.png', tinyPng(), 'image/png', {
      replaces: replaced.body.path,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(NOT_FOUND);
    expect(await readFile(fileOf(replaced.body.path))).toEqual(tinyPdf());
  });

  it('serves a signed link: the bytes inline for 600 s, then refused; tampered links are refused', async () => {
    const png = tinyPng();
    const { body: receipt } = await upload(users.alice.cookie, 'view-me.png', png, 'image/png');
    const res = await signedUrl(users.alice.cookie, receipt.path);
    expect(res.status).toBe(200);
    expect(res.body.expires_at).toBe(new Date(now.getTime() + 600_000).toISOString());
    expect(res.body.url.startsWith(`${TEST_ORIGIN}/api/storage/signed/receipts/`)).toBe(true);

    const served = await open(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // Receipts and driver documents are personal data: no cache keeps a copy (decision 046).
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

    const url = new URL(res.body.url);
    const tampered = new URL(url);
    const sig = url.searchParams.get('sig')!;
    // Change the first character to a different one (a fixed 'A' would be no change 1 time in 64).
    tampered.searchParams.set('sig', `${sig.startsWith('A') ? 'B' : 'A'}${sig.slice(1)}`);
    const forged = await open(tampered.toString());
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual(EXPIRED);
    const extended = new URL(url);
    extended.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 86400));
    expect((await open(extended.toString())).status).toBe(403);
    const otherFile = new URL(
      url.toString().replace(encodeURIComponent(receipt.path), encodeURIComponent(`${receipt.path}x`)),
    );
    expect((await open(otherFile.toString())).status).toBe(403);

    tick(601_000);
    const expired = await open(res.body.url);
    expect(expired.status).toBe(403);
    expect(await expired.json()).toEqual(EXPIRED);
  });

  it('has no guessable public path for receipts', async () => {
    const { body: receipt } = await upload(users.alice.cookie, 'secret.png', tinyPng(), 'image/png');
    for (const path of [
      `/api/storage/receipts/${receipt.path}`,
      `/images/${receipt.path}`,
      `/storage/receipts/${receipt.path}`,
    ]) {
      const res = await t.app.request(path);
      expect(res.status, path).not.toBe(200);
    }
    const unsigned = await t.app.request(`/api/storage/signed/receipts/${encodeURIComponent(receipt.path)}`);
    expect(unsigned.status).toBe(400);
  });

  it('signed links: uploader and admins; once attached, the restaurant and driver; everyone else 404', async () => {
    const { body: receipt } = await upload(users.alice.cookie, 'shared.pdf', tinyPdf(), 'application/pdf');
    expect((await signedUrl(users.alice.cookie, receipt.path)).status).toBe(200);
    expect((await signedUrl(users.admin.cookie, receipt.path)).status).toBe(200);
    for (const who of ['bob', 'owner', 'driver'] as const) {
      const res = await signedUrl(users[who].cookie, receipt.path);
      expect(res.status, who).toBe(404);
      expect(res.body, who).toEqual(NOT_FOUND);
    }
    // A path that does not exist looks the same as one that is not yours.
    expect((await signedUrl(users.bob.cookie, `${users.bob.id}/1-nothing.png`)).body).toEqual(NOT_FOUND);
    // Anonymous callers are turned away by the guard.
    expect(
      (await t.request('POST', '/api/receipts/signed-url', { body: { path: receipt.path } })).status,
    ).toBe(401);

    const orderId = await insertCustomDeliveryOrder(users.alice.id, receipt.path, users.driver.id);
    await t.app.receipts.attachToOrder(receipt.path, orderId);

    for (const who of ['alice', 'owner', 'driver', 'admin'] as const) {
      const res = await signedUrl(users[who].cookie, receipt.path);
      expect(res.status, who).toBe(200);
      expect((await open(res.body.url)).status, who).toBe(200);
    }
    for (const who of ['bob', 'otherOwner'] as const)
      expect((await signedUrl(users[who].cookie, receipt.path)).status, who).toBe(404);
  });

  it('service API for orders: assertUsable and attachToOrder', async () => {
    const { body: receipt } = await upload(users.alice.cookie, 'checkout.png', tinyPng(), 'image/png');
    await expect(t.app.receipts.assertUsable(users.alice.id, receipt.path)).resolves.toBeUndefined();

    const refused = (promise: Promise<unknown>) =>
      expect(promise).rejects.toMatchObject({ status: 422, code: 'receipt_required', message: REQUIRED });
    await refused(t.app.receipts.assertUsable(users.bob.id, receipt.path));
    await refused(t.app.receipts.assertUsable(users.alice.id, `${users.alice.id}/1-missing.png`));

    // Only to an order of the receipt's owner.
    const bobsOrder = await insertCustomDeliveryOrder(users.bob.id, receipt.path, null);
    await refused(t.app.receipts.attachToOrder(receipt.path, bobsOrder));

    const orderId = await insertCustomDeliveryOrder(users.alice.id, receipt.path, null);
    await t.app.receipts.attachToOrder(receipt.path, orderId);
    await t.app.receipts.attachToOrder(receipt.path, orderId); // idempotent for the same order
    await refused(t.app.receipts.attachToOrder(receipt.path, bobsOrder));
    const secondOrder = await insertCustomDeliveryOrder(users.alice.id, receipt.path, null);
    await refused(t.app.receipts.attachToOrder(receipt.path, secondOrder));
    // Once attached, it is no longer usable for another order, nor removable or replaceable.
    await refused(t.app.receipts.assertUsable(users.alice.id, receipt.path));
    const del = await t.request('DELETE', `/api/receipts?path=${encodeURIComponent(receipt.path)}`, {
      cookie: users.alice.cookie,
    });
    expect(del.status).toBe(404);
    tick();
    expect(
      (await upload(users.alice.cookie, 'again.png', tinyPng(), 'image/png', { replaces: receipt.path }))
        .status,
    ).toBe(404);
    expect(await readFile(fileOf(receipt.path))).toEqual(tinyPng());
  });

  it('DELETE removes your own unattached receipt (object and row); not anyone else’s', async () => {
    const { body: receipt } = await upload(users.alice.cookie, 'remove-me.png', tinyPng(), 'image/png');
    const path = `/api/receipts?path=${encodeURIComponent(receipt.path)}`;
    expect((await t.request('DELETE', path, { cookie: users.bob.cookie })).status).toBe(404);
    expect((await t.request('DELETE', path, { cookie: users.admin.cookie })).status).toBe(403);
    const res = await t.request('DELETE', path, { cookie: users.alice.cookie });
    expect(res.status).toBe(200);
    expect((await filesOnDisk()).some((f) => f.endsWith(receipt.path))).toBe(false);
    expect((await rowsOf(users.alice.id)).some((r) => r.path === receipt.path)).toBe(false);
    expect((await t.request('DELETE', path, { cookie: users.alice.cookie })).status).toBe(404);
  });

  it('cleanup removes unattached receipts past the retention period and keeps attached and recent ones', async () => {
    const { body: abandoned } = await upload(users.bob.cookie, 'abandoned.png', tinyPng(), 'image/png');
    tick();
    const { body: kept } = await upload(users.bob.cookie, 'ordered.png', tinyPng(), 'image/png');
    await t.app.receipts.attachToOrder(
      kept.path,
      await insertCustomDeliveryOrder(users.bob.id, kept.path, null),
    );

    tick(23 * 3600 * 1000);
    const { body: recent } = await upload(users.bob.cookie, 'recent.png', tinyPng(), 'image/png');
    expect(await t.app.receipts.cleanupAbandoned(24)).toBe(0);

    tick(2 * 3600 * 1000);
    const removed = await t.app.receipts.cleanupAbandoned(24);
    expect(removed).toBeGreaterThanOrEqual(1);
    const files = await filesOnDisk();
    expect(files.some((f) => f.endsWith(abandoned.path))).toBe(false);
    expect(files.some((f) => f.endsWith(kept.path))).toBe(true);
    expect(files.some((f) => f.endsWith(recent.path))).toBe(true);
    const paths = (await rowsOf(users.bob.id)).map((r) => r.path);
    expect(paths).not.toContain(abandoned.path);
    expect(paths).toEqual(expect.arrayContaining([kept.path, recent.path]));
    // Nothing left for a second run.
    expect(await t.app.receipts.cleanupAbandoned(24)).toBe(0);
  });

  it('only customers upload; anonymous callers get 401', async () => {
    const anonymous = await t.app.request('/api/receipts?filename=a.png', {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: tinyPng(),
    });
    expect(anonymous.status).toBe(401);
    const admin = await upload(users.admin.cookie, 'a.png', tinyPng(), 'image/png');
    expect(admin.status).toBe(403);
  });

  let orderSeq = 0;
  async function insertCustomDeliveryOrder(customerId: string, receiptPath: string, driverId: string | null) {
    orderSeq += 1;
    const [order] = await t.database.db
      .insert(orders)
      .values({
        orderNumber: `ORDER-RECEIPT-${orderSeq}-${Date.now()}`,
        type: 'custom_delivery',
        customerId,
        restaurantId,
        driverId,
        status: driverId ? 'ready' : 'placed',
        paymentMethod: 'cash',
        subtotalCents: 0,
        deliveryFeeCents: 3500,
        totalCents: 3500,
        deliveryAddress: { street: '12 Shippard Street', city: 'Mahikeng', province: 'North West' },
        customDeliveryData: {
          customer_name: 'Alice',
          customer_phone: '0821234567',
          items_requested: 'Bread and milk',
          delivery_address: '12 Shippard Street, Mahikeng',
          delivery_lat: -25.85,
          delivery_lng: 25.64,
          delivery_distance_km: 2.1,
          receipt_path: receiptPath,
        },
      })
      .returning({ id: orders.id });
    return order!.id;
  }
});
