// A module loaded on demand instead of with the shell (docs/decisions/028-light-shell.md): `load()` starts it once,
// `use()` re-renders the component when it is here. Unlike React.lazy it never suspends: once loaded, the module
// renders synchronously.
import { useSyncExternalStore } from 'react';

export type DeferredModule<M> = {
  load(): Promise<M>;
  /** The module once loaded, else null (a hook: follows the load). */
  use(): M | null;
  /** The module once loaded, else null (outside React). */
  peek(): M | null;
};

/** Loads started and not yet settled, across all deferred modules. */
const inFlight = new Set<Promise<unknown>>();

/** Resolves once every deferred module load started so far (and any it starts) has settled; tests await it. */
export async function settleDeferredModules(): Promise<void> {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}

export function deferredModule<M>(loader: () => Promise<M>): DeferredModule<M> {
  let module: M | null = null;
  let loading: Promise<M> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => module;
  return {
    load() {
      if (!loading) {
        const started = loader().then(
          (loaded) => {
            module = loaded;
            for (const listener of listeners) listener();
            return loaded;
          },
          (error: unknown) => {
            // A failed download (offline, a deploy replaced the chunk) is tried again on the next load().
            loading = null;
            throw error;
          },
        );
        loading = started;
        inFlight.add(started);
        void started.then(
          () => inFlight.delete(started),
          () => inFlight.delete(started),
        );
      }
      return loading;
    },
    use: () => useSyncExternalStore(subscribe, snapshot, snapshot),
    peek: snapshot,
  };
}
