import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type ApiError = { error: { code: string; message: string; fields?: Record<string, string> } };

describe('POST /api/geocode (offline gazetteer, the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const geocode = <T = GeocodeResult>(body: unknown) => t.request<T>('POST', '/api/geocode', { body });

  it('finds an address without signing in', async () => {
    const { status, body } = await geocode({ type: 'forward', query: 'Mmabatho' });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      formatted_address: 'Mmabatho, Mahikeng, North West, South Africa',
      area: 'Mmabatho',
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
      precision: 'area',
    });
    expect(body.latitude).toBeCloseTo(-25.85, 2);
    expect(body.longitude).toBeCloseTo(25.633, 2);
  });

  it('answers 200 with Address not found for an unknown place', async () => {
    const { status, body } = await geocode({ type: 'forward', query: 'Gotham City' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, error: 'Address not found' });
  });

  it('names a position', async () => {
    const { status, body } = await geocode({ type: 'reverse', latitude: -25.856, longitude: 25.6403 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      city: 'Mahikeng',
      province: 'North West',
      latitude: -25.856,
    });
  });

  it('falls back to the raw coordinates (6 decimals) where nothing is near', async () => {
    const { status, body } = await geocode({ type: 'reverse', latitude: -35, longitude: 10 });
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      latitude: -35,
      longitude: 10,
      formatted_address: '-35.000000, 10.000000',
      precision: 'coordinates',
      area: null,
      city: null,
      province: null,
      country: null,
    });
  });

  it.each([
    [{ type: 'forward', query: '   ' }, 'query'],
    [{ type: 'forward', query: '' }, 'query'],
    [{ type: 'forward' }, 'query'],
    [{ type: 'forward', query: 'x'.repeat(201) }, 'query'],
    [{ type: 'reverse', latitude: 91, longitude: 25 }, 'latitude'],
    [{ type: 'reverse', latitude: -25.8, longitude: 181 }, 'longitude'],
    [{ type: 'reverse', latitude: '-25.8', longitude: 25 }, 'latitude'],
    [{ type: 'sideways', query: 'Mahikeng' }, 'type'],
    [{ query: 'Mahikeng' }, 'type'],
  ])('rejects %j with 400 naming %s, in words for people', async (payload, field) => {
    const { status, body } = await geocode<ApiError>(payload);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields ?? {})).toContain(field);
    // A sentence for people, not zod's wording (core/validation-messages.ts); `fields` names the field.
    expect(body.error.message).not.toMatch(/^Invalid|Too (big|small)|expected/);
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await t.app.request('/api/geocode', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"type": "forward", ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ApiError).error.code).toBeTruthy();
  });

  it('is described in the OpenAPI document', async () => {
    const { body } = await t.get<{
      paths: Record<string, { post?: { 'x-audience'?: string } }>;
      components: { schemas: Record<string, unknown> };
    }>('/api/openapi.json');
    expect(body.paths['/geocode']?.post?.['x-audience']).toBe('public');
    expect(body.components.schemas.GeocodeRequest).toBeDefined();
    expect(body.components.schemas.GeocodeResult).toBeDefined();
  });
});

describe('POST /api/geocode (Nominatim configured, provider down)', () => {
  let t: TestApp;
  let server: Server;
  let requests = 0;

  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests++;
      res.writeHead(503, { 'content-type': 'text/plain' });
      res.end('overloaded');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ env: { GEOCODER: 'nominatim', NOMINATIM_URL: url } });
  });
  afterAll(async () => {
    await t.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('answers a forward lookup with 502 geocoder_unavailable', async () => {
    const { status, body } = await t.request<ApiError>('POST', '/api/geocode', {
      body: { type: 'forward', query: 'Mahikeng' },
    });
    expect(status).toBe(502);
    expect(body.error.code).toBe('geocoder_unavailable');
    expect(body.error.message).toMatch(/unavailable/i);
    expect(requests).toBeGreaterThan(0);
  });

  it('answers a reverse lookup with the raw coordinates', async () => {
    const { status, body } = await t.request<GeocodeResult>('POST', '/api/geocode', {
      body: { type: 'reverse', latitude: -25.856, longitude: 25.6403 },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      precision: 'coordinates',
      formatted_address: '-25.856000, 25.640300',
    });
  });
});
