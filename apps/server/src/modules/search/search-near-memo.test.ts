// Decision 035 (third step): the memo answers a point from the cells around it, so those cells must hold every
// venue whose radius reaches the point, whatever the point and the radius.
import { haversineKm } from '@lekker/core/distance';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/seeded-random.ts';
import { cellsAround, cellsAroundCell, UNPINNED_CELL } from './search-near-memo.ts';

/** migration 0020's search_cell, the same float8 arithmetic. */
const cellOf = (lat: number, lng: number) =>
  Math.floor((lat + 90) / 0.2) * 2000 + Math.floor((lng + 180) / 0.2);

describe('cellsAround', () => {
  it('holds the cell of every pin within the radius of the point, and the unpinned cell', () => {
    const next = seededRandom(35);
    for (let i = 0; i < 20_000; i++) {
      const origin = { latitude: -35 + next() * 13, longitude: 16 + next() * 17 };
      const radius = next() < 0.1 ? next() * 80 : next() * 20;
      const around = cellsAround(origin, radius);
      // Too many cells (a radius far beyond any town's): the exact query answers.
      if (!around) {
        expect(radius).toBeGreaterThan(60);
        continue;
      }
      const cells = new Set(around);
      expect(cells.has(UNPINNED_CELL)).toBe(true);
      // A pin at up to the radius away, in any direction (points beyond it by rounding are skipped).
      const distance = radius * Math.sqrt(next());
      const bearing = next() * 2 * Math.PI;
      const d = distance / 6371;
      const lat1 = (origin.latitude * Math.PI) / 180;
      const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
      const lng2 =
        (origin.longitude * Math.PI) / 180 +
        Math.atan2(
          Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
          Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
        );
      const pin = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
      if (haversineKm(origin, pin) > radius) continue;
      expect(cells.has(cellOf(pin.latitude, pin.longitude))).toBe(true);
    }
  });

  it('reads ahead every cell a point of the same cell may need', () => {
    const next = seededRandom(36);
    for (let i = 0; i < 5_000; i++) {
      const origin = { latitude: -35 + next() * 13, longitude: 16 + next() * 17 };
      const radius = next() * 25;
      const ahead = new Set(cellsAroundCell(origin, radius));
      // Another point of the origin's cell.
      const other = {
        latitude: Math.floor((origin.latitude + 90) / 0.2) * 0.2 - 90 + next() * 0.2,
        longitude: Math.floor((origin.longitude + 180) / 0.2) * 0.2 - 180 + next() * 0.2,
      };
      if (cellOf(other.latitude, other.longitude) !== cellOf(origin.latitude, origin.longitude)) continue;
      for (const cell of cellsAround(other, radius)!) expect(ahead.has(cell)).toBe(true);
    }
  });

  it('gives up (the exact query answers) near a pole, across ±180° and for a huge radius', () => {
    expect(cellsAround({ latitude: 88.9, longitude: 0 }, 20)).toBeNull();
    expect(cellsAround({ latitude: 0, longitude: 179.99 }, 20)).toBeNull();
    expect(cellsAround({ latitude: -26, longitude: 28 }, 150)).toBeNull();
    expect(cellsAround({ latitude: -26, longitude: 28 }, Number.NaN)).toBeNull();
    expect(cellsAround({ latitude: -26, longitude: 28 }, 15)?.length).toBeLessThanOrEqual(10);
  });
});
