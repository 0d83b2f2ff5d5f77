import { LOCATED_COOKIE, LOCATED_SEEN_ID } from '@lekker/core/first-requests';
import { menuPageMarkup } from '@lekker/core/shell-markup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyAnswers, takeEarlyAnswer } from './adopt-early.ts';
import {
  type EarlyAnswers,
  earlyPlan,
  fillShellHero,
  fillShellPicks,
  SHELL_PAINT_WAIT_MS,
  shellMenuLayout,
  shownOnScreen,
  startEarlyRequests,
  storedLocation,
} from './early-requests.ts';

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
    // biome-ignore lint/suspicious/noDocumentCookie: the early script's hint is a document cookie
    document.cookie = `${LOCATED_COOKIE}=; path=/; max-age=0`;
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

  it('in lite mode or another language: still asks for the list, but preloads no picture and draws nothing', async () => {
    for (const mark of [
      () => document.documentElement.setAttribute('data-lite', ''),
      () => {
        document.documentElement.lang = 'tn-ZA';
      },
    ]) {
      mark();
      const root = staticShell();
      const body = JSON.stringify({
        restaurants: [],
        top_picks: [{ name: 'Kota King', image: '/images/a.svg' }],
      });
      const fetchFake = vi.fn(async () => new Response(body, { status: 200 }));
      startEarlyRequests(window, fetchFake as unknown as typeof fetch);
      expect(fetchFake).toHaveBeenCalledTimes(1);
      const adopted = await takeEarlyAnswer(
        'http://localhost/api/restaurants?kind=restaurant&top_picks=true',
      );
      expect(await adopted?.json()).toMatchObject({ top_picks: [{ name: 'Kota King' }] });
      expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
      expect(root.querySelector('img')).toBeNull();
      expect(root.textContent).not.toContain('Kota King');
      root.remove();
      delete window.__lekkerEarly;
      document.documentElement.lang = 'en-ZA';
      document.documentElement.removeAttribute('data-lite');
    }
  });

  it('takes an answer the server put in the page instead of asking: no request, adopted once by the client', async () => {
    const root = staticShell();
    // What the server writes: the answer and the Top Picks it drew from it (apps/server/src/http/first-answers.ts).
    root.querySelector('#shell-picks')?.replaceWith(
      Object.assign(document.createElement('div'), {
        id: 'shell-picks',
        innerHTML: '<img elementtiming="shell-first-image" src="/images/a.svg">',
      }),
    );
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.earlyAnswer = '/api/restaurants?kind=restaurant&top_picks=true';
    block.textContent = '{"restaurants":[],"top_picks":[{"name":"\\u003cb>Kota","image":"/images/a.svg"}]}';
    document.body.append(block);
    const fetchFake = vi.fn(async () => new Response('{}'));
    startEarlyRequests(window, fetchFake as unknown as typeof fetch);
    block.remove();

    expect(fetchFake).not.toHaveBeenCalled();
    // The server's drawing stays (the same element: no second image, no new paint) and the app waits for it.
    expect(root.querySelector('#shell-picks img')?.getAttribute('src')).toBe('/images/a.svg');
    expect(window.__lekkerShellPaint).toBeInstanceOf(Promise);
    const adopted = await takeEarlyAnswer('http://localhost/api/restaurants?kind=restaurant&top_picks=true');
    expect(await adopted?.json()).toEqual({
      restaurants: [],
      top_picks: [{ name: '<b>Kota', image: '/images/a.svg' }],
    });
    expect(takeEarlyAnswer('/api/restaurants?kind=restaurant&top_picks=true')).toBeUndefined();
    delete window.__lekkerShellPaint;
  });

  it('asks itself for a request the page carries no answer for (a stored location: the list near it)', () => {
    localStorage.setItem('lekker.location', JSON.stringify(here));
    const block = document.createElement('script');
    block.type = 'application/json';
    block.dataset.earlyAnswer = '/api/restaurants?kind=restaurant&top_picks=true';
    block.textContent = '{"restaurants":[],"top_picks":[]}';
    document.body.append(block);
    const fetchFake = vi.fn(async () => new Response('{}', { status: 500 }));
    startEarlyRequests(window, fetchFake as unknown as typeof fetch);
    block.remove();
    expect(fetchFake).toHaveBeenCalledWith(
      '/api/restaurants?lat=-25.67123&lng=27.24212&kind=restaurant&top_picks=true',
      expect.anything(),
    );
  });

  it('keeps the located-cookie hint in line with the stored location, by what the server saw (never reading it)', () => {
    const hint = () => document.cookie.split('; ').find((pair) => pair.startsWith(`${LOCATED_COOKIE}=`));
    const fetchFake = vi.fn(async () => new Response('{}')) as unknown as typeof fetch;
    const reading = vi.spyOn(Document.prototype, 'cookie', 'get');
    startEarlyRequests(window, fetchFake);
    expect(hint()).toBeUndefined();
    localStorage.setItem('lekker.location', JSON.stringify(here));
    startEarlyRequests(window, fetchFake);
    expect(hint()).toBe(`${LOCATED_COOKIE}=1`);
    // The server saw the cookie and says so; the location is gone (or malformed): the hint goes.
    const seen = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: LOCATED_SEEN_ID,
    });
    document.body.append(seen);
    localStorage.setItem('lekker.location', '{"latitude":"bad"}');
    const calls = reading.mock.calls.length;
    startEarlyRequests(window, fetchFake);
    expect(reading.mock.calls.length).toBe(calls);
    reading.mockRestore();
    seen.remove();
    expect(hint()).toBeUndefined();
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

/** A static shell as index.html's (its page part), in the document; removed after each test. */
function staticShell(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'app-shell';
  root.innerHTML =
    '<div id="shell-page"><div id="shell-location-card" class="h-[400px]"></div>' +
    '<div id="shell-picks"><div class="skeleton"></div></div></div>';
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.getElementById('app-shell')?.remove();
});

describe('the first Top Picks drawn into the static shell', () => {
  it('draws the heading and the first four picks, names as text, the first image fetched first', () => {
    const root = staticShell();
    const picks = [
      { name: '<b>Kota</b> & Co', cuisine: 'Kota', image: '/images/a.svg' },
      { name: 'Two', cuisine: 'Pizza', image: '' },
      { name: 'Three', cuisine: 'Sushi', image: '/images/c.svg' },
      { name: 'Four', cuisine: 'Burger', image: '/images/d.svg' },
      { name: 'Five', cuisine: 'Tacos', image: '/images/e.svg' },
    ];
    const first = fillShellPicks(document, { restaurants: [], top_picks: picks });
    const slot = root.querySelector('#shell-picks');
    expect(slot?.querySelector('.skeleton')).toBeNull();
    expect(slot?.textContent).toContain('Top Picks on Lekker Eats');
    const items = [...(slot?.querySelectorAll('li') ?? [])];
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      '<b>Kota</b> & Co',
      'Two',
      'Three',
      'Four',
    ]);
    expect(slot?.querySelector('b')).toBeNull();
    expect(items.map((li) => li.querySelector('img')?.getAttribute('src'))).toEqual([
      '/images/a.svg',
      '/placeholder.svg',
      '/images/c.svg',
      '/images/d.svg',
    ]);
    expect(first).toBe(items[0]?.querySelector('img'));
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect(first?.getAttribute('elementtiming')).toBeTruthy();
  });

  it('removes the section when there are no picks, and leaves the shell alone for an answer without them', () => {
    const root = staticShell();
    expect(fillShellPicks(document, { restaurants: [] })).toBeNull();
    expect(root.querySelector('#shell-picks .skeleton')).not.toBeNull();
    expect(fillShellPicks(document, { restaurants: [], top_picks: [] })).toBeNull();
    expect(root.querySelector('#shell-picks')).toBeNull();
  });

  it('does nothing once the app has replaced the shell', () => {
    expect(fillShellPicks(document, { top_picks: [{ name: 'Late' }] })).toBeNull();
    expect(document.body.textContent).not.toContain('Late');
  });

  it('home with a stored location: the shell`s location card loses the error panel`s room', async () => {
    const root = staticShell();
    localStorage.setItem('lekker.location', JSON.stringify(here));
    startEarlyRequests(
      window,
      vi.fn(async () => new Response('{}', { status: 503 })) as unknown as typeof fetch,
    );
    expect(root.querySelector('#shell-location-card')?.className).toContain('h-[222px]');
    await vi.waitFor(() => expect(window.__lekkerEarly).toBeDefined());
    expect(window.__lekkerShellPaint).toBeUndefined();
  });

  /** A window whose Element Timing reports the entries given to `report`, and never on its own. */
  function elementTimingWindow() {
    let listener: ((list: { getEntries: () => { identifier: string }[] }) => void) | null = null;
    class FakeObserver {
      static supportedEntryTypes = ['element', 'largest-contentful-paint'];
      constructor(callback: typeof listener) {
        listener = callback;
      }
      observe() {}
      disconnect() {
        listener = null;
      }
    }
    const win = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
      PerformanceObserver: FakeObserver,
    } as unknown as Window;
    const report = (identifier: string) => listener?.({ getEntries: () => [{ identifier }] });
    return { win, report };
  }

  it('the app waits until the shell`s first image is presented (Element Timing)', async () => {
    const root = staticShell();
    const image = fillShellPicks(document, { top_picks: [{ name: 'One', image: '/images/a.svg' }] });
    expect(root.contains(image)).toBe(true);
    const { win, report } = elementTimingWindow();
    let settled = false;
    const shown = shownOnScreen(win, image, 5_000).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    report('something-else');
    await Promise.resolve();
    expect(settled).toBe(false);
    report(image?.getAttribute('elementtiming') ?? '');
    await shown;
    expect(settled).toBe(true);
  });

  it('…and at most SHELL_PAINT_WAIT_MS when it never is', async () => {
    vi.useFakeTimers();
    try {
      const { win } = elementTimingWindow();
      let settled = false;
      const shown = shownOnScreen(win, document.createElement('img')).then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(SHELL_PAINT_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await shown;
      expect(settled).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a menu page`s top drawn into the static shell', () => {
  it('puts the Back button`s and the hero`s room in place of the home page`s, then the cover, name and cuisine', () => {
    const root = staticShell();
    shellMenuLayout(document);
    expect(root.querySelector('#shell-picks')).toBeNull();
    expect(root.querySelector('#shell-hero')).not.toBeNull();
    expect(root.querySelector('#shell-hero img')).toBeNull();

    const image = fillShellHero(document, {
      name: 'Molemo <i>Coffee</i>',
      cuisine_type: '',
      cover_image_url: '',
      logo_url: '/images/logo.svg',
    });
    const hero = root.querySelector('#shell-hero');
    expect(hero?.contains(image ?? null)).toBe(true);
    expect(image?.getAttribute('src')).toBe('/images/logo.svg');
    expect(image?.getAttribute('elementtiming')).toBeTruthy();
    expect(hero?.textContent).toContain('Molemo <i>Coffee</i>');
    expect(hero?.querySelector('i')).toBeNull();
    expect(hero?.textContent).toContain('Restaurant');
  });

  it('keeps a menu`s top the server drew (its hero is the same for every visitor)', () => {
    const root = staticShell();
    root
      .querySelector('#shell-page')
      ?.insertAdjacentHTML(
        'beforebegin',
        menuPageMarkup({ name: 'Server drawn', cover_image_url: '/images/cover.svg' }),
      );
    root.querySelectorAll('#shell-page')[1]?.remove();
    const drawn = root.querySelector('#shell-hero img');
    shellMenuLayout(document);
    expect(root.querySelector('#shell-hero img')).toBe(drawn);
    expect(fillShellHero(document, { name: 'Other', cover_image_url: '/images/other.svg' })).toBe(drawn);
    expect(root.querySelector('#shell-hero')?.textContent).toContain('Server drawn');
  });

  it('a menu page starts with the menu`s layout; the home page keeps index.html`s', () => {
    const id = '6426e0da-ef98-4ecf-b18a-c87c2dd5f558';
    expect(earlyPlan(`/restaurant/${id}`, null)?.layout).toBe(shellMenuLayout);
    expect(earlyPlan('/', null)?.layout).toBeUndefined();
    expect(fillShellHero(document, { name: 'No shell' })).toBeNull();
  });
});
