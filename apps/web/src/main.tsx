import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { api } from './api/client.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { RemoveStaticShell } from './app/static-shell.tsx';
import { earlyAnswers } from './early/adopt-early.ts';
import { routerReady, shellShown, yieldToBrowser } from './early/startup.ts';
import { startDataMeter } from './lib/data-meter.ts';
import { activateLocale, pageLocale } from './lib/i18n/i18n.ts';
import { cn } from './lib/utils.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The list or venue requests index.html's early script started are answered from there (same URL, no second fetch).
api.use(earlyAnswers());

// The static shell stays on screen until the first page's code is here (rather than a loading placeholder in between),
// and the start-up runs in short main-thread tasks: the router is made in a task of its own (ranking every route and
// starting the first page's lazy load: ~15 ms here, 64 ms at Lighthouse's 4x, which would otherwise lengthen the task
// that evaluated the app's modules), tailwind-merge builds its class tables on its first call in another (~8 ms here,
// four times that on a phone), and the first render in the next. Top Picks the early script has begun drawing into
// the shell reach the screen first.
async function start(root: HTMLElement) {
  // The language the server chose for this page (docs/decisions/061-i18n-library-and-locale.md): its catalogue is
  // fetched before the first render, so no English flashes; English is in the shell already.
  const locale = pageLocale();
  const catalogue = locale === 'en-ZA' ? undefined : activateLocale(locale);
  await yieldToBrowser();
  const router = createAppRouter();
  await routerReady(router);
  await shellShown();
  await catalogue;
  await yieldToBrowser();
  cn('p-0', 'p-1');
  await yieldToBrowser();
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RemoveStaticShell />
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

void start(container).then(() => startDataMeter());
