import { describe, expect, it } from 'vitest';
import { placeholdersOf } from './message-shape.ts';

describe('placeholdersOf', () => {
  it('finds plain, plural and nested placeholders, and none in plain text', () => {
    expect(placeholdersOf('Your location: ')).toEqual([]);
    expect(placeholdersOf('{tab}, {count} items in cart')).toEqual(['count', 'tab']);
    expect(placeholdersOf('{count, plural, one {# item at {venue}} other {# items}}')).toEqual([
      'count',
      'venue',
    ]);
  });
  it('tells two messages apart when a translation drops or renames one', () => {
    expect(placeholdersOf('{title} | {product}')).not.toEqual(placeholdersOf('{title} | Lekker Eats'));
    expect(placeholdersOf('{name} ordered')).not.toEqual(placeholdersOf('{naam} ordered'));
  });
});
