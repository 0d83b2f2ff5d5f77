import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../../domain/errors.ts';
import { mediaType, sniffType } from '../receipts/file-type.ts';

/** Venue and menu images: at most 5 MB as uploaded (phones' photos), stored resized as WebP. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A decompression bomb guard: at most 40 megapixels decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_TOO_LARGE_MESSAGE = 'Image size must be less than 5MB';
export const IMAGE_INVALID_TYPE_MESSAGE = 'Please upload a JPG, PNG or WebP image';

export const imageTooLarge = () => new AppError(413, 'file_too_large', IMAGE_TOO_LARGE_MESSAGE);
export const invalidImage = () => new AppError(415, 'invalid_file_type', IMAGE_INVALID_TYPE_MESSAGE);

export type ImageKind = 'logo' | 'cover' | 'item' | 'story';

/** Sizes that suit where each image shows: a square logo, a wide cover (list card and hero), a menu card photo, a story. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  logo: { width: 512, height: 512, fit: 'cover' },
  cover: { width: 1600, height: 900, fit: 'cover' },
  item: { width: 800, height: 600, fit: 'cover' },
  // Stories fill a phone screen; kept whole (no crop) so the viewer can letterbox any shape.
  story: { width: 1080, height: 1920, fit: 'inside' },
};

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Reads the upload into memory, refusing as soon as it passes `maxBytes` (or up front from Content-Length), and
 * checks that the declared type is an accepted image and the first bytes say the same (magic bytes).
 */
export async function readImageUpload(input: {
  body: Readable;
  declaredType: string | undefined;
  contentLength?: number;
  maxBytes?: number;
}): Promise<Buffer> {
  const maxBytes = input.maxBytes ?? IMAGE_MAX_BYTES;
  try {
    const declared = mediaType(input.declaredType);
    if (!ACCEPTED.has(declared)) throw invalidImage();
    if (input.contentLength !== undefined && input.contentLength > maxBytes) throw imageTooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of input.body) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > maxBytes) throw imageTooLarge();
      chunks.push(buffer);
    }
    const bytes = Buffer.concat(chunks);
    const sniffed = sniffType(bytes.subarray(0, 12));
    if (sniffed === null || sniffed !== declared) throw invalidImage();
    return bytes;
  } finally {
    input.body.destroy();
  }
}

/** Resized WebP for `kind`; an image that cannot be decoded (corrupt, or a bomb) is refused as invalid. */
export async function resizeImage(bytes: Buffer, kind: ImageKind): Promise<Buffer> {
  const size = IMAGE_SIZES[kind];
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: size.width, height: size.height, fit: size.fit, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    throw invalidImage();
  }
}
