// Text helpers of the offline geocoder, shared with the gazetteer generator (apps/server/scripts/build-gazetteer.ts).

/**
 * The form names and queries are compared in: lower case, accents and diacritics stripped, apostrophes dropped
 * ("Pilgrim’s Rest" → "pilgrims rest"), every other punctuation mark turned into a space, spaces collapsed.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’‘`ʼ]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The name spelled in plain ASCII letters (diacritics stripped, typographic apostrophes straightened). */
export function asciiName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[’‘ʼ]/g, "'")
    .replace(/[^\x20-\x7e]/g, '');
}

/**
 * Damerau–Levenshtein distance (optimal string alignment: insertions, deletions, substitutions and transpositions
 * of neighbours), giving up early: any distance above `max` is reported as `max + 1`.
 */
export function damerauLevenshtein(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  let prev2: number[] = [];
  let prev: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const row: number[] = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  const distance = prev[cols - 1]!;
  return distance > max ? max + 1 : distance;
}
