// The offline South African gazetteer: the committed data file's format and the in-memory places read from it.
// The file is written by apps/server/scripts/build-gazetteer.ts from GeoNames data (CC BY 4.0).

/** What a place stands for in an address: a town or city, or an area (suburb, section) of one. */
export type PlacePrecision = 'city' | 'area';

/**
 * One place as a compact array, in this order:
 * name, ASCII name, alternate names, latitude, longitude, province (index into `provinces`), population (0 when the
 * source does not know it), precision, parent city (index into `places`, areas only, else null).
 */
export type GazetteerRow = [
  name: string,
  asciiName: string,
  altNames: string[],
  latitude: number,
  longitude: number,
  province: number,
  population: number,
  precision: PlacePrecision,
  parent: number | null,
];

export type GazetteerFile = {
  attribution: string;
  sources: string[];
  fields: string[];
  provinces: string[];
  places: GazetteerRow[];
};

export const GAZETTEER_FIELDS = [
  'name',
  'asciiName',
  'altNames',
  'latitude',
  'longitude',
  'province',
  'population',
  'precision',
  'parent',
] as const;

export type Place = {
  name: string;
  asciiName: string;
  altNames: string[];
  latitude: number;
  longitude: number;
  province: string;
  population: number;
  precision: PlacePrecision;
  /** The city an area belongs to (the most populous town or city of its province within 15 km). */
  parent: Place | null;
};

/** Reads the compact rows into linked places, checking the shape so a broken file fails loudly at first use. */
export function decodeGazetteer(file: GazetteerFile): Place[] {
  if (file.fields.join() !== GAZETTEER_FIELDS.join()) {
    throw new Error(`Unexpected gazetteer fields: ${file.fields.join(', ')}`);
  }
  const places: Place[] = file.places.map((row, i) => {
    const [name, ascii, altNames, latitude, longitude, province, population, precision] = row;
    const provinceName = file.provinces[province];
    if (
      typeof name !== 'string' ||
      !provinceName ||
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude)
    ) {
      throw new Error(`Malformed gazetteer row ${i}: ${JSON.stringify(row)}`);
    }
    return {
      name,
      asciiName: ascii,
      altNames,
      latitude,
      longitude,
      province: provinceName,
      population,
      precision,
      parent: null,
    };
  });
  file.places.forEach((row, i) => {
    const parent = row[8];
    if (parent !== null) places[i]!.parent = places[parent] ?? null;
  });
  return places;
}
