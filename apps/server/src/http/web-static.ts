import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { LOCATED_COOKIE } from '@lekker/core/first-requests';
import { LITE_ATTRIBUTE, LITE_COOKIE, resolveLite } from '@lekker/core/lite-mode';
import {
  DEFAULT_LOCALE,
  LANGUAGE_COOKIE,
  type Locale,
  manifestPath,
  resolveLocale,
} from '@lekker/core/locales';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { type FirstAnswer, pageWithAnswers } from './first-answers.ts';

/** Where `vite build` puts the web app, unless WEB_DIST_DIR says otherwise. */
export function defaultWebDistDir(): string {
  return resolve(new URL('../../../web/dist', import.meta.url).pathname);
}

/**
 * Serves the built web app: hashed assets cached for a year, any other GET answered with index.html so the
 * client router decides (it renders the not-found page itself). With `firstAnswer`, the page of `/` and of a menu
 * carries the catalogue answers its first screen needs (./first-answers.ts).
 */
export function webStaticRoutes(
  distDir: string,
  options: { firstAnswer?: (c: Context) => FirstAnswer } = {},
) {
  const app = new Hono();
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    app.get('*', (c) =>
      c.text('The web app is not built. Run `npm run build` (npm start does this for you).', 503),
    );
    return app;
  }
  // serveStatic resolves root against the working directory, not this file.
  const root = relative(process.cwd(), distDir) || '.';
  // The Cache-Control is set on the answer serveStatic returns (its onFound hook runs after the answer is built, too
  // late for c.header). Hashed assets: a year, immutable. Other files in public/ (the demo pictures, the icon) keep
  // their names across builds: a day. index.html is never cached: it names the current build's assets.
  const cacheFor =
    (cacheControl: (path: string) => string): MiddlewareHandler =>
    async (c, next) => {
      await next();
      if (c.res.ok && c.res.headers.has('last-modified'))
        c.res.headers.set('cache-control', cacheControl(c.req.path));
    };
  app.use(
    '/assets/*',
    cacheFor(() => 'public, max-age=31536000, immutable'),
    serveStatic({ root }),
  );
  let indexHtml: string | undefined;
  const page = async (c: Context) => {
    indexHtml ??= await readFile(indexPath, 'utf8');
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Language, Cookie, Save-Data');
    const visitor = visitorOf(c);
    const built = pageForVisitor(indexHtml, visitor);
    const { firstAnswer } = options;
    if (!firstAnswer) return c.html(built);
    const located = getCookie(c, LOCATED_COOKIE) !== undefined;
    const started = performance.now();
    const html = await pageWithAnswers(built, c.req.path, firstAnswer(c), {
      located,
      // The shell's first screen is drawn in English with pictures: in another language or in lite mode the app draws
      // it (the answers are embedded all the same).
      drawShell: visitor.locale === DEFAULT_LOCALE && !visitor.lite,
      // e.g. `first-answers;desc="1/1";dur=3.2`: the reads the page carries, answered of asked, and the wait.
      onAnswered: ({ asked, answered }) =>
        c.header(
          'server-timing',
          `first-answers;desc="${answered}/${asked}";dur=${(performance.now() - started).toFixed(1)}`,
        ),
    });
    return c.html(html);
  };
  // The page itself, not the file: `/` would otherwise be index.html as built, without its answers.
  app.get('/', page);
  app.use(
    '*',
    // Service workers and the scripts they import: checked on every visit, so a new push handler is not a day late.
    cacheFor((path) =>
      path.endsWith('.html') || /^\/(\w+-sw|push-handlers)\.js$/.test(path)
        ? 'no-cache'
        : 'public, max-age=86400',
    ),
    serveStatic({ root }),
  );
  app.get('*', page);
  return app;
}

/** What the first page follows: the visitor's language and lite mode. */
export type Visitor = { locale: Locale; lite: boolean };

/**
 * The language (docs/decisions/061-i18n-library-and-locale.md) from the language cookie (a signed-in user's profile
 * choice is mirrored into it by the app), else `Accept-Language`, else English; lite mode
 * (docs/decisions/062-lite-mode.md) from its cookie, else `Save-Data: on`.
 */
export function visitorOf(c: Context): Visitor {
  return {
    locale: resolveLocale({
      cookie: getCookie(c, LANGUAGE_COOKIE),
      acceptLanguage: c.req.header('accept-language'),
    }),
    lite: resolveLite({ cookie: getCookie(c, LITE_COOKIE), saveData: c.req.header('save-data') }),
  };
}

/**
 * The page with `<html lang>` and, in lite mode, the lite attribute: the app and its early script read both back. The
 * site's manifest is the one in the page's language (its name and description when added to the Home Screen).
 */
export function pageForVisitor(html: string, { locale, lite }: Visitor): string {
  return html
    .replace('<html lang="en-ZA">', `<html lang="${locale}"${lite ? ` ${LITE_ATTRIBUTE}` : ''}>`)
    .replace(`href="${manifestPath('site', DEFAULT_LOCALE)}"`, `href="${manifestPath('site', locale)}"`);
}
