import { describe, expect, it } from 'vitest';
import { AppError } from '../../domain/errors.ts';
import { createGeocoder, createGeoService } from './geo.service.ts';
import { type Geocoder, GeocoderUnavailableError } from './geocoder.ts';

const down: Geocoder = {
  forward: async () => {
    throw new GeocoderUnavailableError('Nominatim answered HTTP 503');
  },
  reverse: async () => {
    throw new GeocoderUnavailableError('Nominatim did not answer within 8000 ms');
  },
};

describe('geo service', () => {
  it('passes forward and reverse lookups to the geocoder', async () => {
    const calls: unknown[] = [];
    const service = createGeoService({
      forward: async (query) => {
        calls.push(['forward', query]);
        return { success: false, error: 'Address not found' };
      },
      reverse: async (latitude, longitude) => {
        calls.push(['reverse', latitude, longitude]);
        return { success: true, latitude, longitude, precision: 'city', city: 'Mahikeng' };
      },
    });
    expect(await service.geocode({ type: 'forward', query: 'Nowhere' })).toEqual({
      success: false,
      error: 'Address not found',
    });
    expect(await service.geocode({ type: 'reverse', latitude: -25.856, longitude: 25.6403 })).toMatchObject({
      city: 'Mahikeng',
    });
    expect(calls).toEqual([
      ['forward', 'Nowhere'],
      ['reverse', -25.856, 25.6403],
    ]);
  });

  it('turns a failing provider into a 502 for forward lookups', async () => {
    const error = await createGeoService(down)
      .geocode({ type: 'forward', query: 'Mahikeng' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'geocoder_unavailable' });
  });

  it('falls back to the raw coordinates when the provider fails a reverse lookup', async () => {
    const warnings: unknown[] = [];
    const service = createGeoService(down, { warn: (...args: unknown[]) => warnings.push(args) });
    expect(await service.geocode({ type: 'reverse', latitude: -25.856, longitude: 25.6403 })).toEqual({
      success: true,
      latitude: -25.856,
      longitude: 25.6403,
      formatted_address: '-25.856000, 25.640300',
      precision: 'coordinates',
      area: null,
      city: null,
      province: null,
      country: null,
    });
    expect(warnings).toHaveLength(1);
  });

  it('lets programming errors through', async () => {
    const broken: Geocoder = {
      forward: async () => {
        throw new TypeError('bug');
      },
      reverse: async () => {
        throw new TypeError('bug');
      },
    };
    await expect(createGeoService(broken).geocode({ type: 'forward', query: 'x' })).rejects.toThrow(
      TypeError,
    );
    await expect(
      createGeoService(broken).geocode({ type: 'reverse', latitude: 0, longitude: 0 }),
    ).rejects.toThrow(TypeError);
  });

  it('picks the offline gazetteer by default and Nominatim when configured', async () => {
    const offline = createGeocoder({ provider: 'offline', nominatimUrl: 'http://127.0.0.1:9' });
    expect(await offline.forward('Mahikeng')).toMatchObject({ city: 'Mahikeng' });
    const nominatim = createGeocoder({ provider: 'nominatim', nominatimUrl: 'http://127.0.0.1:9' });
    await expect(nominatim.forward('Mahikeng')).rejects.toThrow(GeocoderUnavailableError);
  });
});
