import { useEffect, useState } from 'react';

/** The current time, re-read every `intervalMs` (countdowns and "4 min ago"; no network involved). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
