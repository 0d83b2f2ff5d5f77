import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { api } from './api/client.ts';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { RemoveStaticShell } from './app/static-shell.tsx';
import { earlyAnswers } from './early/adopt-early.ts';
import { routerReady, shellShown, yieldToBrowser } from './early/startup.ts';
import { cn } from './lib/utils.ts';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

// The list or venue requests index.html's early script started are answered from there (same URL, no second fetch).
api.use(earlyAnswers());

const router = createAppRouter();

// The static shell stays on screen until the first page's code is here (rather than a loading placeholder in between),
// and the first render runs in its own task, apart from evaluating that code (shorter main-thread tasks). Top Picks the
// early script has begun drawing into the shell reach the screen first.
void routerReady(router)
  .then(() => shellShown())
  .then(yieldToBrowser)
  // tailwind-merge builds its class tables on its first call (~8 ms here, four times that on a phone): in a task of
  // its own rather than inside the first render's.
  .then(() => cn('p-0', 'p-1'))
  .then(yieldToBrowser)
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <RemoveStaticShell />
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
