import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { tinyPdf, tinyPng } from '../../test/fixtures/receipt-files.ts';
import { mediaType, peekStream, sniffType, typeFromFilename } from './file-type.ts';

describe('receipt file types', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.JPEG', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.tar.webp', 'image/webp'],
    ['a.Pdf', 'application/pdf'],
    ['a.gif', null],
    ['a.exe', null],
    ['png', null],
    ['a.', null],
    ['a.constructor', null],
    ['a.__proto__', null],
  ])('%s by extension → %s', (name, type) => {
    expect(typeFromFilename(name)).toBe(type);
  });

  it('reads the media type of a Content-Type header', () => {
    expect(mediaType('Image/PNG; charset=binary')).toBe('image/png');
    expect(mediaType(undefined)).toBe('');
  });

  it.each([
    ['PNG', tinyPng(), 'image/png'],
    ['PDF', tinyPdf(), 'application/pdf'],
    ['JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0, 0]), 'image/jpeg'],
    [
      'WebP',
      Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8L')]),
      'image/webp',
    ],
    ['RIFF but WAVE', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WAVEfmt ')]), null],
    ['GIF', Buffer.from('GIF89a......'), null],
    ['a truncated PNG signature', tinyPng().subarray(0, 7), null],
    ['nothing', Buffer.alloc(0), null],
  ])('sniffs %s', (_name, bytes, type) => {
    expect(sniffType(bytes)).toBe(type);
  });

  it('peeks at the first bytes and replays the whole stream, however it is chunked', async () => {
    const png = tinyPng(1000);
    const oneByteChunks = Readable.from([...png].map((b) => Buffer.from([b])));
    const peeked = await peekStream(oneByteChunks, 12);
    expect(peeked.head).toEqual(png.subarray(0, 12));
    expect(await buffer(peeked.body)).toEqual(png);

    const short = await peekStream(Readable.from([Buffer.from('%PDF')]), 12);
    expect(short.head.toString()).toBe('%PDF');
    expect((await buffer(short.body)).toString()).toBe('%PDF');
  });

  it('releases the source when the replay is abandoned', async () => {
    const source = Readable.from([Buffer.from('%PDF-1'), Buffer.from('more'), Buffer.from('and more')]);
    const peeked = await peekStream(source, 4);
    peeked.body.destroy();
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
  });
});
