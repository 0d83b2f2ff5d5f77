import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { webStaticRoutes } from './web-static.ts';

// docs/decisions/028-light-shell.md: hashed assets for a year, other public files a day, the page never.
describe('web static files: cache headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-static-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'images'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'images', 'dish.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const app = webStaticRoutes(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('caches hashed assets for a year, immutable', async () => {
    const response = await app.request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('caches other public files for a day', async () => {
    const response = await app.request('/images/dish.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
  });

  it('never caches the page, at / or at a client route', async () => {
    for (const path of ['/', '/restaurant/abc']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

// docs/decisions/039-early-requests.md: the page of `/` and of a menu carries its first catalogue answers.
describe('web static files: the page with its first answers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-static-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!--shell-page--><div id="shell-page"><!--shell-picks--><div id="shell-picks"></div><!--/shell-picks--></div>' +
      '<!--/shell-page--><!--early-answers--><script type="module" src="/assets/early.js"></script>',
  );
  const asked: string[] = [];
  const app = webStaticRoutes(dist, {
    firstAnswer: () => async (request) => {
      asked.push(request);
      return JSON.stringify({ top_picks: [{ name: 'Gogo', image: '/g.svg' }], request });
    },
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('`/` for a new visitor: the list answer and its Top Picks in the page, never cached', async () => {
    const response = await app.request('/');
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(asked).toEqual(['/api/restaurants?kind=restaurant&top_picks=true']);
    expect(html).toContain('data-early-answer="/api/restaurants?kind=restaurant&amp;top_picks=true"');
    expect(html).toContain('src="/g.svg"');
    // The page says how many of its reads it carries.
    expect(response.headers.get('server-timing')).toMatch(/^first-answers;desc="1\/1";dur=\d+\.\d$/);
  });

  it('`/` with the located hint: neither (the visitor asks for the list near it)', async () => {
    const html = await (await app.request('/', { headers: { cookie: 'lekker.located=1' } })).text();
    expect(html).not.toContain('data-early-answer');
    expect(html).not.toContain('/g.svg');
  });

  it('a menu page carries its venue and menu; another page nothing', async () => {
    const menu = await (await app.request('/restaurant/v-9')).text();
    expect(menu).toContain('data-early-answer="/api/restaurants/v-9"');
    expect(menu).toContain('data-early-answer="/api/restaurants/v-9/menu"');
    expect(await (await app.request('/orders')).text()).not.toContain('data-early-answer');
  });

  it('counts a read that failed as asked, not answered', async () => {
    const failing = webStaticRoutes(dist, {
      firstAnswer: () => async (request) => (request.endsWith('/menu') ? undefined : '{"id":"v-9"}'),
    });
    const response = await failing.request('/restaurant/v-9');
    expect(response.headers.get('server-timing')).toMatch(/^first-answers;desc="1\/2";/);
  });
});

// docs/decisions/061-i18n-library-and-locale.md: the page says which language it is in, from the cookie or browser.
describe('web static files: the page in the visitor language', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-static-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="en-ZA"><link rel="manifest" href="/site.webmanifest" /><title>shell</title></html>',
  );
  const app = webStaticRoutes(dist);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const langOf = async (headers: Record<string, string>) =>
    /<html lang="([^"]+)">/.exec(await (await app.request('/cart', { headers })).text())?.[1];

  it('follows the language cookie over Accept-Language, and the browser when there is no cookie', async () => {
    expect(await langOf({ cookie: 'lekker.lang=af-ZA', 'accept-language': 'zu-ZA' })).toBe('af-ZA');
    expect(await langOf({ 'accept-language': 'tn;q=0.9, en;q=0.5' })).toBe('tn-ZA');
    expect(await langOf({ cookie: 'lekker.lang=fr-FR', 'accept-language': 'de' })).toBe('en-ZA');
    expect(await langOf({})).toBe('en-ZA');
  });

  it('links the site manifest in the page language (its name and description on the Home Screen)', async () => {
    const manifestOf = async (headers: Record<string, string>) =>
      /rel="manifest" href="([^"]+)"/.exec(await (await app.request('/cart', { headers })).text())?.[1];
    expect(await manifestOf({ cookie: 'lekker.lang=af-ZA' })).toBe('/site.af-ZA.webmanifest');
    expect(await manifestOf({ 'accept-language': 'zu' })).toBe('/site.zu-ZA.webmanifest');
    expect(await manifestOf({})).toBe('/site.webmanifest');
  });

  it('tells caches the page differs by language', async () => {
    expect((await app.request('/')).headers.get('vary')).toBe('Accept-Language, Cookie, Save-Data');
  });
});

// docs/decisions/062-lite-mode.md: lite mode from its cookie, else Save-Data; the shell then draws no pictures.
describe('web static files: lite mode', () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-static-'));
  writeFileSync(
    join(dist, 'index.html'),
    '<html lang="en-ZA"><!--shell-page--><div id="shell-page"><!--shell-picks--><div id="shell-picks"></div>' +
      '<!--/shell-picks--></div><!--/shell-page--><!--early-answers--></html>',
  );
  const list = JSON.stringify({ restaurants: [], top_picks: [{ name: 'Kota King', image: '/k.jpg' }] });
  const app = webStaticRoutes(dist, { firstAnswer: () => async () => list });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  const page = async (headers: Record<string, string>) => (await app.request('/', { headers })).text();

  it('marks the page lite with Save-Data: on or the lite cookie; the cookie 0 overrules Save-Data', async () => {
    expect(await page({ 'save-data': 'on' })).toContain('<html lang="en-ZA" data-lite>');
    expect(await page({ cookie: 'lekker.lite=1' })).toContain('data-lite');
    expect(await page({ cookie: 'lekker.lite=0', 'save-data': 'on' })).not.toContain('data-lite');
  });

  it('draws Top Picks with their picture into the shell only in English and not lite; embeds the answer always', async () => {
    expect(await page({})).toContain('src="/k.jpg"');
    for (const headers of [{ 'save-data': 'on' }, { 'accept-language': 'tn-ZA' }] as Record<
      string,
      string
    >[]) {
      const html = await page(headers);
      expect(html).not.toContain('<img');
      expect(html).toContain('data-early-answer');
    }
  });
});
