import { describe, expect, it } from 'vitest';
import { checkReceiptFile, formatFileSize, RECEIPT_ACCEPT, receiptContentType } from './receipt-file.ts';

const TOO_LARGE = 'File size must be less than 8MB';
const WRONG_TYPE = 'Please upload an image (JPG, PNG, WebP) or PDF file';

const file = (name: string, size: number, type: string) => ({ name, size, type });

describe('receipt file checks (docs/product.md#receipts)', () => {
  it('accepts JPG, JPEG, PNG, WebP and PDF up to exactly 8 MB', () => {
    expect(RECEIPT_ACCEPT).toBe('.jpg,.jpeg,.png,.webp,.pdf');
    for (const [name, type] of [
      ['slip.jpg', 'image/jpeg'],
      ['slip.JPEG', 'image/jpeg'],
      ['slip.png', 'image/png'],
      ['slip.webp', 'image/webp'],
      ['slip.pdf', 'application/pdf'],
      ['no-type.png', ''],
    ]) {
      expect(checkReceiptFile(file(name as string, 1000, type as string)), name).toBeNull();
    }
    expect(checkReceiptFile(file('big.png', 8388608, 'image/png'))).toBeNull();
  });

  it("refuses anything over 8 MB with 'File size must be less than 8MB'", () => {
    expect(checkReceiptFile(file('big.png', 8388609, 'image/png'))).toBe(TOO_LARGE);
    expect(checkReceiptFile(file('big.txt', 9_000_000, 'text/plain'))).toBe(TOO_LARGE);
  });

  it('refuses other types by name or by reported type', () => {
    expect(checkReceiptFile(file('notes.txt', 10, 'text/plain'))).toBe(WRONG_TYPE);
    expect(checkReceiptFile(file('slip.gif', 10, 'image/gif'))).toBe(WRONG_TYPE);
    expect(checkReceiptFile(file('slip', 10, 'image/png'))).toBe(WRONG_TYPE);
    expect(checkReceiptFile(file('slip.png', 10, 'text/html'))).toBe(WRONG_TYPE);
    expect(checkReceiptFile(file('empty.png', 0, 'image/png'))).toBe(WRONG_TYPE);
  });

  it('sends the type the server expects for the extension', () => {
    expect(receiptContentType('a.JPG')).toBe('image/jpeg');
    expect(receiptContentType('a.pdf')).toBe('application/pdf');
    expect(receiptContentType('a.txt')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3 * 1024 * 1024)).toBe('3.0 MB');
  });
});
