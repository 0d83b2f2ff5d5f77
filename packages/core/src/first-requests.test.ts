import { describe, expect, it } from 'vitest';
import { firstRequests } from './first-requests.ts';

const here = { latitude: -25.671234567, longitude: 27.242123456 };

describe('firstRequests: what a page asks for first (early script and server)', () => {
  it('home: the list with Top Picks, near the stored location rounded to 5 decimals', () => {
    expect(firstRequests('/', null)).toEqual({
      page: 'home',
      requests: ['/api/restaurants?kind=restaurant&top_picks=true'],
    });
    expect(firstRequests('/', here)?.requests).toEqual([
      '/api/restaurants?lat=-25.67123&lng=27.24212&kind=restaurant&top_picks=true',
    ]);
  });

  it('a menu page: the venue (with the unrounded location) and its menu; the id encoded once', () => {
    expect(firstRequests('/restaurant/abc-1', null)).toEqual({
      page: 'menu',
      requests: ['/api/restaurants/abc-1', '/api/restaurants/abc-1/menu'],
    });
    expect(firstRequests('/restaurant/abc-1/', here)?.requests[0]).toBe(
      '/api/restaurants/abc-1?lat=-25.671234567&lng=27.242123456',
    );
    expect(firstRequests('/restaurant/a%20b', null)?.requests[1]).toBe('/api/restaurants/a%20b/menu');
  });

  it('nothing for other pages, the restaurant area`s own paths and a malformed id', () => {
    for (const path of [
      '/about',
      '/restaurant/login',
      '/restaurant/portal',
      '/restaurant/x/y',
      '/restaurant/%E0%A4%A',
    ])
      expect(firstRequests(path, null)).toBeNull();
  });
});
