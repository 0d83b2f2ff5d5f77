import { describe, expect, it } from 'vitest';
import { readStoredZip } from './read-zip.ts';
import { zipStream } from './zip-stream.ts';

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const p of stream) parts.push(p);
  return Buffer.concat(parts);
}

describe('zipStream', () => {
  it('writes entries that read back byte for byte, names in UTF-8', async () => {
    async function* pieces() {
      yield '{"a":';
      yield Buffer.from('1}');
    }
    const binary = Buffer.from([0, 1, 2, 255, 254]);
    const zip = await collect(
      zipStream(
        [
          { name: 'data.json', content: pieces },
          {
            name: 'files/ümlaut.bin',
            content: async function* () {
              yield binary;
            },
          },
          { name: 'empty.csv', content: async function* () {} },
        ],
        new Date('2026-12-04T10:00:00Z'),
      ),
    );
    const files = readStoredZip(zip);
    expect([...files.keys()]).toEqual(['data.json', 'files/ümlaut.bin', 'empty.csv']);
    expect(files.get('data.json')?.toString()).toBe('{"a":1}');
    expect(files.get('files/ümlaut.bin')).toEqual(binary);
    expect(files.get('empty.csv')?.length).toBe(0);
    expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  });
});

describe('readStoredZip', () => {
  it('reads what zipStream wrote, and refuses a corrupted entry', async () => {
    const zip = await collect(
      zipStream(
        [
          {
            name: 'a.txt',
            content: async function* () {
              yield 'hello';
            },
          },
        ],
        new Date(),
      ),
    );
    expect(readStoredZip(zip).get('a.txt')?.toString()).toBe('hello');
    const broken = Buffer.from(zip);
    broken[30 + 'a.txt'.length] = 'j'.charCodeAt(0);
    expect(() => readStoredZip(broken)).toThrow(/CRC/);
  });
});
