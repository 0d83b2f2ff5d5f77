// One way to keep a value in localStorage: JSON checked by a zod schema on the way in, so a garbled, outdated or
// hand-edited entry reads as "nothing stored" instead of crashing a page. Storage that throws (private mode, quota,
// blocked cookies) also reads as nothing and writes are dropped: the value then lives for this visit only.
import type { z } from 'zod';

export type LocalStore<T> = {
  readonly key: string;
  /** The stored value of `raw` (a getItem result), or null when absent or not valid. */
  parse(raw: string | null): T | null;
  /** The raw stored text (a stable snapshot for useSyncExternalStore), or null. */
  readRaw(): string | null;
  read(): T | null;
  write(value: T): void;
  clear(): void;
};

type Options = {
  /** Fired on window after every write and clear, so other components of this tab can follow. */
  event?: string;
  /** 'session' keeps the value for this tab only (sessionStorage); default 'local'. */
  area?: 'local' | 'session';
  /**
   * Reads an entry written before the key held JSON (a bare string such as `driver`); what it returns is checked by
   * the schema like any other value. Writes are always JSON, so the old form goes away with the next write.
   */
  legacy?: (raw: string) => unknown;
};

function storageArea(area: 'local' | 'session'): Storage | null {
  try {
    return area === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function createLocalStore<S extends z.ZodType>(
  key: string,
  schema: S,
  options: Options = {},
): LocalStore<z.output<S>> {
  const storage = () => storageArea(options.area ?? 'local');
  const announce = () => {
    if (options.event) window.dispatchEvent(new Event(options.event));
  };
  const parse = (raw: string | null): z.output<S> | null => {
    if (!raw) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      if (!options.legacy) return null;
      value = options.legacy(raw);
    }
    const result = schema.safeParse(value);
    return result.success ? result.data : null;
  };
  const readRaw = () => {
    try {
      return storage()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  return {
    key,
    parse,
    readRaw,
    read: () => parse(readRaw()),
    write(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // Storage blocked or full: the value lives for this visit only.
      }
      announce();
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored.
      }
      announce();
    },
  };
}
