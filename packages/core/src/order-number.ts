// Order numbers (docs/product.md#order-number: ORDER-<timestamp>-<short random>, unique by constraint).

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SUFFIX_LENGTH = 6;
const ORDER_NUMBER = /^ORDER-\d+-[0-9A-Z]{6}$/;

/** 'ORDER-<ms timestamp>-<6 upper-case base36 chars>', one `random()` call per character. */
export function generateOrderNumber(now: number = Date.now(), random: () => number = Math.random): string {
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError(`Invalid order timestamp: ${now}`);
  let suffix = '';
  for (let i = 0; i < SUFFIX_LENGTH; i++) {
    const index = Math.min(ALPHABET.length - 1, Math.max(0, Math.floor(random() * ALPHABET.length)));
    suffix += ALPHABET[index];
  }
  return `ORDER-${now}-${suffix}`;
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER.test(value);
}
