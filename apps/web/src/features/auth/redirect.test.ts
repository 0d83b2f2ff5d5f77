import { describe, expect, it } from 'vitest';
import { safeRedirect, withRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/cart?pay=1', '/cart?pay=1'],
    ['/restaurant/abc#reviews', '/restaurant/abc#reviews'],
    ['/', '/'],
  ])('keeps the same-origin path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    null,
    '',
    'cart',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/auth',
    '/login?redirect=/x',
  ])('falls back for %s', (value) => {
    expect(safeRedirect(value, '/home-fallback')).toBe('/home-fallback');
  });
});

describe('withRedirect', () => {
  it('adds the way back, except for home', () => {
    expect(withRedirect('/driver/login', '/driver/dashboard?x=1')).toBe(
      '/driver/login?redirect=%2Fdriver%2Fdashboard%3Fx%3D1',
    );
    expect(withRedirect('/auth', '/')).toBe('/auth');
  });
});
