import type { GeocodeResult } from '@lekker/core/contracts/geo';
import { haversineKm } from '@lekker/core/distance';
import { ZA_PLACE_ALIASES, ZA_PROVINCES, type ZaProvince } from './data/za-aliases.ts';
import { decodeGazetteer, type GazetteerFile, type Place } from './gazetteer.ts';
import { COUNTRY, coordinatesResult, type Geocoder, notFoundResult, placeResult } from './geocoder.ts';
import { damerauLevenshtein, normalizeText } from './text.ts';

/** Reverse lookups name the nearest place within this distance, else answer the raw coordinates. */
export const REVERSE_RADIUS_KM = 25;
/** …preferring an area (suburb) when one is this close. */
export const AREA_RADIUS_KM = 3;
/** Names (and query parts) shorter than this are only matched exactly, never with a typo. */
export const FUZZY_MIN_LENGTH = 5;

/** Comma parts that say nothing about where in South Africa. */
const IGNORED_PARTS = new Set(['south africa', 'suid afrika', 'za', 'rsa']);

type Target = { kind: 'place'; place: Place } | { kind: 'province'; province: ZaProvince };

type Index = {
  places: Place[];
  /** Normalised name → what it names (places under every name and alias, provinces under theirs). */
  names: Map<string, Target[]>;
  /** Every normalised way of writing a province, by its name. */
  provinceKeys: Map<string, string[]>;
  /** Every normalised way of writing a place (to recognise it as context). */
  placeKeys: Map<Place, string[]>;
};

type Candidate = {
  target: Target;
  /** How many other words of the query confirm it (its province, its city). */
  score: number;
  /** 0 for a whole comma part, 1 for words inside a part. */
  span: number;
  /** Lower is preferred at equal score and span. */
  order: number;
};

function addName(names: Map<string, Target[]>, name: string, target: Target) {
  const key = normalizeText(name);
  if (!key) return;
  const list = names.get(key) ?? [];
  if (!list.some((t) => sameTarget(t, target))) list.push(target);
  names.set(key, list);
}

function sameTarget(a: Target, b: Target): boolean {
  if (a.kind === 'place' && b.kind === 'place') return a.place === b.place;
  if (a.kind === 'province' && b.kind === 'province') return a.province === b.province;
  return false;
}

export function buildIndex(file: GazetteerFile): Index {
  const places = decodeGazetteer(file);
  const names = new Map<string, Target[]>();
  const placeKeys = new Map<Place, string[]>();
  for (const place of places) {
    const own = [place.name, place.asciiName, ...place.altNames];
    for (const name of own) addName(names, name, { kind: 'place', place });
    placeKeys.set(place, [...new Set(own.map(normalizeText))]);
  }
  for (const [from, to] of Object.entries(ZA_PLACE_ALIASES)) {
    for (const target of names.get(normalizeText(to)) ?? []) {
      if (target.kind !== 'place') continue;
      addName(names, from, target);
      placeKeys.get(target.place)?.push(normalizeText(from));
    }
  }
  const provinceKeys = new Map<string, string[]>();
  for (const province of ZA_PROVINCES) {
    const spellings = [province.name, ...province.aliases].flatMap((n) => [n, `${n} province`]);
    for (const name of spellings) addName(names, name, { kind: 'province', province });
    provinceKeys.set(province.name, spellings.map(normalizeText));
  }
  return { places, names, provinceKeys, placeKeys };
}

/** The query's comma parts, normalised, without trailing postal codes and without the country. */
function queryParts(query: string): string[] {
  return query
    .split(/[,;\n]/)
    .map((part) =>
      normalizeText(part)
        .replace(/(^| )\d{4}$/, '')
        .trim(),
    )
    .filter((part) => part && !IGNORED_PARTS.has(part));
}

function contains(context: string, key: string): boolean {
  return context.includes(` ${key} `);
}

function contextScore(index: Index, target: Target, context: string): number {
  if (target.kind === 'province') return 0;
  const { place } = target;
  let score = 0;
  // Naming its province or its city confirms a place (and picks it among places of the same name). A contradicting
  // province is not held against it: the place name is the stronger clue ("Mahikeng, Gauteng" is still Mahikeng).
  if (index.provinceKeys.get(place.province)?.some((k) => contains(context, k))) score++;
  if (place.parent && index.placeKeys.get(place.parent)?.some((k) => contains(context, k))) score++;
  return score;
}

function population(target: Target): number {
  return target.kind === 'place' ? target.place.population : Number.POSITIVE_INFINITY;
}

function best(candidates: Candidate[]): Target | undefined {
  return [...candidates].sort(
    (a, b) =>
      b.score - a.score ||
      a.span - b.span ||
      a.order - b.order ||
      population(b.target) - population(a.target),
  )[0]?.target;
}

/** Exact matches: whole comma parts first (street parts simply match nothing), then runs of words inside a part. */
function exactCandidates(index: Index, parts: string[]): Candidate[] {
  const candidates: Candidate[] = [];
  parts.forEach((part, i) => {
    const others = parts.filter((_, j) => j !== i);
    const context = ` ${others.join(' ')} `;
    for (const target of index.names.get(part) ?? []) {
      candidates.push({ target, score: contextScore(index, target, context), span: 0, order: i });
    }
    const words = part.split(' ');
    for (let length = words.length - 1; length >= 1; length--) {
      for (let start = 0; start + length <= words.length; start++) {
        const key = words.slice(start, start + length).join(' ');
        const rest = [...words.slice(0, start), ...words.slice(start + length), ...others].join(' ');
        for (const target of index.names.get(key) ?? []) {
          // Inside a part, the rightmost and then the longest run of words wins ("Hope Street Mahikeng").
          const order = i * 10_000 - (start + length) * 100 - length;
          candidates.push({ target, score: contextScore(index, target, ` ${rest} `), span: 1, order });
        }
      }
    }
  });
  return candidates;
}

/** At most one typo (Damerau–Levenshtein ≤ 1) in a whole comma part, for names of 5 characters or more. */
function fuzzyCandidates(index: Index, parts: string[]): Candidate[] {
  const candidates: Candidate[] = [];
  parts.forEach((part, i) => {
    if (part.length < FUZZY_MIN_LENGTH) return;
    const context = ` ${parts.filter((_, j) => j !== i).join(' ')} `;
    for (const [key, targets] of index.names) {
      if (key.length < FUZZY_MIN_LENGTH || Math.abs(key.length - part.length) > 1) continue;
      if (damerauLevenshtein(part, key, 1) > 1) continue;
      for (const target of targets) {
        candidates.push({ target, score: contextScore(index, target, context), span: 0, order: i });
      }
    }
  });
  return candidates;
}

function targetResult(target: Target): GeocodeResult {
  if (target.kind === 'province') {
    const { province } = target;
    return placeResult({
      latitude: province.latitude,
      longitude: province.longitude,
      area: null,
      city: null,
      province: province.name,
      country: COUNTRY,
      precision: 'province',
    });
  }
  return placeAt(target.place, target.place.latitude, target.place.longitude);
}

function placeAt(place: Place, latitude: number, longitude: number): GeocodeResult {
  const isArea = place.precision === 'area';
  return placeResult({
    latitude,
    longitude,
    area: isArea ? place.name : null,
    city: isArea ? (place.parent?.name ?? null) : place.name,
    province: place.province,
    country: COUNTRY,
    precision: isArea ? 'area' : 'city',
  });
}

export function forwardLookup(index: Index, query: string): GeocodeResult {
  const parts = queryParts(query);
  const target = best(exactCandidates(index, parts)) ?? best(fuzzyCandidates(index, parts));
  return target ? targetResult(target) : notFoundResult();
}

export function reverseLookup(index: Index, latitude: number, longitude: number): GeocodeResult {
  const here = { latitude, longitude };
  let area: { place: Place; km: number } | undefined;
  let city: { place: Place; km: number } | undefined;
  for (const place of index.places) {
    const km = haversineKm(here, place);
    if (place.precision === 'area') {
      if (!area || km < area.km) area = { place, km };
    } else if (!city || km < city.km) {
      city = { place, km };
    }
  }
  if (area && area.km <= AREA_RADIUS_KM) return placeAt(area.place, latitude, longitude);
  if (city && city.km <= REVERSE_RADIUS_KM) return placeAt(city.place, latitude, longitude);
  if (area && area.km <= REVERSE_RADIUS_KM) return placeAt(area.place, latitude, longitude);
  return coordinatesResult(latitude, longitude);
}

async function loadBundledGazetteer(): Promise<GazetteerFile> {
  const data = await import('./data/za-gazetteer.json', { with: { type: 'json' } });
  return data.default as unknown as GazetteerFile;
}

/**
 * The embedded South African gazetteer (GeoNames, CC BY 4.0): works with no network. The data file is read once, on
 * the first lookup.
 */
export function createOfflineGeocoder(load: () => Promise<GazetteerFile> = loadBundledGazetteer): Geocoder {
  let index: Promise<Index> | undefined;
  const getIndex = () => {
    index ??= load()
      .then(buildIndex)
      .catch((error: unknown) => {
        index = undefined;
        throw error;
      });
    return index;
  };
  return {
    async forward(query) {
      return forwardLookup(await getIndex(), query);
    },
    async reverse(latitude, longitude) {
      return reverseLookup(await getIndex(), latitude, longitude);
    },
  };
}
