import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type Profile = { full_name: string | null; phone: string | null; email: string; language: string | null };
type Address = {
  id: string;
  label: string;
  street: string;
  city: string;
  province: string;
  postal_code: string | null;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
};

const home = {
  label: 'Home',
  street: '12 Shippard Street',
  city: 'Mahikeng',
  province: 'North West',
  postal_code: '2745',
  notes: 'Blue gate behind the tuck shop',
  latitude: -25.856,
  longitude: 25.6403,
};

describe('profile API', () => {
  let t: TestApp;
  let thabo: string;
  let naledi: string;
  let driverOnly: string;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await insertUser(db, {
      email: 'thabo@profile.test',
      name: 'Thabo Molefe',
      profile: { phone: '+27821234567' },
    });
    await insertUser(db, { email: 'naledi@profile.test', name: 'Naledi Dube' });
    await insertUser(db, { email: 'driver@profile.test', name: 'Driver Only', roles: ['driver'] });
    thabo = await t.signIn('thabo@profile.test', 'password123');
    naledi = await t.signIn('naledi@profile.test', 'password123');
    driverOnly = await t.signIn('driver@profile.test', 'password123', 'driver');
  });
  afterAll(() => t.close());

  it('refuses anonymous callers', async () => {
    for (const [method, path] of [
      ['GET', '/api/profile'],
      ['PATCH', '/api/profile'],
      ['GET', '/api/profile/addresses'],
      ['POST', '/api/profile/addresses'],
    ] as const) {
      const res = await t.request(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('returns the caller’s name, phone and e-mail', async () => {
    const res = await t.get<Profile>('/api/profile', { cookie: thabo });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      full_name: 'Thabo Molefe',
      phone: '+27821234567',
      email: 'thabo@profile.test',
      language: null,
    });
  });

  it('stores the chosen language, keeps the other fields, and refuses one it does not speak', async () => {
    const res = await t.request<Profile>('PATCH', '/api/profile', {
      cookie: thabo,
      body: { language: 'tn-ZA' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: 'tn-ZA', full_name: 'Thabo Molefe', phone: '+27821234567' });
    expect((await t.get<Profile>('/api/profile', { cookie: thabo })).body.language).toBe('tn-ZA');
    const bad = await t.request<ErrorBody>('PATCH', '/api/profile', {
      cookie: thabo,
      body: { language: 'fr-FR' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('language');
    expect((await t.get<Profile>('/api/profile', { cookie: thabo })).body.language).toBe('tn-ZA');
    await t.request('PATCH', '/api/profile', { cookie: thabo, body: { language: 'en-ZA' } });
  });

  it('updates the name and normalises a South African phone number', async () => {
    const res = await t.request<Profile>('PATCH', '/api/profile', {
      cookie: naledi,
      body: { full_name: '  Naledi M. Dube ', phone: '082 555 1234' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ full_name: 'Naledi M. Dube', phone: '+27825551234' });
    const again = await t.get<Profile>('/api/profile', { cookie: naledi });
    expect(again.body.phone).toBe('+27825551234');

    const cleared = await t.request<Profile>('PATCH', '/api/profile', {
      cookie: naledi,
      body: { phone: '' },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ full_name: 'Naledi M. Dube', phone: null });
  });

  it('refuses an invalid phone number and an empty name with field messages', async () => {
    const phone = await t.request<ErrorBody>('PATCH', '/api/profile', {
      cookie: naledi,
      body: { phone: '12345' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.error.fields?.phone).toMatch(/South African phone number/);
    const name = await t.request<ErrorBody>('PATCH', '/api/profile', {
      cookie: naledi,
      body: { full_name: '  ' },
    });
    expect(name.status).toBe(400);
    expect(name.body.error.fields?.full_name).toBe('Please enter your name');
  });

  it('saves, lists (newest first) and deletes addresses', async () => {
    const empty = await t.get<{ addresses: Address[] }>('/api/profile/addresses', { cookie: thabo });
    expect(empty.status).toBe(200);
    expect(empty.body.addresses).toEqual([]);

    const first = await t.request<Address>('POST', '/api/profile/addresses', { cookie: thabo, body: home });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject(home);
    const second = await t.request<Address>('POST', '/api/profile/addresses', {
      cookie: thabo,
      body: { street: '4 University Drive', city: 'Mmabatho', province: 'North West' },
    });
    expect(second.status).toBe(201);
    expect(second.body).toMatchObject({ label: 'Home', postal_code: null, notes: null, latitude: null });

    const list = await t.get<{ addresses: Address[] }>('/api/profile/addresses', { cookie: thabo });
    expect(list.body.addresses.map((a) => a.street)).toEqual(['4 University Drive', '12 Shippard Street']);

    const del = await t.request('DELETE', `/api/profile/addresses/${second.body.id}`, { cookie: thabo });
    expect(del.status).toBe(200);
    const after = await t.get<{ addresses: Address[] }>('/api/profile/addresses', { cookie: thabo });
    expect(after.body.addresses.map((a) => a.id)).toEqual([first.body.id]);
  });

  it('requires street, city and province', async () => {
    const res = await t.request<ErrorBody>('POST', '/api/profile/addresses', {
      cookie: thabo,
      body: { street: ' ', city: '', province: 'North West' },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ street: 'Street is required', city: 'City is required' });
  });

  it('keeps addresses private: another customer neither sees nor deletes them', async () => {
    const mine = await t.request<Address>('POST', '/api/profile/addresses', { cookie: thabo, body: home });
    const theirs = await t.get<{ addresses: Address[] }>('/api/profile/addresses', { cookie: naledi });
    expect(theirs.body.addresses).toEqual([]);

    const del = await t.request<ErrorBody>('DELETE', `/api/profile/addresses/${mine.body.id}`, {
      cookie: naledi,
    });
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Address not found.');
    const missing = await t.request('DELETE', '/api/profile/addresses/00000000-0000-4000-8000-000000000000', {
      cookie: thabo,
    });
    expect(missing.status).toBe(404);
    const still = await t.get<{ addresses: Address[] }>('/api/profile/addresses', { cookie: thabo });
    expect(still.body.addresses.map((a) => a.id)).toContain(mine.body.id);
  });

  it('corrects an address in place; another customer gets a 404 and changes nothing', async () => {
    const mine = await t.request<Address>('POST', '/api/profile/addresses', { cookie: thabo, body: home });
    const moved = { ...home, label: 'Work', street: '4 University Drive', notes: null, latitude: -25.84 };
    const foreign = await t.request<ErrorBody>('PUT', `/api/profile/addresses/${mine.body.id}`, {
      cookie: naledi,
      body: moved,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Address not found.');
    const bad = await t.request<ErrorBody>('PUT', `/api/profile/addresses/${mine.body.id}`, {
      cookie: thabo,
      body: { ...moved, street: ' ' },
    });
    expect(bad.status).toBe(400);
    const res = await t.request<Address>('PUT', `/api/profile/addresses/${mine.body.id}`, {
      cookie: thabo,
      body: moved,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: mine.body.id,
      label: 'Work',
      street: '4 University Drive',
      notes: null,
    });
    const list = await t.get<{ addresses: Address[] }>('/api/profile/addresses', { cookie: thabo });
    expect(list.body.addresses.find((a) => a.id === mine.body.id)).toMatchObject({
      street: '4 University Drive',
      latitude: -25.84,
    });
  });

  it('lets any signed-in person read their profile but keeps addresses for customers', async () => {
    expect((await t.get('/api/profile', { cookie: driverOnly })).status).toBe(200);
    expect((await t.get('/api/profile/addresses', { cookie: driverOnly })).status).toBe(403);
  });
});
