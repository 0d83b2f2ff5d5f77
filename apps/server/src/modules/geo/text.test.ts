import { describe, expect, it } from 'vitest';
import { asciiName, damerauLevenshtein, normalizeText } from './text.ts';

describe('normalizeText', () => {
  it.each([
    ['Mahikeng', 'mahikeng'],
    ['  MAHIKENG  ', 'mahikeng'],
    ['Daniëlskuil', 'danielskuil'],
    ['Pilgrim’s Rest', 'pilgrims rest'],
    ["Simon's Town", 'simons town'],
    ['KwaZulu-Natal', 'kwazulu natal'],
    ['Schweizer-Reneke', 'schweizer reneke'],
    ['12 Main Rd., Mmabatho', '12 main rd mmabatho'],
    ['Op-die-Berg!!', 'op die berg'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected);
  });
});

describe('asciiName', () => {
  it('strips diacritics and straightens apostrophes', () => {
    expect(asciiName('Daniëlskuil')).toBe('Danielskuil');
    expect(asciiName('Betty’s Bay')).toBe("Betty's Bay");
  });
});

describe('damerauLevenshtein', () => {
  it.each([
    ['mahikeng', 'mahikeng', 0],
    ['mahikng', 'mahikeng', 1], // deletion
    ['mahikeeng', 'mahikeng', 1], // insertion
    ['mahikenq', 'mahikeng', 1], // substitution
    ['mahiekng', 'mahikeng', 1], // transposition
    ['mhikng', 'mahikeng', 2],
    ['', 'abc', 3],
    ['kitten', 'sitting', 3],
  ])('%s ↔ %s = %i', (a, b, d) => {
    expect(damerauLevenshtein(a, b)).toBe(d);
    expect(damerauLevenshtein(b, a)).toBe(d);
  });

  it('gives up above the bound, answering bound + 1', () => {
    expect(damerauLevenshtein('mhikng', 'mahikeng', 1)).toBe(2);
    expect(damerauLevenshtein('johannesburg', 'cape town', 1)).toBe(2);
    expect(damerauLevenshtein('mahikng', 'mahikeng', 1)).toBe(1);
  });
});
