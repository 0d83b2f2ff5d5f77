// Test helpers for the auth and applications features: a fetch stub routed by "METHOD /path" and viewers.
import type { Viewer } from '@lekker/core/contracts/accounts';
import { vi } from 'vitest';

export type MockRequest = { method: string; path: string; url: string; body: unknown };
export type MockReply = { status?: number; body?: unknown };
type Route = MockReply | ((request: MockRequest) => MockReply);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Stubs fetch. `routes` maps 'GET /api/me' (no query) to a reply or a function of the request. Unknown routes
 * answer 404 in the API's error shape; `GET /api/me` answers 401 (signed out) unless given.
 */
export function mockApi(routes: Record<string, Route>) {
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0] ?? url;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path, url, body };
    calls.push(request);
    const route = routes[`${method} ${path}`];
    if (route === undefined) {
      if (method === 'GET' && path === '/api/me') {
        return json(401, { error: { code: 'unauthorized', message: 'Please sign in to continue.' } });
      }
      return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }
    const reply = typeof route === 'function' ? route(request) : route;
    return json(reply.status ?? 200, reply.body ?? { ok: true });
  });
  vi.stubGlobal('fetch', fetchMock);
  const callsTo = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path);
  return { calls, callsTo, fetchMock };
}

export function makeViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    user: { id: 'user-1', email: 'thandi@example.test', name: 'Thandi Mokoena', email_verified: true },
    roles: ['customer'],
    profile: { full_name: 'Thandi Mokoena', phone: null },
    driver_application: null,
    restaurant_applications: [],
    ...overrides,
  };
}

export const signedOut = {
  status: 401,
  body: { error: { code: 'unauthorized', message: 'Please sign in to continue.' } },
};
