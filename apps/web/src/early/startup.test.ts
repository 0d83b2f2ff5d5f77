import { describe, expect, it } from 'vitest';
import { routerReady } from './startup.ts';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    subscribe(listener: (state: { initialized: boolean }) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(next: boolean) {
      router.state = { initialized: next };
      for (const listener of [...listeners]) listener(router.state);
    },
    listeners,
  };
  return router;
}

describe('routerReady', () => {
  it('resolves at once when the first page is already loaded', async () => {
    await expect(routerReady(fakeRouter(true))).resolves.toBeUndefined();
  });

  it('waits for the router to load the first page, then stops listening', async () => {
    const router = fakeRouter(false);
    let ready = false;
    const pending = routerReady(router).then(() => {
      ready = true;
    });
    router.publish(false);
    await Promise.resolve();
    expect(ready).toBe(false);
    router.publish(true);
    await pending;
    expect(ready).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});
