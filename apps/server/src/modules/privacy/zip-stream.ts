import { crc32 } from 'node:zlib';

/** One file of the archive: its path inside the ZIP and its bytes, produced piece by piece. */
export type ZipEntry = { name: string; content: () => AsyncIterable<Uint8Array | string> };

const FLAGS = 0x0808; // bit 3: sizes and CRC follow the data (a data descriptor); bit 11: UTF-8 names.

function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date:
      ((Math.max(1980, at.getUTCFullYear()) - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/**
 * A ZIP archive in the store format (no compression), written as it goes: each entry's bytes are passed through as
 * they are produced and only its CRC and size are remembered, so memory stays flat whatever the archive's size
 * (PKWARE APPNOTE 6.3: local header, data, data descriptor; then the central directory). Up to 4 GB and 65,535
 * entries (no ZIP64), far above one person's export.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
  at: Date,
): AsyncGenerator<Uint8Array> {
  const { time, date } = dosDateTime(at);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt16LE(name.length, 26);
    const headerOffset = offset;
    yield local;
    yield name;
    offset += local.length + name.length;
    let crc = 0;
    let size = 0;
    for await (const piece of entry.content()) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      if (bytes.length === 0) continue;
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
    offset += size;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(headerOffset, 42);
    central.push(header, name);
    count++;
  }
  const directory = Buffer.concat(central);
  yield directory;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield end;
}
