import { describe, expect, it } from 'vitest';
import { haversineKm, type LatLng } from './distance.ts';

const mahikeng: LatLng = { latitude: -25.856, longitude: 25.6403 };
const rustenburg: LatLng = { latitude: -25.6676, longitude: 27.2421 };
const johannesburg: LatLng = { latitude: -26.2041, longitude: 28.0473 };

describe('haversineKm (R = 6371 km)', () => {
  it.each([
    ['same point', mahikeng, mahikeng, 0, 9],
    ['Mahikeng → Rustenburg', mahikeng, rustenburg, 161.77, 1],
    ['Rustenburg → Mahikeng (symmetric)', rustenburg, mahikeng, 161.77, 1],
    ['Mahikeng → Johannesburg', mahikeng, johannesburg, 243.59, 1],
    [
      '1° of longitude on the equator (2π·6371/360)',
      { latitude: 0, longitude: 0 },
      { latitude: 0, longitude: 1 },
      111.1949,
      3,
    ],
    ['antipodes (π·6371)', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }, 20015.0868, 3],
    ['pole to pole', { latitude: 90, longitude: 0 }, { latitude: -90, longitude: 0 }, 20015.0868, 3],
  ] as const)('%s', (_label, a, b, km, digits) => {
    expect(haversineKm(a, b)).toBeCloseTo(km, digits);
  });
});
