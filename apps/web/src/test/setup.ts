// Shared test setup, run before every web test file (vitest.config.ts `setupFiles`): jest-dom matchers, the MSW
// network fake (unhandled requests fail), cleanup between tests, a failure on any unexpected console warning or
// error, and stubs for the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { i18n } from '@/lib/i18n/i18n.ts';
import { loadToasts } from '@/lib/toast.ts';
import { ENGLISH_MESSAGES } from './english-messages.ts';
import { server } from './fakes/api-server.ts';
import { settlePendingLoads } from './pending-loads.ts';

// Lazy route modules can take seconds to load on a busy 2-core machine (over 5 s was seen with the database tiers
// and other work beside the web tests); a wait that times out still fails the test well within its own timeout.
configure({ asyncUtilTimeout: 12_000 });

// Every area's English bundle, as if each area had been visited (the router fetches them in the app).
i18n.load('en-ZA', ENGLISH_MESSAGES);

// Preact runs effects after the next frame: requestAnimationFrame raced by a 35 ms timer whose callback calls
// cancelAnimationFrame. A timer still pending when Vitest tears jsdom down after a file's last test then fires with
// cancelAnimationFrame gone (an uncaught ReferenceError that fails the run). Effects are scheduled through jsdom's
// requestAnimationFrame alone (it always fires while the window lives, and stops with it), or the next task.
options.requestAnimationFrame = (flush) => {
  if (typeof globalThis.requestAnimationFrame === 'function') globalThis.requestAnimationFrame(flush);
  else setTimeout(flush, 0);
};

// The app runs on Preact (apps/web/preact-alias.ts), whose compat layer binds a text field's onChange to the
// 'input' event (what a browser fires on every keystroke) and onFocus/onBlur to 'focusin'/'focusout' (which a
// browser fires with every focus change). Testing Library's fireEvent.change/focus/blur dispatch only
// 'change'/'focus'/'blur', which a browser never fires alone; this follows each synthetic one with the event the
// browser would have fired with it. Real events (isTrusted) and userEvent's sequences are left alone.
// The web project shares one jsdom window per worker across test files (vitest.config.ts `isolate: false`) and this
// file runs before each of them: the listeners are added once per window, or every event would get one more twin.
const companionEvent: Record<string, string> = { change: 'input', focus: 'focusin', blur: 'focusout' };
const companionsAdded = Symbol.for('lekker.test.companionEvents');
const testWindow = window as unknown as Record<symbol, boolean>;
for (const type of testWindow[companionsAdded] ? [] : Object.keys(companionEvent)) {
  document.addEventListener(
    type,
    (event) => {
      const target = event.target;
      if (event.isTrusted || !(target instanceof Element)) return;
      if (type === 'change') {
        const textField =
          target instanceof HTMLTextAreaElement ||
          (target instanceof HTMLInputElement && !/fil|che|rad/.test(target.type));
        if (!textField) return;
      }
      const companion = new (type === 'change' ? Event : FocusEvent)(companionEvent[type]!, {
        bubbles: true,
      });
      target.dispatchEvent(companion);
    },
    true,
  );
}
testWindow[companionsAdded] = true;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Toasts load sonner on first use in the app; loaded up front, they show synchronously as they did before.
beforeAll(() => loadToasts());
afterAll(() => server.close());

// A warning or error nobody asserted on is a bug (a failed request, a React act() or key warning). A test that
// expects one spies on console itself (`vi.spyOn(console, 'error').mockImplementation(…)`), replacing this spy.
let unexpected: string[] = [];
document.documentElement.lang = 'en-ZA';
beforeEach(() => {
  unexpected = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(async () => {
  // A lazy page or deferred module still loading when the file ends would import after Vitest tore the
  // environment down (EnvironmentTeardownError): let every started load settle first.
  await settlePendingLoads();
  cleanup();
  // Sonner keeps toasts in a module-level store; without this they replay into the next test.
  toast.dismiss();
  server.resetHandlers();
  window.localStorage.clear();
  // The page as the server sends it to a new visitor: English, not lite (a test that switches puts it back here).
  document.documentElement.lang = 'en-ZA';
  document.documentElement.removeAttribute('data-lite');
  i18n.activate('en-ZA');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  const messages = unexpected;
  unexpected = [];
  if (messages.length > 0) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });
}

if (!('IntersectionObserver' in window)) {
  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: IntersectionObserverStub,
  });
}

if (!Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
