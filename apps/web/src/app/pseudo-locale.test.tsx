import { DEFAULT_LOCATION_LABEL, PRODUCT_NAME } from '@lekker/core/constants';
import { LOCALE_NAMES, LOCALES } from '@lekker/core/locales';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS } from '@/components/layout/site-footer.tsx';
import { resetLocationController } from '@/features/location/hooks/use-location.ts';
import { stubApi } from '@/test/fakes/api-server.ts';
import { makeAd, makeRestaurant } from '@/test/fixtures/catalogue.ts';
import { activatePseudoLocale, dataStrings, textsOutsideCatalogues } from '@/test/pseudo-locale.ts';
import { renderRoute } from '@/test/render.tsx';

// docs/decisions/061-i18n-library-and-locale.md: a converted route, rendered in the pseudo-locale, shows no text that
// is not from a catalogue, except its data (venue content) and the names that stay as they are. One line per route.
type CoveredRoute = {
  path: string;
  /** The API answers the page gets: also the data it may show as it is. */
  api: Record<string, unknown>;
  /** A text (data) that shows once the page has its content. */
  shows: string;
};

const venues = [
  makeRestaurant({ name: 'Kota Corner', cuisine: 'Kota' }),
  makeRestaurant({ name: 'Shisa Nyama Spot', cuisine: 'Shisa nyama', is_open: false }),
];
const list = { restaurants: venues, count: venues.length, top_picks: venues, next_cursor: null };

const ROUTES: CoveredRoute[] = [
  {
    path: '/',
    api: { '/api/restaurants': list, '/api/ads': { ads: [makeAd()] } },
    shows: 'Shisa Nyama Spot',
  },
  { path: '/no-such-page', api: {}, shows: '404' },
];

/**
 * Names that are the same in every language: the brand, the payment brands, each language's own name and code (the
 * switcher), the default place, the unit of distance and a key name.
 */
const NAMES = [
  PRODUCT_NAME,
  ...PAYMENT_METHODS.filter((m) => m !== 'Cash on Delivery'),
  'ZAR',
  'km',
  ...Object.values(LOCALE_NAMES),
  ...LOCALES.map((l) => l.slice(0, 2)),
  DEFAULT_LOCATION_LABEL,
  // The toaster's keyboard shortcut, which sonner adds to its region's name.
  'alt+T',
];

/**
 * Texts of files another change is rewriting (every form moves to react-hook-form): the header's search box
 * (header-search.tsx) and the manual address search (manual-address-form.tsx). Converted with them; until then
 * listed here, one by one, so any other English text still fails.
 */
const PENDING_FORM_TEXTS = [
  'Search for food or restaurants',
  'Search for food or restaurants...',
  'Enter your delivery address',
  'Search',
  'e.g. Mmabatho, Mahikeng',
  // The wide screen's filter card (features/restaurants/components/filter-fields.tsx, a lazy chunk: whether it has
  // rendered when the page is read depends on timing), not converted yet.
  'Cuisine',
  'Any cuisine',
  'Minimum rating',
  'Any rating',
  '+ stars',
  'Max delivery time',
  'Any time',
  'Up to',
  'min',
  'Max delivery fee',
  'Any fee',
  'Open now',
];

describe('every text of the converted routes comes from a catalogue (pseudo-locale en-XA)', () => {
  beforeEach(() => resetLocationController());

  for (const route of ROUTES) {
    it(route.path, async () => {
      stubApi(route.api);
      activatePseudoLocale();
      renderRoute(route.path);
      await screen.findAllByText(route.shows, { exact: false });
      // The footer comes a task after the first screen.
      await screen.findByRole('contentinfo');
      const allowed = [...dataStrings(route.api), ...NAMES, route.path];
      const left = textsOutsideCatalogues(document.body, allowed).filter(
        (x) => !PENDING_FORM_TEXTS.includes(x),
      );
      expect(left).toEqual([]);
    });
  }

  it('would catch a text left in English', () => {
    const root = document.createElement('div');
    root.innerHTML = '<p>⟦Ĥóɱé⟧</p><button aria-label="Close">×</button><p>Kota Corner</p>';
    expect(textsOutsideCatalogues(root, ['Kota Corner'])).toEqual(['Close']);
  });
});
