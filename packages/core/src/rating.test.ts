import { describe, expect, it } from 'vitest';
import { formatAverage, reviewCountText, roundedStars, summarizeRatings } from './rating.ts';

describe('summarizeRatings', () => {
  it.each([
    [[], 0, 0, [0, 0, 0, 0, 0]],
    [[5], 5, 1, [0, 0, 0, 0, 1]],
    [[5, 4, 4, 1], 3.5, 4, [1, 0, 0, 2, 1]],
    [[1, 2, 3, 4, 5], 3, 5, [1, 1, 1, 1, 1]],
    [[5, 5, 4], 14 / 3, 3, [0, 0, 0, 1, 2]],
    [[0, 6, 3.5, Number.NaN, -1, 4], 4, 1, [0, 0, 0, 1, 0]], // only whole stars 1..5 count
  ])('%j → average %s, count %s, distribution %j', (ratings, average, count, [d1, d2, d3, d4, d5]) => {
    expect(summarizeRatings(ratings)).toEqual({
      average,
      count,
      distribution: { '1': d1, '2': d2, '3': d3, '4': d4, '5': d5 },
    });
  });
});

describe('roundedStars / formatAverage', () => {
  it.each([
    [0, 0, '0.0'],
    [3.5, 4, '3.5'],
    [3.49, 3, '3.5'],
    [4.25, 4, '4.3'],
    [4.45, 4, '4.5'],
    [14 / 3, 5, '4.7'],
    [5, 5, '5.0'],
  ])('%s → %s stars, %s', (average, stars, text) => {
    expect(roundedStars(average)).toBe(stars);
    expect(formatAverage(average)).toBe(text);
  });
});

describe('reviewCountText', () => {
  it.each([
    [0, 'Based on 0 reviews'],
    [1, 'Based on 1 review'],
    [3, 'Based on 3 reviews'],
    [120, 'Based on 120 reviews'],
  ])('%s → %s', (n, text) => {
    expect(reviewCountText(n)).toBe(text);
  });
});
