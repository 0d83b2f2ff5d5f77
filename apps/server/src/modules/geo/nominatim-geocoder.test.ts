import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { GeocoderUnavailableError } from './geocoder.ts';
import { createNominatimGeocoder, NOMINATIM_USER_AGENT } from './nominatim-geocoder.ts';

/** Canned Nominatim answers (jsonv2, addressdetails=1), trimmed to what the geocoder reads. */
const MMABATHO_SEARCH = [
  {
    lat: '-25.8418',
    lon: '25.6309',
    display_name:
      'Mmabatho, Mahikeng Local Municipality, Ngaka Modiri Molema District Municipality, North West, 2735, South Africa',
    addresstype: 'suburb',
    type: 'suburb',
    address: {
      suburb: 'Mmabatho',
      town: 'Mahikeng',
      municipality: 'Mahikeng Local Municipality',
      state: 'North West',
      postcode: '2735',
      country: 'South Africa',
      country_code: 'za',
    },
  },
];
const MAHIKENG_TOWN = {
  lat: '-25.8652',
  lon: '25.6442',
  addresstype: 'town',
  address: { town: 'Mahikeng', state: 'North West', country: 'South Africa', country_code: 'za' },
};
const STREET_REVERSE = {
  lat: '-25.8561',
  lon: '25.6404',
  addresstype: 'road',
  address: {
    house_number: '12',
    road: 'Main Road',
    neighbourhood: 'Golfview',
    city: 'Mahikeng',
    state: 'North West',
    country: 'South Africa',
  },
};
const NORTH_WEST = {
  lat: '-26.1',
  lon: '25.7',
  addresstype: 'state',
  address: { state: 'North West', country: 'South Africa' },
};

type Reply = (req: IncomingMessage, res: ServerResponse, url: URL) => void;
const json =
  (body: unknown, status = 200): Reply =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

describe('Nominatim geocoder against a local fake Nominatim', () => {
  let server: Server;
  let baseUrl: string;
  let reply: Reply = json([]);
  const seen: { url: URL; headers: IncomingMessage['headers'] }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      seen.push({ url, headers: req.headers });
      reply(req, res, url);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterEach(() => {
    seen.length = 0;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('searches South Africa for one result with address details, identifying itself', async () => {
    reply = json(MMABATHO_SEARCH);
    const result = await createNominatimGeocoder({ baseUrl }).forward('Mmabatho, Mahikeng');
    expect(seen).toHaveLength(1);
    const { url, headers } = seen[0]!;
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'za',
      limit: '1',
      q: 'Mmabatho, Mahikeng',
    });
    expect(headers['user-agent']).toBe(NOMINATIM_USER_AGENT);
    expect(headers['user-agent']).toBe('LekkerEats/0.1 (+hello@lekker.test)');
    expect(result).toEqual({
      success: true,
      latitude: -25.8418,
      longitude: 25.6309,
      formatted_address: 'Mmabatho, Mahikeng, North West, South Africa',
      area: 'Mmabatho',
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
      precision: 'area',
    });
  });

  it('maps a town to a city without repeating it as the area', async () => {
    reply = json([MAHIKENG_TOWN]);
    expect(await createNominatimGeocoder({ baseUrl }).forward('Mahikeng')).toMatchObject({
      area: null,
      city: 'Mahikeng',
      province: 'North West',
      precision: 'city',
      formatted_address: 'Mahikeng, North West, South Africa',
    });
  });

  it('maps a state to a province', async () => {
    reply = json([NORTH_WEST]);
    expect(await createNominatimGeocoder({ baseUrl }).forward('North West')).toMatchObject({
      area: null,
      city: null,
      province: 'North West',
      precision: 'province',
      formatted_address: 'North West, South Africa',
    });
  });

  it('answers Address not found for an empty result', async () => {
    reply = json([]);
    expect(await createNominatimGeocoder({ baseUrl }).forward('Nowhere at all')).toEqual({
      success: false,
      error: 'Address not found',
    });
  });

  it('reverse: asks for the position and keeps it, naming street, area, city and province', async () => {
    reply = json(STREET_REVERSE);
    const result = await createNominatimGeocoder({ baseUrl }).reverse(-25.856, 25.6403);
    const { url } = seen[0]!;
    expect(url.pathname).toBe('/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      addressdetails: '1',
      lat: '-25.856',
      lon: '25.6403',
    });
    expect(result).toEqual({
      success: true,
      latitude: -25.856,
      longitude: 25.6403,
      formatted_address: '12 Main Road, Golfview, Mahikeng, North West, South Africa',
      area: 'Golfview',
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
      precision: 'street',
    });
  });

  it('forward: a house or road found is precise to the street (it can place the delivery pin by itself)', async () => {
    reply = json([{ ...STREET_REVERSE, addresstype: 'building' }]);
    expect(await createNominatimGeocoder({ baseUrl }).forward('12 Main Road, Mahikeng')).toMatchObject({
      latitude: -25.8561,
      longitude: 25.6404,
      precision: 'street',
      formatted_address: '12 Main Road, Golfview, Mahikeng, North West, South Africa',
    });
    // A suburb whose record carries a road is still only the suburb.
    reply = json([{ ...STREET_REVERSE, addresstype: 'suburb' }]);
    expect(await createNominatimGeocoder({ baseUrl }).forward('Golfview')).toMatchObject({
      precision: 'area',
    });
  });

  it('reverse: falls back to raw coordinates when Nominatim finds nothing or only something far away', async () => {
    const geocoder = createNominatimGeocoder({ baseUrl });
    const fallback = {
      success: true,
      latitude: -35,
      longitude: 10,
      formatted_address: '-35.000000, 10.000000',
      precision: 'coordinates',
      area: null,
      city: null,
      province: null,
      country: null,
    };
    reply = json({ error: 'Unable to geocode' });
    expect(await geocoder.reverse(-35, 10)).toEqual(fallback);
    reply = json(MAHIKENG_TOWN);
    expect(await geocoder.reverse(-35, 10)).toEqual(fallback);
  });

  it('reports HTTP 500 as unavailable', async () => {
    reply = json({ message: 'boom' }, 500);
    const geocoder = createNominatimGeocoder({ baseUrl });
    await expect(geocoder.forward('Mahikeng')).rejects.toThrow(GeocoderUnavailableError);
    await expect(geocoder.reverse(-25.856, 25.6403)).rejects.toThrow('Nominatim answered HTTP 500');
  });

  it('reports a garbled answer as unavailable', async () => {
    reply = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>maintenance</html>');
    };
    await expect(createNominatimGeocoder({ baseUrl }).forward('Mahikeng')).rejects.toThrow(
      GeocoderUnavailableError,
    );
    reply = json([{ lat: 'north', lon: 'east' }]);
    await expect(createNominatimGeocoder({ baseUrl }).forward('Mahikeng')).rejects.toThrow(
      'unexpected shape',
    );
  });

  it('gives up after the timeout', async () => {
    reply = () => {
      // Never answers.
    };
    const started = Date.now();
    await expect(createNominatimGeocoder({ baseUrl, timeoutMs: 200 }).forward('Mahikeng')).rejects.toThrow(
      'Nominatim did not answer within 200 ms',
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('reports an unreachable server as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      createNominatimGeocoder({ baseUrl: `http://127.0.0.1:${port}` }).forward('Mahikeng'),
    ).rejects.toThrow('Nominatim could not be reached');
  });
});
