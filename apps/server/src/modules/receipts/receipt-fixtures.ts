import { crc32, deflateSync } from 'node:zlib';

/** A valid 1×1 RGB PNG (signature, IHDR, IDAT, IEND with real CRCs), optionally padded to `size` bytes. */
export function tinyPng(size?: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0); // width
  header.writeUInt32BE(1, 4); // height
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const pixels = deflateSync(Buffer.from([0, 0x2e, 0x7d, 0x32])); // filter byte + one green pixel
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  // Bytes after IEND are ignored by decoders: a convenient way to make a larger valid file.
  return size && size > png.length ? Buffer.concat([png, Buffer.alloc(size - png.length)]) : png;
}

/** A minimal one-page PDF. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
      'trailer <</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

/** A stream of `total` bytes starting with `head`, generated on demand; `pulled()` tells how much was read. */
export function generatedStream(total: number, head: Buffer) {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      const size = Math.min(64 * 1024, total - sent);
      const chunk = new Uint8Array(size);
      if (sent === 0) chunk.set(head.subarray(0, size));
      sent += size;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}
