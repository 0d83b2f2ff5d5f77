import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, PRODUCT_NAME } from './constants.ts';
import {
  escapeHtml,
  firstTopPickImage,
  heroImage,
  menuPageMarkup,
  SHELL_IMAGE_TIMING,
  SHELL_PLACEHOLDER_IMAGE,
  SHELL_PRODUCT_NAME,
  topPicksMarkup,
} from './shell-markup.ts';

const pick = (name: string, image = '/images/a.svg', cuisine = 'Kota') => ({ name, image, cuisine });

describe('the static shell`s markup (server page and early script alike)', () => {
  it('uses the same placeholder and product name as the app', () => {
    expect(SHELL_PLACEHOLDER_IMAGE).toBe(PLACEHOLDER_IMAGE);
    expect(SHELL_PRODUCT_NAME).toBe(PRODUCT_NAME);
  });

  it('escapes text and attribute values: a venue`s name is user input', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'Gogo'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;Gogo&#39;',
    );
    const markup = topPicksMarkup({
      top_picks: [pick('<img src=x onerror=alert(1)>', '/images/"a.svg" onload="alert(1)')],
    });
    expect(markup).not.toContain('<img src=x');
    expect(markup).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(markup).toContain('src="/images/&quot;a.svg&quot; onload=&quot;alert(1)"');
    expect(menuPageMarkup({ name: '</div><b>', cover_image_url: '/c.svg' })).toContain(
      '&lt;/div&gt;&lt;b&gt;',
    );
  });

  it('Top Picks: the heading and the first four cards, the first image marked for Element Timing and fetched first', () => {
    const markup =
      topPicksMarkup({ top_picks: ['1', '2', '3', '4', '5'].map((n) => pick(`Venue ${n}`)) }) ?? '';
    expect(markup.startsWith('<div id="shell-picks" class="space-y-4">')).toBe(true);
    expect(markup).toContain(`Top Picks on ${PRODUCT_NAME}`);
    expect(markup.match(/<li /g)).toHaveLength(4);
    expect(markup).not.toContain('Venue 5');
    expect(markup.match(/elementtiming=/g)).toHaveLength(1);
    expect(markup.indexOf(`fetchpriority="high" elementtiming="${SHELL_IMAGE_TIMING}"`)).toBeLessThan(
      markup.indexOf('Venue 1'),
    );
  });

  it('no section without picks; nothing to draw from an answer without Top Picks', () => {
    expect(topPicksMarkup({ restaurants: [], top_picks: [] })).toBe('');
    expect(topPicksMarkup({ restaurants: [] })).toBeNull();
    expect(topPicksMarkup(null)).toBeNull();
  });

  it('images as the app shows them: the card`s image else the placeholder; cover, else logo, else the placeholder', () => {
    expect(firstTopPickImage({ top_picks: [pick('A', '  ')] })).toBe(PLACEHOLDER_IMAGE);
    expect(firstTopPickImage({ top_picks: [] })).toBeNull();
    expect(topPicksMarkup({ top_picks: [pick('A', '')] })).toContain(`src="${PLACEHOLDER_IMAGE}"`);
    expect(heroImage({ cover_image_url: '', logo_url: '/l.svg' })).toBe('/l.svg');
    expect(heroImage({ cover_image_url: null, logo_url: null })).toBe(PLACEHOLDER_IMAGE);
  });

  it('a menu`s top: the cover, name and cuisine (Restaurant when none); before the answer, their room only', () => {
    const drawn = menuPageMarkup({ name: 'Molemo', cuisine_type: '', cover_image_url: '/c.svg' });
    expect(drawn).toMatch(/^<div id="shell-page" class="space-y-6">/);
    expect(drawn).toContain('src="/c.svg"');
    expect(drawn).toContain('>Molemo</p>');
    expect(drawn).toContain('>Restaurant</p>');
    const room = menuPageMarkup(null);
    expect(room).toContain('id="shell-hero"');
    expect(room).not.toContain('<img');
  });
});
