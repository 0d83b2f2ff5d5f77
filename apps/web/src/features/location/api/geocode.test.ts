import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, apiHandler, serveApi } from '@/test/fakes/api-server.ts';
import { lookUpAddress, placeOf } from './geocode.ts';

describe('geocoding calls', () => {
  it('looks an address up with a forward request', async () => {
    const bodies: unknown[] = [];
    serveApi(
      apiHandler('post', '/geocode', async ({ request }) => {
        bodies.push(await request.json());
        return {
          success: true,
          latitude: -25.86,
          longitude: 25.64,
          area: null,
          city: 'Mahikeng',
          country: 'South Africa',
        };
      }),
    );
    await expect(lookUpAddress('Mahikeng')).resolves.toEqual({
      found: true,
      latitude: -25.86,
      longitude: 25.64,
      place: { city: 'Mahikeng', country: 'South Africa' },
    });
    expect(bodies).toEqual([{ type: 'forward', query: 'Mahikeng' }]);
  });

  it.each([
    ['not found', () => HttpResponse.json({ success: false, error: 'Address not found' })],
    ['a provider failure', () => apiError(502, 'geocoder_unavailable', 'x')],
    ['a network failure', () => HttpResponse.error()],
  ])('treats %s as not found', async (_, answer) => {
    serveApi(http.post('/api/geocode', answer));
    await expect(lookUpAddress('Nowhere')).resolves.toEqual({ found: false });
  });

  it('names a position, or nothing for raw coordinates', async () => {
    serveApi(apiHandler('post', '/geocode', { success: true, area: 'Mmabatho', city: 'Mahikeng' }));
    await expect(placeOf(-25.85, 25.63)).resolves.toEqual({ area: 'Mmabatho', city: 'Mahikeng' });
    serveApi(apiHandler('post', '/geocode', { success: true, precision: 'coordinates' }));
    await expect(placeOf(0, 0)).resolves.toBeNull();
  });
});
