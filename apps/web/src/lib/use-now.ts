import { useEffect, useState } from 'react';

/**
 * The current time (ms), re-read every `intervalMs` so countdowns and "4 min ago" keep moving on screen (no
 * network involved): the order desk ticks every second, the customer's "about 12 min" every 30 s.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
