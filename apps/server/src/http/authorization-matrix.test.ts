import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRestaurantMember, insertDriverProfile, insertRestaurant, insertUser } from '../seed/builders.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import type { Audience } from './guard.ts';

/**
 * Every registered API route, called as every kind of caller: each gets exactly what its declared audience
 * allows (401 without a session, 403 without the right). Routes are read from the app itself, so a new endpoint
 * joins the matrix automatically — and one registered without an audience fails this test.
 */

type Who = 'anonymous' | 'customerA' | 'customerB' | 'ownerX' | 'ownerY' | 'driver' | 'admin';
const EVERYONE: Who[] = ['anonymous', 'customerA', 'customerB', 'ownerX', 'ownerY', 'driver', 'admin'];
const ROLES: Record<Exclude<Who, 'anonymous'>, string[]> = {
  customerA: ['customer'],
  customerB: ['customer'],
  ownerX: ['customer', 'restaurant'],
  ownerY: ['customer', 'restaurant'],
  driver: ['customer', 'driver'],
  admin: ['admin'],
};

function allowed(audience: Audience, who: Who): boolean {
  if (audience === 'public') return true;
  if (who === 'anonymous') return false;
  if (audience === 'signed-in') return true;
  return ROLES[who].includes(audience);
}

/** Registered outside the OpenAPI document on purpose: better-auth's own endpoints, docs, catch-alls. */
const NOT_IN_OPENAPI = [/^\/api\/auth\//, /^\/api\/docs/, /^\/api\/openapi\.json$/, /^\/api\/\*$/, /^\/api\/auth$/];

type Operation = { 'x-audience'?: Audience };
type OpenApi = { paths: Record<string, Record<string, Operation>> };

describe('authorization matrix', () => {
  let t: TestApp;
  const cookies = new Map<Who, string>();
  const password = 'matrix-pass';

  async function signInAll() {
    for (const who of EVERYONE) {
      if (who === 'anonymous') continue;
      cookies.set(who, await t.signIn(`${who.toLowerCase()}@matrix.test`, password));
    }
  }

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const x = await insertRestaurant(db, { name: 'Restaurant X' });
    const y = await insertRestaurant(db, { name: 'Restaurant Y' });
    for (const [who, roles] of Object.entries(ROLES)) {
      const u = await insertUser(db, { email: `${who.toLowerCase()}@matrix.test`, name: who, password, roles: roles as never });
      if (who === 'ownerX') await addRestaurantMember(db, u.id, x.id);
      if (who === 'ownerY') await addRestaurantMember(db, u.id, y.id);
      if (who === 'driver') await insertDriverProfile(db, u.id, { status: 'approved' });
    }
    await signInAll();
  });
  afterAll(() => t.close());

  it('every registered API route is documented with an audience', async () => {
    const { body } = await t.get<OpenApi>('/api/openapi.json');
    const documented = new Set<string>();
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        documented.add(`${method.toUpperCase()} /api${path.replace(/\{(\w+)\}/g, ':$1')}`);
        expect(op['x-audience'], `${method} ${path} declares no audience`).toBeDefined();
      }
    }
    const registered = t.app.routes
      .filter((r) => r.path.startsWith('/api') && r.method !== 'ALL')
      .filter((r) => !NOT_IN_OPENAPI.some((re) => re.test(r.path)))
      .map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(5);
    for (const route of registered) expect(documented, `${route} is not in the OpenAPI document`).toContain(route);
  });

  it('each caller gets exactly what the declared audience allows', async () => {
    const { body } = await t.get<OpenApi>('/api/openapi.json');
    const failures: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(body.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const audience = op['x-audience']!;
        const url = `/api${path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000')}`;
        for (const who of EVERYONE) {
          const res = await t.request(method.toUpperCase(), url, {
            cookie: cookies.get(who),
            body: method === 'get' ? undefined : {},
            ip: `10.20.${EVERYONE.indexOf(who)}.${checked % 250}`,
          });
          checked++;
          const expected = allowed(audience, who) ? 'allowed' : who === 'anonymous' ? 401 : 403;
          const ok =
            expected === 'allowed' ? res.status !== 401 && res.status !== 403 && res.status < 500 : res.status === expected;
          if (!ok) failures.push(`${method.toUpperCase()} ${path} [${audience}] as ${who}: ${res.status}, expected ${expected}`);
        }
        // Signing out ends the caller's sessions; sign everyone in again for the next route.
        if (path.includes('sign-out')) await signInAll();
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(50);
  });
});
