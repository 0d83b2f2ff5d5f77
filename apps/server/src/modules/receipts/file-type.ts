import { Readable } from 'node:stream';
import { RECEIPT_TYPES, type ReceiptContentType } from '@lekker/core/contracts/receipts';

/** Bytes needed to recognise every accepted type (WebP: 'RIFF' + size + 'WEBP'). */
export const SNIFF_BYTES = 12;

/** The type a receipt's name promises by its extension (case-insensitive), or null for anything else. */
export function typeFromFilename(filename: string): ReceiptContentType | null {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return null;
  const extension = filename.slice(dot + 1).toLowerCase();
  return Object.hasOwn(RECEIPT_TYPES, extension)
    ? RECEIPT_TYPES[extension as keyof typeof RECEIPT_TYPES]
    : null;
}

/** The media type of a Content-Type header without parameters, lower-cased ('image/png; x=y' → 'image/png'). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/** What the file's first bytes say it is (magic numbers), or null when they match no accepted type. */
export function sniffType(head: Uint8Array): ReceiptContentType | null {
  const b = Buffer.from(head.buffer, head.byteOffset, head.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG)) return 'image/png';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (b.length >= 5 && b.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Reads at least `bytes` bytes (or the whole stream when shorter) and hands back those first bytes plus a
 * stream that replays them followed by the rest — so the type can be checked before anything is stored.
 */
export async function peekStream(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer | Uint8Array | string>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    const chunk = toBuffer(next.value);
    chunks.push(chunk);
    length += chunk.length;
  }
  const head = Buffer.concat(chunks);
  async function* replay() {
    try {
      if (head.length > 0) yield head;
      if (ended) return;
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield toBuffer(next.value);
      }
    } finally {
      // Abandoned early (too large, storage failure): release the source as well.
      await iterator.return?.();
    }
  }
  const body = Readable.from(replay(), { objectMode: false });
  // Destroyed before it was ever read (the generator never started, so its `finally` would not run).
  body.once('close', () => {
    if (!source.readableEnded) source.destroy();
  });
  return { head: head.subarray(0, Math.max(bytes, 0)), body };
}

function toBuffer(value: Buffer | Uint8Array | string): Buffer {
  if (typeof value === 'string') return Buffer.from(value);
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}
