/**
 * Messages waiting for Redis while it is away (docs/decisions/047-redis-outage.md): at most `max` of them, the
 * oldest dropped first; what has waited longer than `maxAgeMs` is dropped when they are taken. Every drop is counted.
 */
export function createPublishBuffer(options: { max: number; maxAgeMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  let items: { message: string; at: number }[] = [];
  let dropped = 0;
  return {
    push(message: string) {
      items.push({ message, at: now() });
      if (items.length > options.max) {
        items.shift();
        dropped += 1;
      }
    },
    /** Everything waiting, oldest first, minus (and counting) what is too old to be worth sending. */
    take(): string[] {
      const oldest = now() - options.maxAgeMs;
      const fresh = items.filter((item) => item.at >= oldest);
      dropped += items.length - fresh.length;
      items = [];
      return fresh.map((item) => item.message);
    },
    /** A message that was sent and failed (it is not retried: it may have reached Redis). */
    countDrop() {
      dropped += 1;
    },
    size: () => items.length,
    dropped: () => dropped,
  };
}
export type PublishBuffer = ReturnType<typeof createPublishBuffer>;
