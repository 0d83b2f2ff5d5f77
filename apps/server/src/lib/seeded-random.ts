// One seeded pseudo-random source for the demo history, the bench's generated catalogue and the property tests.

/**
 * mulberry32: a small deterministic generator of numbers in [0, 1). The same seed gives the same sequence, so demo
 * data is stable and a failing property test names a seed that replays it.
 */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
