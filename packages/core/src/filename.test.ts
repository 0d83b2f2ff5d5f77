import { describe, expect, it } from 'vitest';
import { MAX_FILENAME_LENGTH, receiptPath, sanitizeFilename } from './filename.ts';

describe('sanitizeFilename (letters, digits, dot and hyphen kept; everything else → _)', () => {
  it.each([
    ['receipt.pdf', 'receipt.pdf'],
    ['My Receipt (1).JPG', 'My_Receipt__1_.JPG'],
    ['slip-2024.01.png', 'slip-2024.01.png'],
    ['../../etc/passwd', '.._.._etc_passwd'],
    ['..\\..\\x', '.._.._x'],
    ['/abs/path.png', '_abs_path.png'],
    ['café.webp', 'caf_.webp'],
    ['😀.png', '_.png'], // one character, one underscore
    ['a\u0000b', 'a_b'],
    ['', 'file'],
    ['.', 'file'],
    ['..', 'file'],
    ['___', '___'],
  ])('%j → %j', (name, safe) => {
    expect(sanitizeFilename(name)).toBe(safe);
  });

  it('shortens long names and keeps the extension', () => {
    const safe = sanitizeFilename(`${'a'.repeat(300)}.jpeg`);
    expect(safe).toHaveLength(MAX_FILENAME_LENGTH);
    expect(safe).toBe(`${'a'.repeat(MAX_FILENAME_LENGTH - 5)}.jpeg`);
    expect(sanitizeFilename('b'.repeat(250))).toBe('b'.repeat(MAX_FILENAME_LENGTH));
  });
});

describe('receiptPath', () => {
  it.each([
    ['user-1', 'receipt.pdf', 1704103200000, 'user-1/1704103200000-receipt.pdf'],
    ['abc_DEF-123', 'My Slip.png', 5, 'abc_DEF-123/5-My_Slip.png'],
    ['u', '../../x', 1, 'u/1-.._.._x'],
    ['u', '', 1, 'u/1-file'],
  ])('%s + %j at %s → %s', (user, name, now, path) => {
    expect(receiptPath(user, name, now)).toBe(path);
  });

  it.each(['', '../other', 'a/b', 'a b'])('rejects user id %j', (user) => {
    expect(() => receiptPath(user, 'x.pdf', 1)).toThrow(RangeError);
  });

  it('defaults to the current time', () => {
    expect(receiptPath('u', 'x.pdf')).toMatch(/^u\/\d{13}-x\.pdf$/);
  });
});
