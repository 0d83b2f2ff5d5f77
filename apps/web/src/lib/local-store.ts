// One way to keep a value in localStorage: JSON checked on the way in (by a zod schema, or by a small hand-written
// guard where zod must stay off the first load of `/`: docs/decisions/028-light-shell.md), so a garbled, outdated or
// hand-edited entry reads as "nothing stored" instead of crashing a page. Storage that throws (private mode, quota,
// blocked cookies) also reads as nothing and writes are dropped: the value then lives for this visit only.

/** What checks a stored value: a zod schema fits, and so does `guard(fn)`. */
export type StoredValueCheck<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/** A check from a function that returns the value it accepts (possibly cleaned up), or null to reject it. */
export function guard<T>(check: (value: unknown) => T | null): StoredValueCheck<T> {
  return {
    safeParse(value) {
      const data = check(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

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

export function createLocalStore<T>(
  key: string,
  schema: StoredValueCheck<T>,
  options: Options = {},
): LocalStore<T> {
  const storage = () => storageArea(options.area ?? 'local');
  const announce = () => {
    if (options.event) window.dispatchEvent(new Event(options.event));
  };
  const parse = (raw: string | null): T | null => {
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
