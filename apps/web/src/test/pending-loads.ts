// Modules a test started loading (lazy route pages, deferred modules) and that have not arrived yet. The test setup
// waits for them after each test, so no import outlives the file's environment (Vitest's EnvironmentTeardownError).
import type { RouteObject } from 'react-router';
import { settleDeferredModules } from '@/lib/deferred-module.ts';

const routeLoads = new Set<Promise<unknown>>();

type LazyRoute = () => Promise<unknown>;

/** The route table with every `lazy` load recorded until it settles. */
export function trackRouteLoads(table: RouteObject[]): RouteObject[] {
  return table.map((route) => {
    const tracked = { ...route } as RouteObject;
    if (typeof route.lazy === 'function') {
      const lazy = route.lazy as LazyRoute;
      (tracked as { lazy: LazyRoute }).lazy = () => {
        const loading = lazy();
        routeLoads.add(loading);
        const done = () => routeLoads.delete(loading);
        void loading.then(done, done);
        return loading;
      };
    }
    if (route.children) tracked.children = trackRouteLoads(route.children);
    return tracked;
  });
}

/** Resolves once every load started so far (and any those start) has settled. */
export async function settlePendingLoads(): Promise<void> {
  while (routeLoads.size > 0) await Promise.allSettled([...routeLoads]);
  await settleDeferredModules();
}
