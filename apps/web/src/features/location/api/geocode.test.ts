import '@/test/setup.ts';
import { describe, expect, it, vi } from 'vitest';
import { lookUpAddress, placeOf } from './geocode.ts';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('geocoding calls', () => {
  it('looks an address up with a forward request', async () => {
    const fetchMock = vi.fn(async () =>
      json({
        success: true,
        latitude: -25.86,
        longitude: 25.64,
        area: null,
        city: 'Mahikeng',
        country: 'South Africa',
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(lookUpAddress('Mahikeng')).resolves.toEqual({
      found: true,
      latitude: -25.86,
      longitude: 25.64,
      place: { city: 'Mahikeng', country: 'South Africa' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/geocode');
    expect(JSON.parse(String(init.body))).toEqual({ type: 'forward', query: 'Mahikeng' });
  });

  it.each([
    ['not found', async () => json({ success: false, error: 'Address not found' })],
    ['a provider failure', async () => json({ error: { code: 'geocoder_unavailable', message: 'x' } }, 502)],
    [
      'a network failure',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('treats %s as not found', async (_, answer) => {
    vi.stubGlobal('fetch', answer);
    await expect(lookUpAddress('Nowhere')).resolves.toEqual({ found: false });
  });

  it('names a position, or nothing for raw coordinates', async () => {
    vi.stubGlobal('fetch', async () => json({ success: true, area: 'Mmabatho', city: 'Mahikeng' }));
    await expect(placeOf(-25.85, 25.63)).resolves.toEqual({ area: 'Mmabatho', city: 'Mahikeng' });
    vi.stubGlobal('fetch', async () => json({ success: true, precision: 'coordinates' }));
    await expect(placeOf(0, 0)).resolves.toBeNull();
  });
});
