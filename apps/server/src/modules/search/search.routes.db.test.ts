import { type SearchResponse, SearchResponseSchema, type SearchResult } from '@lekker/core/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMenuItem, insertRestaurant } from '../../seed/builders.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

// Wednesday 2026-11-18 12:00 in Johannesburg (UTC+2).
const NOW = new Date('2026-11-18T10:00:00Z');
const MAHIKENG = { lat: -25.856, lng: 25.6403 };
const AT_MAHIKENG = `&lat=${MAHIKENG.lat}&lng=${MAHIKENG.lng}`;

type ErrorBody = { error: { code: string; message: string; fields: Record<string, string> } };

describe('GET /api/search', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  const search = async (query: string) => {
    const res = await t.get<SearchResponse>(`/api/search?${query}`);
    expect(res.status).toBe(200);
    expect(res.body.count).toBe(res.body.results.length);
    // The route does not parse its own answer on the way out (a hot path): every answer here is checked instead.
    SearchResponseSchema.parse(res.body);
    return res.body;
  };
  const names = (body: SearchResponse) => body.results.map((r) => r.restaurant.name);
  const resultFor = (body: SearchResponse, id: string | undefined): SearchResult | undefined =>
    body.results.find((r) => r.restaurant.id === id);

  beforeAll(async () => {
    t = await createTestApp({ now: NOW });
    const db = t.database.db;
    const place = (name: string, over: Parameters<typeof insertRestaurant>[1] = {}) =>
      insertRestaurant(db, {
        name,
        cuisineType: 'South African',
        description: 'Food from the North West.',
        ...over,
      });
    const dish = (restaurantId: string, name: string, over: Parameters<typeof insertMenuItem>[2] = {}) =>
      insertMenuItem(db, restaurantId, { name, description: 'Made fresh every day.', ...over });

    ids.kasiKota = (await place('Kasi Kota')).id;
    ids.cafe = (await place('Café Mmabatho', { cuisineType: 'Coffee' })).id;
    ids.sweet = (await place('Sweet Endings', { cuisineType: 'Desserts' })).id;
    await dish(ids.sweet, 'Crème brûlée', { description: 'Vanilla custard under burnt sugar.' });
    ids.sushi = (await place('Tokyo Corner', { cuisineType: 'Sushi' })).id;
    ids.lowveld = (
      await place('Lowveld Table', { description: 'Famous for our smoked springbok potjie.' })
    ).id;

    // Ranking: a name that starts with the term against a description that merely mentions it.
    ids.braaiMasters = (await place('Braai Masters')).id;
    ids.sunsetDeck = (await place('Sunset Deck', { description: 'Weekend braai platters on the deck.' })).id;

    // Found only through its dishes.
    ids.mama = (await place('Mama Africa Kitchen')).id;
    ids.bunnyChow = (await dish(ids.mama, 'Bunny Chow', { description: 'Quarter loaf with bean curry.' })).id;
    await dish(ids.mama, 'Mutton Curry');
    for (const n of [1, 2, 3, 4, 5, 6]) await dish(ids.mama, `Vetkoek ${n}`);

    // Same dish at two distances, and a matching dish far outside every radius (Rustenburg).
    ids.nearLivers = (await place('Near Grill', { latitude: -25.846, longitude: 25.6403 })).id;
    await dish(ids.nearLivers, 'Chicken livers');
    ids.midLivers = (await place('Mid Grill', { latitude: -25.816, longitude: 25.6403 })).id;
    await dish(ids.midLivers, 'Chicken livers');
    ids.far = (await place('Rustenburg Grill', { latitude: -25.6676, longitude: 27.2421 })).id;
    await dish(ids.far, 'Peri-peri chicken livers');

    // Never found: an inactive venue (even with an available dish) and an unavailable dish.
    ids.ghostPlace = (await place('Ghost Pizzeria', { isActive: false })).id;
    await dish(ids.ghostPlace, 'Ghost burger');
    ids.ghostDishPlace = (await place('Plain Wings')).id;
    await dish(ids.ghostDishPlace, 'Ghost pepper wings', { isAvailable: false });

    // Kinds.
    ids.milkBar = (await place('Milk Bar')).id;
    ids.spar = (await place('Corner Spar', { kind: 'grocery', cuisineType: 'Groceries' })).id;
    await dish(ids.spar, 'Fresh milk 2 L');
  });
  afterAll(() => t.close());

  it('ignores case: KOTA finds Kasi Kota by name', async () => {
    const body = await search('q=KOTA');
    expect(body.query).toBe('KOTA');
    expect(names(body)[0]).toBe('Kasi Kota');
    expect(resultFor(body, ids.kasiKota)!.matched_on).toEqual(['name']);
  });

  it('ignores accents: cafe finds Café Mmabatho, creme brulee finds the Crème brûlée dish', async () => {
    expect(names(await search('q=cafe'))).toContain('Café Mmabatho');
    const body = await search(`q=${encodeURIComponent('creme brulee')}`);
    const sweet = resultFor(body, ids.sweet)!;
    expect(sweet.items.map((i) => i.name)).toEqual(['Crème brûlée']);
    expect(sweet.matched_on).toEqual([]);
  });

  it('folds accents in the query too', async () => {
    expect(names(await search(`q=${encodeURIComponent('CAFÉ')}`))).toContain('Café Mmabatho');
  });

  it('matches the cuisine', async () => {
    const body = await search('q=sushi');
    expect(names(body)).toEqual(['Tokyo Corner']);
    expect(body.results[0]!.matched_on).toEqual(['cuisine']);
  });

  it('matches the description', async () => {
    const body = await search('q=springbok');
    expect(names(body)).toEqual(['Lowveld Table']);
    expect(body.results[0]!.matched_on).toEqual(['description']);
  });

  it('groups dish hits under their restaurant, the restaurant mapped like the list', async () => {
    const body = await search(`q=${encodeURIComponent('bunny chow')}`);
    expect(names(body)).toEqual(['Mama Africa Kitchen']);
    const mama = body.results[0]!;
    expect(mama.items.map((i) => i.id)).toEqual([ids.bunnyChow]);
    expect(mama.items[0]).toMatchObject({ restaurant_id: ids.mama, price_cents: 6500, is_available: true });
    expect(mama.restaurant).toMatchObject({
      cuisine: 'South African',
      delivery_time_max: 35,
      // No location: the 5 km fee (docs/decisions/021-one-price-quote.md).
      delivery_fee_cents: 3200,
    });
    expect(mama.restaurant.distance_km).toBeUndefined();
  });

  it('lists at most 5 dishes per restaurant and one result per restaurant', async () => {
    const body = await search('q=vetkoek');
    expect(names(body)).toEqual(['Mama Africa Kitchen']);
    expect(body.results[0]!.items).toHaveLength(5);
  });

  it('ranks a name that starts with the term above a description that mentions it', async () => {
    const body = await search('q=braai');
    expect(names(body)).toEqual(['Braai Masters', 'Sunset Deck']);
    const [masters, deck] = body.results;
    expect(masters!.score).toBeGreaterThan(deck!.score);
    expect(masters!.matched_on).toEqual(['name']);
    expect(deck!.matched_on).toEqual(['description']);
  });

  it('ranks an exact name above a partial one', async () => {
    const body = await search(`q=${encodeURIComponent('chicken livers')}`);
    const far = resultFor(body, ids.far)!;
    const near = resultFor(body, ids.nearLivers)!;
    expect(near.score).toBeGreaterThan(far.score);
    expect(names(body).at(-1)).toBe('Rustenburg Grill');
  });

  it('tolerates a one-letter typo: bunny chw finds Bunny Chow', async () => {
    const body = await search(`q=${encodeURIComponent('bunny chw')}`);
    expect(resultFor(body, ids.mama)!.items.map((i) => i.name)).toEqual(['Bunny Chow']);
  });

  it('respects each restaurant’s service radius when the location is given, and sorts equal scores by distance', async () => {
    const q = `q=${encodeURIComponent('chicken livers')}`;
    expect(names(await search(q))).toContain('Rustenburg Grill');
    const located = await search(`${q}${AT_MAHIKENG}`);
    expect(names(located)).toEqual(['Near Grill', 'Mid Grill']);
    expect(located.results[0]!.restaurant.distance_km).toBeCloseTo(1.11, 1);
    expect(located.results[0]!.score).toBe(located.results[1]!.score);
  });

  it('leaves out inactive restaurants and unavailable dishes', async () => {
    expect(await search('q=ghost')).toEqual({ query: 'ghost', results: [], count: 0, next_cursor: null });
  });

  it('filters by kind', async () => {
    expect(names(await search('q=milk')).sort()).toEqual(['Corner Spar', 'Milk Bar']);
    const groceries = await search('q=milk&kind=grocery');
    expect(names(groceries)).toEqual(['Corner Spar']);
    expect(groceries.results[0]!.restaurant.kind).toBe('grocery');
    expect(names(await search('q=milk&kind=restaurant'))).toEqual(['Milk Bar']);
  });

  it('honours limit', async () => {
    const body = await search(`q=grill&limit=2`);
    expect(body.count).toBe(2);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await search('q=xylophone')).toEqual({
      query: 'xylophone',
      results: [],
      count: 0,
      next_cursor: null,
    });
  });

  it('treats LIKE wildcards and quotes as plain text', async () => {
    expect((await search(`q=${encodeURIComponent('%%')}`)).count).toBe(0);
    expect((await search(`q=${encodeURIComponent('__')}`)).count).toBe(0);
    expect((await search(`q=${encodeURIComponent("kota'; drop table restaurants; --")}`)).count).toBe(0);
    expect(names(await search('q=KOTA'))).toContain('Kasi Kota');
  });

  it('trims and collapses whitespace in the query', async () => {
    const body = await search(`q=${encodeURIComponent('  bunny   chow ')}`);
    expect(body.query).toBe('bunny chow');
    expect(names(body)).toEqual(['Mama Africa Kitchen']);
  });

  it.each([
    ['q=a', 'q'],
    ['q=%20%20a%20', 'q'],
    ['', 'q'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['q=kota&limit=0', 'limit'],
    ['q=kota&limit=51', 'limit'],
    ['q=kota&kind=bakery', 'kind'],
    ['q=kota&lat=91&lng=25', 'lat'],
  ])('rejects %s with 400 naming %s, in words for people', async (query, field) => {
    const { status, body } = await t.get<ErrorBody>(`/api/search?${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_error');
    expect(Object.keys(body.error.fields)).toEqual([field]);
    // A sentence for people, not zod's wording (core/validation-messages.ts); `fields` names the field.
    expect(body.error.message).not.toMatch(/^Invalid|Too (big|small)|expected/);
  });

  it.each([
    ['a', 'one character'],
    [encodeURIComponent('🍕'), 'one emoji'],
    ['a'.repeat(3000), '3,000 characters'],
  ])('names the length rule in words for people for %s (%s)', async (q) => {
    const { status, body } = await t.get<ErrorBody>(`/api/search?q=${q}`);
    expect(status).toBe(400);
    expect(body.error.fields.q).toBe('Type 2 to 100 characters to search.');
    expect(body.error.message).toBe('Type 2 to 100 characters to search.');
  });

  it('is documented in the OpenAPI document', async () => {
    const { body } = await t.get<{
      paths: Record<string, { get?: { 'x-audience'?: string } }>;
      components: { schemas: Record<string, unknown> };
    }>('/api/openapi.json');
    expect(body.paths['/search']?.get?.['x-audience']).toBe('public');
    expect(body.components.schemas.SearchResponse).toBeDefined();
  });
});
