// Receipt storage paths (docs/product.md#receipts: {userId}/{timestamp}-{sanitized filename}).

/** Longest sanitised name kept, so `<timestamp>-<name>` stays under the usual 255-byte file name limit. */
export const MAX_FILENAME_LENGTH = 200;

/**
 * Every character other than A–Z, a–z, 0–9, '.' and '-' becomes '_' (so '/' and '\\' cannot build a path).
 * Empty names and names of dots only ('.', '..') become 'file'; over-long names keep their extension.
 */
export function sanitizeFilename(name: string): string {
  const safe = name.replace(/[^A-Za-z0-9.-]/gu, '_');
  if (/^\.*$/.test(safe)) return 'file';
  if (safe.length <= MAX_FILENAME_LENGTH) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= 16 ? safe.slice(dot) : '';
  return safe.slice(0, MAX_FILENAME_LENGTH - extension.length) + extension;
}

/** `${userId}/${now}-${sanitized name}`; the user id must be a plain id (letters, digits, '_', '-'). */
export function receiptPath(userId: string, filename: string, now: number = Date.now()): string {
  if (!/^[A-Za-z0-9_-]+$/.test(userId))
    throw new RangeError(`Invalid user id for a receipt path: '${userId}'`);
  if (!Number.isSafeInteger(now) || now < 0) throw new RangeError(`Invalid receipt timestamp: ${now}`);
  return `${userId}/${now}-${sanitizeFilename(filename)}`;
}
