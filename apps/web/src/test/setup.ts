// Shared test setup, run before every web test file (vitest.config.ts `setupFiles`): jest-dom matchers, the MSW
// network fake (unhandled requests fail), cleanup between tests, a failure on any unexpected console warning or
// error, and stubs for the browser APIs jsdom lacks.
import '@testing-library/jest-dom/vitest';
import { format } from 'node:util';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { loadToasts } from '@/lib/toast.ts';
import { server } from './fakes/api-server.ts';

// Lazy route modules can take over a second to load on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Toasts load sonner on first use in the app; loaded up front, they show synchronously as they did before.
beforeAll(() => loadToasts());
afterAll(() => server.close());

// A warning or error nobody asserted on is a bug (a failed request, a React act() or key warning). A test that
// expects one spies on console itself (`vi.spyOn(console, 'error').mockImplementation(…)`), replacing this spy.
let unexpected: string[] = [];
beforeEach(() => {
  unexpected = [];
  for (const level of ['warn', 'error'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      unexpected.push(`console.${level}: ${format(...args)}`);
    });
  }
});

afterEach(() => {
  cleanup();
  // Sonner keeps toasts in a module-level store; without this they replay into the next test.
  toast.dismiss();
  server.resetHandlers();
  window.localStorage.clear();
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
