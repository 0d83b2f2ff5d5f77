import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDeletions, auditLog, ledgerLines, orders } from '../../db/schema/index.ts';
import { insertUser } from '../../seed/builders.ts';
import { privacyFixture } from './privacy.fixture.ts';
import { readStoredZip } from './read-zip.ts';

// Wednesday 2026-03-11, 12:00 in Johannesburg.
const START = new Date('2026-03-11T10:00:00Z');
let now = START;
const clock = () => now;

type Fixture = Awaited<ReturnType<typeof privacyFixture>>;
type Statement = { net_cents: number; closing_balance_cents: number; lines: unknown[] };

describe('POPIA: see your data, delete your account (docs/decisions/067-privacy-export-and-deletion.md)', () => {
  let f: Fixture;
  const statement = async () =>
    (await f.t.get<Statement>(`/api/restaurant/venues/${f.venue.id}/statement`, { cookie: f.cookies.owner }))
      .body;

  beforeAll(async () => {
    f = await privacyFixture(clock);
  });
  afterAll(() => f.t.close());

  it("the export holds the person's known rows and files, and nothing of another customer's", async () => {
    const res = await f.exportOf(f.a.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="lekker-eats-my-data-2026-03-11.zip"',
    );
    const files = readStoredZip(res.bytes);
    const data = JSON.parse(files.get('data.json')!.toString()) as Record<string, Record<string, unknown>[]>;
    const mine = f.ordersOf(f.a);
    expect(data.account).toEqual([expect.objectContaining({ id: f.a.id, email: f.a.email })]);
    expect(data.profile?.[0]?.phone).toBe(f.a.phone);
    expect(data.orders?.map((o) => o.order_number).sort()).toEqual(mine.map((o) => o.orderNumber).sort());
    expect(data.order_items?.length).toBe(mine.reduce((n, o) => n + o.items.length, 0));
    expect(data.addresses).toHaveLength(1);
    expect(data.chats).toHaveLength(2);
    expect(data.notifications).toHaveLength(1);
    expect(data.messages_sent).toHaveLength(1);
    expect(data.consents).toEqual([expect.objectContaining({ channel: 'sms', granted: true })]);
    expect(data.sessions?.length).toBeGreaterThanOrEqual(1);
    expect(data.sessions?.[0]).not.toHaveProperty('token');
    expect(data.sign_in_methods?.[0]).not.toHaveProperty('password');
    expect((data.processors as unknown as { name: string }[]).map((p) => p.name)).toContain(
      'PayFast (Network International)',
    );
    expect(data.receipts).toHaveLength(1);
    expect(data.receipts?.[0]).not.toHaveProperty('path');
    const receiptFile = [...files.keys()].find((k) => k.startsWith('files/receipts/'));
    expect(receiptFile).toMatch(/till-slip\.png$/);
    expect(files.get(receiptFile!)!.subarray(1, 4).toString()).toBe('PNG');
    const ordersCsv = files.get('csv/orders.csv')!.toString().trim().split('\n');
    expect(ordersCsv).toHaveLength(mine.length + 1);
    expect(ordersCsv[0]).toMatch(/^id,order_number,type,status,venue,/);
    // Nothing of customer B: not their e-mail, name, phone, or any order of theirs.
    const everything = [...files.values()].map((b) => b.toString('latin1')).join('\n');
    for (const foreign of [f.b.email, f.b.name, f.b.phone, ...f.ordersOf(f.b).map((o) => o.orderNumber)])
      expect(everything).not.toContain(foreign);
    const [audit] = await f.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.exported'));
    expect(audit?.targetId).toBe(f.a.id);
  });

  it('a customer with 1,100 orders gets every one of them, page after page', async () => {
    const many = await insertUser(f.db, { email: 'many.orders@example.test', name: 'Many Orders' });
    const template = f.ordersOf(f.b)[0]!;
    const rows = Array.from({ length: 1100 }, (_, i) => ({
      orderNumber: `ORDER-MANY-${String(i).padStart(4, '0')}`,
      customerId: many.id,
      restaurantId: f.venue.id,
      status: 'delivered' as const,
      paymentMethod: 'cash' as const,
      subtotalCents: template.subtotalCents,
      deliveryFeeCents: template.deliveryFeeCents,
      totalCents: template.totalCents,
      deliveryAddress: { street: `${i} Long Road`, city: 'Mahikeng', province: 'North West' },
      createdAt: new Date(START.getTime() - (i + 1) * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 250) await f.db.insert(orders).values(rows.slice(i, i + 250));
    const res = await f.exportOf(await f.t.signIn('many.orders@example.test', 'password123'));
    const files = readStoredZip(res.bytes);
    const data = JSON.parse(files.get('data.json')!.toString()) as { orders: { order_number: string }[] };
    expect(new Set(data.orders.map((o) => o.order_number)).size).toBe(1100);
    expect(files.get('csv/orders.csv')!.toString().trim().split('\n')).toHaveLength(1101);
  });

  it('the export is rate-limited per person', async () => {
    for (let i = 0; i < 5; i++) expect((await f.exportOf(f.b.cookie)).status).toBe(200);
    const limited = await f.exportOf(f.b.cookie);
    expect(limited.status).toBe(429);
    expect(JSON.parse(limited.bytes.toString()).error.message).toBe(
      'You have downloaded your data several times this hour. Please try again later.',
    );
  });

  it('the breach tool lists the people of the given orders and e-mails, audited, and asks for a criterion', async () => {
    type Affected = {
      people: { email: string; phone: string | null; roles: string[] }[];
      truncated: boolean;
    };
    const res = await f.t.request<Affected>('POST', '/api/admin/privacy/affected', {
      cookie: f.cookies.admin,
      body: { order_numbers: [f.ordersOf(f.a)[0]!.orderNumber], emails: ['SIPHO.stranger@example.test'] },
    });
    expect(res.status).toBe(200);
    const emails = res.body.people.map((p) => p.email);
    expect(emails).toEqual(expect.arrayContaining([f.a.email, f.b.email]));
    expect(emails).not.toContain('owner@privacy.test');
    expect(res.body.people.find((p) => p.email === f.a.email)?.phone).toBe(f.a.phone);
    const empty = await f.t.request<{ error: { message: string } }>('POST', '/api/admin/privacy/affected', {
      cookie: f.cookies.admin,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Choose order numbers, e-mail addresses or a time range.');
    const [entry] = await f.db.select().from(auditLog).where(eq(auditLog.action, 'privacy.breach_lookup'));
    expect(entry?.summary).toBe(`Listed ${res.body.people.length} people affected by a compromise`);
  });

  it('a wrong or missing password deletes nothing and says why', async () => {
    const missing = await f.t.request<{ error: { message: string } }>('DELETE', '/api/me', {
      cookie: f.a.cookie,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Please enter your password.');
    const wrong = await f.t.request<{ error: { message: string } }>('DELETE', '/api/me', {
      cookie: f.a.cookie,
      body: { password: 'not-it' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('That password is not right. Please try again.');
    expect(await f.tablesHolding(f.a.email)).not.toEqual([]);
    expect((await f.t.get('/api/profile', { cookie: f.a.cookie })).status).toBe(200);
  });

  it("deletion leaves no e-mail, phone or name of the person in any table, and the venue's statement as it was", async () => {
    const before = await statement();
    expect(before.lines.length).toBeGreaterThan(0);
    const ledgerBefore = await f.db.select().from(ledgerLines);
    const res = await f.t.request<{ status: string; message: string }>('DELETE', '/api/me', {
      cookie: f.a.cookie,
      body: { password: 'privacy-pass' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'deleted',
      message: 'Your account has been deleted and you have been signed out everywhere.',
    });
    for (const needle of [f.a.email, f.a.phone, f.a.name, 'Thandiwe', 'Mokoena-Zulu'])
      expect(await f.tablesHolding(needle), needle).toEqual([]);
    // The stranger is untouched.
    expect(await f.tablesHolding(f.b.email)).toContain('user.email');
    expect(await f.tablesHolding(f.b.name)).toContain('order_messages.body');
    // Signed out everywhere; the account cannot sign in again.
    expect((await f.t.get('/api/profile', { cookie: f.a.cookie })).status).toBe(401);
    const signIn = await f.t.request('POST', '/api/account/sign-in', {
      body: { email: f.a.email, password: 'privacy-pass' },
    });
    expect(signIn.status).toBe(401);
    // The money stays: the same ledger, the same statement; the orders stay, tied to the anonymous account.
    expect(await f.db.select().from(ledgerLines)).toEqual(ledgerBefore);
    expect(await statement()).toEqual(before);
    const kept = await f.db.select().from(orders).where(eq(orders.customerId, f.a.id));
    expect(kept).toHaveLength(f.ordersOf(f.a).length);
    expect(kept.every((o) => o.deliveryAddress.street === 'Removed' && o.deliveryLat === null)).toBe(true);
    // The venue's desk names the deleted customer so.
    const desk = await f.t.get<{ orders: { order_number: string; customer: { first_name: string } }[] }>(
      `/api/restaurant/venues/${f.venue.id}/desk`,
      { cookie: f.cookies.owner },
    );
    const todays = desk.body.orders.filter((o) =>
      f.ordersOf(f.a).some((p) => p.orderNumber === o.order_number),
    );
    expect(todays.length).toBeGreaterThan(0);
    expect(todays.every((o) => o.customer.first_name === 'Deleted customer')).toBe(true);
    // Admins see it in the audit log.
    const audit = await f.t.get<{ entries: { action: string; target_id: string }[] }>(
      `/api/admin/audit?q=${f.a.id}`,
      { cookie: f.cookies.admin },
    );
    expect(audit.body.entries.map((e) => e.action)).toContain('privacy.deleted');
  });

  it('the append-only tables still refuse any other change', async () => {
    await expect(f.db.update(ledgerLines).set({ amountCents: 1 })).rejects.toThrow();
    await expect(f.db.delete(auditLog)).rejects.toThrow();
  });

  it("a deleted customer's kept orders and money lines are purged after 5 years, not before", async () => {
    const mine = f.ordersOf(f.a).map((o) => o.id);
    now = new Date('2031-03-10T10:00:00Z');
    expect(await f.t.app.jobs.purgeDeletedCustomers()).toBe(0);
    expect(await f.db.select().from(orders).where(inArray(orders.id, mine))).toHaveLength(mine.length);
    now = new Date('2031-03-11T10:00:01Z');
    expect(await f.t.app.jobs.purgeDeletedCustomers()).toBe(1);
    expect(await f.db.select().from(orders).where(inArray(orders.id, mine))).toEqual([]);
    expect(await f.db.select().from(ledgerLines).where(inArray(ledgerLines.orderId, mine))).toEqual([]);
    // B's orders and lines stay; a second run finds nothing to do.
    const theirs = f.ordersOf(f.b).map((o) => o.id);
    expect(await f.db.select().from(orders).where(inArray(orders.id, theirs))).toHaveLength(theirs.length);
    expect(await f.t.app.jobs.purgeDeletedCustomers()).toBe(0);
    const [row] = await f.db.select().from(accountDeletions).where(eq(accountDeletions.userId, f.a.id));
    expect(row?.purgedAt).toEqual(now);
    now = START;
  });
  it('a deletion with an order under way waits until it ends, and says so', async () => {
    const [live] = await f.db
      .update(orders)
      .set({ status: 'placed' })
      .where(eq(orders.id, f.ordersOf(f.b)[0]!.id))
      .returning();
    const res = await f.t.request<{ status: string; message: string }>('DELETE', '/api/me', {
      cookie: f.b.cookie,
      body: { password: 'privacy-pass' },
    });
    expect(res.body).toEqual({
      status: 'waiting',
      message:
        'Your account will be deleted as soon as your current order has ended. Until then you can still follow it.',
    });
    expect((await f.t.get('/api/profile', { cookie: f.b.cookie })).status).toBe(200);
    expect(await f.t.app.jobs.completeWaitingDeletions()).toBe(0);
    expect(await f.tablesHolding(f.b.email)).toContain('user.email');
    await f.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, live!.id));
    expect(await f.t.app.jobs.completeWaitingDeletions()).toBe(1);
    expect(await f.tablesHolding(f.b.email)).toEqual([]);
    expect((await f.t.get('/api/profile', { cookie: f.b.cookie })).status).toBe(401);
    const actions = (await f.db.select().from(auditLog).where(eq(auditLog.targetId, f.b.id))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['privacy.deletion_requested', 'privacy.deleted']));
  });
});
