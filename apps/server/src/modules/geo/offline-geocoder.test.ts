import { readFileSync, statSync } from 'node:fs';
import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { describe, expect, it, vi } from 'vitest';
import type { GazetteerFile } from './gazetteer.ts';
import { createOfflineGeocoder } from './offline-geocoder.ts';

const DATA_URL = new URL('./data/za-gazetteer.json', import.meta.url);
const geocoder = createOfflineGeocoder();
const MAHIKENG = {
  success: true,
  area: null,
  city: 'Mahikeng',
  province: 'North West',
  country: 'South Africa',
  precision: 'city',
  formatted_address: 'Mahikeng, North West, South Africa',
} satisfies GeocodeResult;

describe('offline geocoder: forward', () => {
  it.each([
    'Mahikeng',
    'mahikeng',
    '  MAHIKENG ',
    'Mafikeng',
    'Mafeking',
    'Mahikeng, North West',
    '12 Main Road, Mahikeng',
  ])('%s → Mahikeng', async (query) => {
    const result = await geocoder.forward(query);
    expect(result).toMatchObject(MAHIKENG);
    expect(result.latitude).toBeCloseTo(-25.865, 2);
    expect(result.longitude).toBeCloseTo(25.644, 2);
  });

  it('finds Mmabatho as an area of Mahikeng', async () => {
    expect(await geocoder.forward('Mmabatho')).toMatchObject({
      success: true,
      area: 'Mmabatho',
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
      precision: 'area',
      formatted_address: 'Mmabatho, Mahikeng, North West, South Africa',
    });
  });

  it.each([
    ['Johannesburg', 'Johannesburg', 'Gauteng'],
    ['Cape Town', 'Cape Town', 'Western Cape'],
    ['Rustenburg', 'Rustenburg', 'North West'],
    ['Port Elizabeth', 'Gqeberha', 'Eastern Cape'],
    ['Pietersburg', 'Polokwane', 'Limpopo'],
    ['Nelspruit', 'Mbombela', 'Mpumalanga'],
    ['Pilgrims Rest', 'Pilgrim’s Rest', 'Mpumalanga'],
    ['Durban, KwaZulu-Natal, South Africa', 'Durban', 'KwaZulu-Natal'],
  ])('%s → %s in %s', async (query, city, province) => {
    expect(await geocoder.forward(query)).toMatchObject({ success: true, city, province, precision: 'city' });
  });

  it.each([
    ['North West', 'North West'],
    ['north-west province', 'North West'],
    ['KZN', 'KwaZulu-Natal'],
    ['Gauteng', 'Gauteng'],
  ])("%s → the province %s at its centre, precision 'province'", async (query, province) => {
    const result = await geocoder.forward(query);
    expect(result).toMatchObject({
      success: true,
      area: null,
      city: null,
      province,
      country: 'South Africa',
      precision: 'province',
      formatted_address: `${province}, South Africa`,
    });
  });

  it('uses the comma parts after the place to confirm it, and words inside a part without commas', async () => {
    expect(await geocoder.forward('Mmabatho, Mahikeng, North West')).toMatchObject({
      area: 'Mmabatho',
      city: 'Mahikeng',
    });
    expect(await geocoder.forward('Mmabatho Mahikeng')).toMatchObject({ area: 'Mmabatho', city: 'Mahikeng' });
    expect(await geocoder.forward('Hope Street Mahikeng 2745')).toMatchObject(MAHIKENG);
    expect(await geocoder.forward('Sunset Beach Cape Town')).toMatchObject({
      area: 'Sunset Beach',
      city: 'Cape Town',
    });
  });

  it('picks among places of one name by the province named after a comma, else by population', async () => {
    expect(await geocoder.forward('Middelburg')).toMatchObject({
      city: 'Middelburg',
      province: 'Mpumalanga',
    });
    expect(await geocoder.forward('Middelburg, Eastern Cape')).toMatchObject({
      city: 'Middelburg',
      province: 'Eastern Cape',
    });
    expect(await geocoder.forward('Heidelberg, WESTERN CAPE')).toMatchObject({ province: 'Western Cape' });
    expect(await geocoder.forward('Heidelberg')).toMatchObject({ province: 'Gauteng' });
  });

  it('accepts one typo in a name of five letters or more', async () => {
    expect(await geocoder.forward('Mahikng')).toMatchObject(MAHIKENG); // deletion
    expect(await geocoder.forward('Mahiekng')).toMatchObject(MAHIKENG); // transposition
    expect(await geocoder.forward('Johannesbrug')).toMatchObject({ city: 'Johannesburg' });
    expect(await geocoder.forward('Mmabtho')).toMatchObject({ area: 'Mmabatho' });
  });

  it('rejects two typos', async () => {
    expect(await geocoder.forward('Mhikng')).toEqual({ success: false, error: 'Address not found' });
    expect(await geocoder.forward('Johanesbrug')).toEqual({ success: false, error: 'Address not found' });
  });

  it('does not fuzz short names', async () => {
    expect(await geocoder.forward('Addo')).toMatchObject({
      success: true,
      city: 'Addo',
      province: 'Eastern Cape',
    });
    expect(await geocoder.forward('Adod')).toEqual({ success: false, error: 'Address not found' });
    expect(await geocoder.forward('Ado')).toEqual({ success: false, error: 'Address not found' });
  });

  it.each(['xyzzy', 'Nowhere Special', 'Gotham, Narnia', '12345', 'South Africa'])(
    '%s → not found',
    async (query) => {
      expect(await geocoder.forward(query)).toEqual({ success: false, error: 'Address not found' });
    },
  );
});

describe('offline geocoder: reverse', () => {
  it('names the place near the Mahikeng centre, keeping the asked position', async () => {
    const result = await geocoder.reverse(-25.856, 25.6403);
    expect(result).toMatchObject({
      success: true,
      latitude: -25.856,
      longitude: 25.6403,
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
    });
    // Mmabatho lies within 3 km, so the area is named too.
    expect(result).toMatchObject({ area: 'Mmabatho', precision: 'area' });
    expect(result.formatted_address).toBe('Mmabatho, Mahikeng, North West, South Africa');
  });

  it('names a city when no area is near', async () => {
    expect(await geocoder.reverse(-26.2041, 28.0473)).toMatchObject({
      area: null,
      city: 'Johannesburg',
      province: 'Gauteng',
      precision: 'city',
    });
  });

  it('falls back to the raw coordinates, 6 decimals, far from every place (in the ocean)', async () => {
    expect(await geocoder.reverse(-35, 10)).toEqual({
      success: true,
      latitude: -35,
      longitude: 10,
      formatted_address: '-35.000000, 10.000000',
      area: null,
      city: null,
      province: null,
      country: null,
      precision: 'coordinates',
    });
    expect((await geocoder.reverse(-25.856, 10.6403)).formatted_address).toBe('-25.856000, 10.640300');
  });
});

describe('offline gazetteer data', () => {
  const file = JSON.parse(readFileSync(DATA_URL, 'utf8')) as GazetteerFile;

  it('is commit-sized, South African, attributed, with every province', () => {
    expect(statSync(DATA_URL).size).toBeLessThan(2 * 1024 * 1024);
    expect(file.places.length).toBeGreaterThan(500);
    expect(file.attribution).toContain('GeoNames');
    expect(file.attribution).toContain('CC BY 4.0');
    expect(file.provinces).toHaveLength(9);
    for (let p = 0; p < 9; p++) expect(file.places.some((r) => r[5] === p)).toBe(true);
    for (const [, , , lat, lng] of file.places) {
      expect(lat).toBeGreaterThan(-35.5);
      expect(lat).toBeLessThan(-21.5);
      expect(lng).toBeGreaterThan(16);
      expect(lng).toBeLessThan(33.5);
    }
  });

  it('is read once, on the first lookup', async () => {
    const load = vi.fn(async () => file);
    const lazy = createOfflineGeocoder(load);
    expect(load).not.toHaveBeenCalled();
    await lazy.forward('Mahikeng');
    await lazy.reverse(-25.856, 25.6403);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries loading again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('disk')).mockResolvedValue(file);
    const lazy = createOfflineGeocoder(load);
    await expect(lazy.forward('Mahikeng')).rejects.toThrow('disk');
    expect(await lazy.forward('Mahikeng')).toMatchObject(MAHIKENG);
  });
});
