import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswers, takeEarlyAnswer } from './adopt-early.ts';
import { type EarlyAnswers, earlyPlan, startEarlyRequests, storedLocation } from './early-requests.ts';

const here = { latitude: -25.671234567, longitude: 27.242123456, accuracy: 12, area: ' Mogwase ' };

describe('earlyPlan: the URLs the pages request first', () => {
  it('home without a location: the list with Top Picks, nothing else', () => {
    expect(earlyPlan('/', null)?.requests).toEqual(['/api/restaurants?kind=restaurant&top_picks=true']);
  });

  it('home near a location: lat/lng rounded to 5 decimals as nearParams does', () => {
    const plan = earlyPlan('/', storedLocation(JSON.stringify(here)));
    expect(plan?.requests).toEqual([
      '/api/restaurants?lat=-25.67123&lng=27.24212&kind=restaurant&top_picks=true',
    ]);
  });

  it('a menu page: the venue (with the unrounded location) and its menu', () => {
    const id = '6426e0da-ef98-4ecf-b18a-c87c2dd5f558';
    expect(earlyPlan(`/restaurant/${id}`, null)?.requests).toEqual([
      `/api/restaurants/${id}`,
      `/api/restaurants/${id}/menu`,
    ]);
    expect(earlyPlan(`/restaurant/${id}`, storedLocation(JSON.stringify(here)))?.requests[0]).toBe(
      `/api/restaurants/${id}?lat=-25.671234567&lng=27.242123456`,
    );
  });

  it('other pages (and the restaurant area`s static paths) start nothing', () => {
    for (const path of ['/about', '/restaurant/login', '/restaurant/portal', '/restaurant/x/y', '/search'])
      expect(earlyPlan(path, null)).toBeNull();
  });

  it('a malformed stored location counts as none', () => {
    for (const raw of ['{', 'null', '[]', '{"latitude":91,"longitude":0}', '{"latitude":"1","longitude":2}'])
      expect(storedLocation(raw)).toBeNull();
  });
});

describe('the early requests and their adoption by the API client', () => {
  afterEach(() => {
    delete window.__lekkerEarly;
    document.head.querySelectorAll('link').forEach((link) => {
      link.remove();
    });
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('starts the home list, preloads the route chunks and the first Top Pick image', async () => {
    const routes = document.createElement('script');
    routes.type = 'application/json';
    routes.id = 'early-routes';
    routes.textContent = JSON.stringify({ home: ['/assets/home-1.js'], menu: ['/assets/menu-1.js'] });
    document.head.append(routes);
    const answer = new Response(
      JSON.stringify({ restaurants: [], top_picks: [{ image: '/images/a.svg' }] }),
      {
        status: 200,
      },
    );
    const fetchFake = vi.fn(async () => answer);
    startEarlyRequests(window, fetchFake as unknown as typeof fetch);
    routes.remove();

    expect(fetchFake).toHaveBeenCalledWith('/api/restaurants?kind=restaurant&top_picks=true', {
      credentials: 'include',
      headers: { Accept: 'application/json' },
    });
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe(
      '/assets/home-1.js',
    );
    await vi.waitFor(() =>
      expect(document.head.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')).toBe(
        '/images/a.svg',
      ),
    );
    // The app still reads the whole body (the image preload read a clone).
    const adopted = await takeEarlyAnswer('http://localhost/api/restaurants?kind=restaurant&top_picks=true');
    expect(await adopted?.json()).toMatchObject({ top_picks: [{ image: '/images/a.svg' }] });
  });

  it('the client uses the early answer when the URL matches, once', async () => {
    const answers: EarlyAnswers = {
      '/api/restaurants?kind=restaurant&top_picks=true': Promise.resolve(new Response('{"early":true}')),
    };
    const middleware = earlyAnswers(() => answers);
    const request = new Request('http://localhost/api/restaurants?kind=restaurant&top_picks=true');
    const onRequest = middleware.onRequest as (o: { request: Request }) => Promise<Response | undefined>;
    const adopted = await onRequest({ request });
    expect(await adopted?.json()).toEqual({ early: true });
    // A refetch of the same URL asks the network (no answer from the middleware).
    expect(await onRequest({ request })).toBeUndefined();
  });

  it('fetches itself for another URL, a failed early answer, or a non-GET', async () => {
    const answers: EarlyAnswers = {
      '/api/restaurants?kind=restaurant&top_picks=true': Promise.resolve(new Response('{}', { status: 503 })),
      '/api/restaurants/1': Promise.reject(new TypeError('offline')),
      '/api/cart': Promise.resolve(new Response('{}')),
    };
    const onRequest = earlyAnswers(() => answers).onRequest as (o: {
      request: Request;
    }) => Promise<Response | undefined>;
    const get = (path: string) => onRequest({ request: new Request(`http://localhost${path}`) });
    expect(await get('/api/restaurants?lat=1&lng=2&kind=restaurant&top_picks=true')).toBeUndefined();
    expect(await get('/api/restaurants?kind=restaurant&top_picks=true')).toBeUndefined();
    expect(await get('/api/restaurants/1')).toBeUndefined();
    expect(
      await onRequest({ request: new Request('http://localhost/api/cart', { method: 'POST' }) }),
    ).toBeUndefined();
  });
});
