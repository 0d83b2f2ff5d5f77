import { LOCATED_SEEN_ID } from '@lekker/core/first-requests';
import { describe, expect, it } from 'vitest';
import {
  EARLY_ANSWERS_MARKER,
  embedAnswers,
  embeddableRequests,
  FIRST_ANSWER_MAX_BYTES,
  jsonInScript,
  pageWithAnswers,
} from './first-answers.ts';

const LIST = '/api/restaurants?kind=restaurant&top_picks=true';
const VENUE = '/api/restaurants/v-1';
const MENU = '/api/restaurants/v-1/menu';

// index.html as built, reduced to what the server fills in (apps/web/index.html, apps/web/vite.config.ts).
const INDEX =
  '<div id="app-shell"><!--shell-page--><div id="shell-page">' +
  '<!--shell-picks--><div id="shell-picks"><div class="skeleton"></div></div><!--/shell-picks-->' +
  `</div><!--/shell-page--></div>${EARLY_ANSWERS_MARKER}<script type="module" src="/assets/early.js"></script>`;

const list = JSON.stringify({
  restaurants: [],
  top_picks: [{ name: 'Gogo</script><script>alert(1)</script>', image: '/images/g.svg', cuisine: 'Vetkoek' }],
});
const venue = JSON.stringify({
  id: 'v-1',
  name: 'Molemo',
  cuisine_type: 'Coffee',
  cover_image_url: '/c.svg',
});
const answers: Record<string, string> = { [LIST]: list, [VENUE]: venue, [MENU]: '{"items":[]}' };
const answer = async (request: string) => answers[request];

/** The answers a page carries, as the early script reads them. */
function carried(html: string): Record<string, unknown> {
  const found: Record<string, unknown> = {};
  for (const [, request, json] of html.matchAll(
    /<script type="application\/json" data-early-answer="([^"]+)">(.*?)<\/script>/g,
  ))
    found[(request ?? '').replace(/&amp;/g, '&')] = JSON.parse(json ?? '');
  return found;
}

describe('the page with its first answers', () => {
  it('carries the reads that are the same for every visitor; for a located visitor only those it asks too', () => {
    expect(embeddableRequests('/')).toEqual([LIST]);
    expect(embeddableRequests('/', true)).toEqual([]);
    expect(embeddableRequests('/restaurant/v-1')).toEqual([VENUE, MENU]);
    expect(embeddableRequests('/restaurant/v-1', true)).toEqual([MENU]);
    expect(embeddableRequests('/search')).toEqual([]);
  });

  it('JSON in a script element: nothing in it can close the element, and it parses back the same', () => {
    const text = JSON.stringify({ name: '</script><!-- & \u2028' });
    const safe = jsonInScript(text);
    expect(safe).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(safe)).toEqual(JSON.parse(text));
    const html = embedAnswers(INDEX, [{ request: '/x?a=1&b="2"', json: text }]);
    expect(html).toContain('data-early-answer="/x?a=1&amp;b=&quot;2&quot;"');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('home: the answer in the page before the early script, and the first Top Picks drawn into the shell', async () => {
    const html = await pageWithAnswers(INDEX, '/', answer);
    expect(carried(html)).toEqual({ [LIST]: JSON.parse(list) });
    expect(html.indexOf('data-early-answer')).toBeLessThan(html.indexOf('/assets/early.js'));
    expect(html).not.toContain('class="skeleton"');
    expect(html).toContain('src="/images/g.svg"');
    expect(html).toContain('Gogo&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('home for a visitor with a stored location: no national Top Picks, no answer (it asks for the list near it)', async () => {
    const html = await pageWithAnswers(INDEX, '/', answer, { located: true });
    expect(carried(html)).toEqual({});
    expect(html).toContain('class="skeleton"');
    // …and says it saw the hint, so the early script need not read the cookie to keep it in line.
    expect(html).toContain(`<script type="application/json" id="${LOCATED_SEEN_ID}">true</script>`);
    expect(await pageWithAnswers(INDEX, '/orders', answer, { located: true })).toContain(LOCATED_SEEN_ID);
    expect(await pageWithAnswers(INDEX, '/', answer)).not.toContain(LOCATED_SEEN_ID);
  });

  it('a menu page: its top drawn for everyone; the venue`s answer only for a visitor without a location', async () => {
    const html = await pageWithAnswers(INDEX, '/restaurant/v-1', answer);
    expect(Object.keys(carried(html))).toEqual([VENUE, MENU]);
    expect(html).toContain('id="shell-hero"');
    expect(html).toContain('src="/c.svg"');
    expect(html).not.toContain('shell-picks');
    const located = await pageWithAnswers(INDEX, '/restaurant/v-1', answer, { located: true });
    expect(Object.keys(carried(located))).toEqual([MENU]);
    expect(located).toContain('src="/c.svg"');
  });

  it('goes without an answer that failed, came late, is not JSON or is too large — never an error page', async () => {
    const failing = async (request: string) => {
      if (request === VENUE) throw new Error('database down');
      return answers[request];
    };
    const withoutVenue = await pageWithAnswers(INDEX, '/restaurant/v-1', failing);
    expect(Object.keys(carried(withoutVenue))).toEqual([MENU]);
    expect(withoutVenue).not.toContain('shell-hero');

    const slow = (request: string) =>
      new Promise<string | undefined>((resolve) => setTimeout(() => resolve(answers[request]), 200));
    expect(await pageWithAnswers(INDEX, '/', slow, { waitMs: 20 })).toBe(INDEX);

    expect(await pageWithAnswers(INDEX, '/', async () => '<html>')).toBe(INDEX);

    const huge = JSON.stringify({ top_picks: [], pad: 'x'.repeat(FIRST_ANSWER_MAX_BYTES) });
    expect(await pageWithAnswers(INDEX, '/', async () => huge)).toBe(INDEX);
  });

  it('a page the build did not mark is sent as it is', async () => {
    const plain = '<div id="root"></div>';
    expect(await pageWithAnswers(plain, '/', answer)).toBe(plain);
  });
});
