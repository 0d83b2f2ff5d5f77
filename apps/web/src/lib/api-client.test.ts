import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiSend, buildApiUrl } from './api-client.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('buildApiUrl', () => {
  it('prefixes /api and drops empty parameters', () => {
    expect(
      buildApiUrl('/restaurants', { lat: -25.8, kind: 'grocery', cuisine: undefined, q: '', x: null }),
    ).toBe('/api/restaurants?lat=-25.8&kind=grocery');
    expect(buildApiUrl('/api/health')).toBe('/api/health');
  });
});

describe('apiGet / apiSend', () => {
  it('sends credentials and parses JSON', async () => {
    const fetchMock = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/restaurants', { open_now: true })).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/restaurants?open_now=true',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('throws ApiError with the server error shape', async () => {
    vi.stubGlobal('fetch', async () =>
      json(
        {
          error: {
            code: 'validation_error',
            message: 'Invalid input',
            fields: { lat: 'lat must be between -90 and 90' },
          },
        },
        400,
      ),
    );
    const error = await apiSend('POST', '/orders', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_error',
      // zod's words and a field's code name never reach a person (lib/error-text.ts).
      message: 'Please check the map pin.',
      fields: { lat: 'Please check the map pin.' },
      isClientError: true,
    });
  });

  it('copes with a non-JSON error body and with network failures', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiGet('/x')).rejects.toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'Something went wrong on our side. Please try again in a moment.',
    });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet('/x')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});
