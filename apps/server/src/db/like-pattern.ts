/** `q` as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (q: string) => `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
