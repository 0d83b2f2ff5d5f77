import type { GeocodePrecision, GeocodeResult } from '@lekker/core/contracts/geo';
import { haversineKm } from '@lekker/core/distance';
import { z } from 'zod';
import {
  coordinatesResult,
  type Geocoder,
  GeocoderUnavailableError,
  notFoundResult,
  placeResult,
} from './geocoder.ts';

/** Nominatim's usage policy asks every application to identify itself. */
export const NOMINATIM_USER_AGENT = 'LekkerEats/0.1 (+hello@lekker.test)';
export const NOMINATIM_TIMEOUT_MS = 8_000;
/** A reverse answer farther than this from the asked position names some other place: use the coordinates. */
export const NOMINATIM_REVERSE_MAX_KM = 25;

export type NominatimOptions = {
  /** e.g. https://nominatim.openstreetmap.org (config NOMINATIM_URL). */
  baseUrl: string;
  timeoutMs?: number;
};

const PlaceSchema = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  display_name: z.string().optional(),
  addresstype: z.string().optional(),
  type: z.string().optional(),
  address: z.record(z.string(), z.unknown()).optional(),
});
type NominatimPlace = z.infer<typeof PlaceSchema>;
const SearchSchema = z.array(PlaceSchema);
/** /reverse answers one place, or `{ error: 'Unable to geocode' }` when there is nothing there. */
const ReverseSchema = z.union([z.object({ error: z.string() }), PlaceSchema]);

const PROVINCE_TYPES = new Set(['state', 'province', 'region']);
const CITY_TYPES = new Set(['city', 'town', 'municipality']);
/** Results that name a district rather than a street, even when their address carries a road. */
const AREA_TYPES = new Set(['suburb', 'neighbourhood', 'quarter', 'village', 'hamlet', 'city_district']);

/** Maps Nominatim's address parts onto the result (area, city, province, country) at the given position. */
export function fromNominatim(place: NominatimPlace, latitude: number, longitude: number): GeocodeResult {
  const address = place.address ?? {};
  const part = (...keys: string[]): string | null => {
    for (const key of keys) {
      const value = address[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
    return null;
  };
  const city = part('city', 'town', 'municipality');
  let area = part('suburb', 'neighbourhood', 'village', 'town');
  if (area === city) area = null;
  const province = part('state');
  const road = part('road');
  const street = road ? [part('house_number'), road].filter(Boolean).join(' ') : null;
  const kind = place.addresstype ?? place.type ?? '';
  let precision: GeocodePrecision;
  if (PROVINCE_TYPES.has(kind)) precision = 'province';
  else if (CITY_TYPES.has(kind) && city) precision = 'city';
  // A house, building or road: the typed address itself, good enough to place the delivery pin.
  else if (road && !AREA_TYPES.has(kind)) precision = 'street';
  else if (area) precision = 'area';
  else if (city) precision = 'city';
  else if (province) precision = 'province';
  else precision = 'coordinates';
  const coarse = precision === 'province' || precision === 'city';
  return placeResult({
    latitude,
    longitude,
    street: coarse ? null : street,
    area: coarse ? null : area,
    city: precision === 'province' ? null : city,
    province,
    country: part('country'),
    precision,
  });
}

/** OpenStreetMap's Nominatim over HTTP (global fetch), South Africa only, 8 s per request. */
export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? NOMINATIM_TIMEOUT_MS;

  async function get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = `${baseUrl}${path}?${new URLSearchParams(params)}`;
    try {
      const res = await fetch(url, {
        headers: { 'User-Agent': NOMINATIM_USER_AGENT, Accept: 'application/json', 'Accept-Language': 'en' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) throw new GeocoderUnavailableError(`Nominatim answered HTTP ${res.status}`);
      return await res.json();
    } catch (error) {
      if (error instanceof GeocoderUnavailableError) throw error;
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      throw new GeocoderUnavailableError(
        timedOut ? `Nominatim did not answer within ${timeoutMs} ms` : 'Nominatim could not be reached',
        { cause: error },
      );
    }
  }

  function parse<T>(schema: z.ZodType<T>, body: unknown): T {
    const result = schema.safeParse(body);
    if (!result.success) throw new GeocoderUnavailableError('Nominatim answered in an unexpected shape');
    return result.data;
  }

  return {
    async forward(query) {
      const body = await get('/search', {
        format: 'jsonv2',
        addressdetails: '1',
        countrycodes: 'za',
        limit: '1',
        q: query,
      });
      const [place] = parse(SearchSchema, body);
      return place ? fromNominatim(place, place.lat, place.lon) : notFoundResult();
    },
    async reverse(latitude, longitude) {
      const body = await get('/reverse', {
        format: 'jsonv2',
        addressdetails: '1',
        lat: String(latitude),
        lon: String(longitude),
      });
      const place = parse(ReverseSchema, body);
      if ('error' in place) return coordinatesResult(latitude, longitude);
      const km = haversineKm({ latitude, longitude }, { latitude: place.lat, longitude: place.lon });
      if (km > NOMINATIM_REVERSE_MAX_KM) return coordinatesResult(latitude, longitude);
      return fromNominatim(place, latitude, longitude);
    },
  };
}
