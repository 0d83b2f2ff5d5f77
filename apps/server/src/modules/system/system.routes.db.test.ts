import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

type OpenApiDoc = {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[] }>>;
  components: { schemas: Record<string, unknown> };
};

describe('system endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /api/health answers ok', async () => {
    const res = await t.get('/api/health');
    expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
  });

  it('GET /api/ready checks the database', async () => {
    const res = await t.get('/api/ready');
    expect([res.status, res.body]).toEqual([200, { status: 'ok' }]);
  });

  it('the OpenAPI document lists every catalogue endpoint with its schemas', async () => {
    const { status, body } = await t.get<OpenApiDoc>('/api/openapi.json');
    expect(status).toBe(200);
    for (const path of [
      '/health',
      '/ready',
      '/restaurants',
      '/restaurants/{id}',
      '/restaurants/{id}/menu',
      '/restaurants/{id}/reviews',
      '/ads',
    ]) {
      expect(body.paths[path]?.get, path).toBeDefined();
    }
    for (const schema of [
      'RestaurantListItem',
      'RestaurantDetail',
      'MenuItem',
      'Review',
      'RatingSummary',
      'AdCard',
      'ApiError',
    ])
      expect(body.components.schemas[schema], schema).toBeDefined();
  });

  it('the interactive docs page is served offline', async () => {
    const page = await t.app.request('/api/docs');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('/api/docs/assets/swagger-ui-bundle.js');
    const bundle = await t.app.request('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('unknown API paths answer 404 in the error shape', async () => {
    const { status, body } = await t.get<{ error: { code: string } }>('/api/nope');
    expect(status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it('sets the security headers on every response', async () => {
    const res = await t.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('guards the metrics with the operator token when one is configured', async () => {
    const guarded = await createTestApp({ env: { METRICS_TOKEN: 'scrape-me' } });
    try {
      expect((await guarded.app.request('/metrics')).status).toBe(401);
      const ok = await guarded.app.request('/metrics', { headers: { authorization: 'Bearer scrape-me' } });
      expect(ok.status).toBe(200);
    } finally {
      await guarded.close();
    }
  });

  it('exposes Prometheus metrics', async () => {
    await t.app.request('/api/health');
    // Without METRICS_TOKEN, metrics answer this machine only.
    const loopback = {
      incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 1, remoteFamily: 'IPv4' } },
    };
    const res = await t.app.request('/metrics', {}, loopback);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('http_requests_total{method="GET",route="/api/health",status="200"}');
  });
});
