import { useEffect, useState } from 'react';

/** `value`, updated only after it has stopped changing for `delayMs` (compared by JSON, so new objects are fine). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  const serialized = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the serialized form is the dependency on purpose.
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [serialized, delayMs]);
  return debounced;
}
