import { beforeEach, describe, expect, it, vi } from 'vitest';
import { asXhr, FakeXhr } from '@/test/fakes/fake-xhr.ts';
import {
  UPLOAD_REFUSED_MESSAGE,
  UPLOAD_UNEXPECTED_MESSAGE,
  UploadNetworkError,
  UploadRefusedError,
  uploadErrorText,
  uploadReceipt,
} from './upload-receipt.ts';

const stored = {
  path: 'user-1/1700000000000-slip.png',
  size: 4,
  content_type: 'image/png',
  created_at: '2025-01-01T00:00:00.000Z',
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
const createXhr = () => asXhr(new FakeXhr());

beforeEach(() => FakeXhr.reset());

describe('uploadReceipt (XMLHttpRequest with progress)', () => {
  it('PUTs the raw file with its type and the session cookie, reporting progress', async () => {
    const onProgress = vi.fn();
    const file = png();
    const done = uploadReceipt(file, { onProgress, createXhr });
    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/api/receipts?filename=slip.png');
    expect(xhr.headers['Content-Type']).toBe('image/png');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(file);

    xhr.progress(1, 4);
    xhr.progress(3, 4);
    expect(onProgress.mock.calls.map(([p]) => p)).toEqual([
      { loaded: 1, total: 4 },
      { loaded: 3, total: 4 },
    ]);
    xhr.respond(201, stored);
    await expect(done).resolves.toEqual(stored);
    expect(onProgress).toHaveBeenLastCalledWith({ loaded: 4, total: 4 });
  });

  it('names the receipt it replaces and encodes the file name', async () => {
    const file = new File(['%PDF-1.4'], 'my slip #2.pdf', { type: 'application/pdf' });
    const done = uploadReceipt(file, { replaces: stored.path, createXhr });
    const url = new URL(FakeXhr.last.url, 'http://x');
    expect(url.searchParams.get('filename')).toBe('my slip #2.pdf');
    expect(url.searchParams.get('replaces')).toBe(stored.path);
    expect(FakeXhr.last.headers['Content-Type']).toBe('application/pdf');
    FakeXhr.last.respond(201, { ...stored, content_type: 'application/pdf' });
    await done;
  });

  it('turns a refusal into UploadRefusedError with the server’s message', async () => {
    const done = uploadReceipt(png(), { createXhr });
    FakeXhr.last.respond(413, {
      error: { code: 'file_too_large', message: 'File size must be less than 8MB' },
    });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadRefusedError);
    expect(error).toMatchObject({ status: 413, code: 'file_too_large' });
    expect(uploadErrorText(error)).toBe('File size must be less than 8MB');
  });

  it('shows the server’s words only for the spec’s file rules', async () => {
    const invalid = uploadReceipt(png(), { createXhr });
    FakeXhr.last.respond(415, {
      error: { code: 'invalid_file_type', message: 'Please upload an image (JPG, PNG, WebP) or PDF file' },
    });
    expect(uploadErrorText(await invalid.catch((e: unknown) => e))).toBe(
      'Please upload an image (JPG, PNG, WebP) or PDF file',
    );
    const conflict = uploadReceipt(png(), { createXhr });
    FakeXhr.last.respond(409, {
      error: { code: 'conflict', message: 'A receipt with this name was just uploaded.' },
    });
    expect(uploadErrorText(await conflict.catch((e: unknown) => e))).toBe(UPLOAD_REFUSED_MESSAGE);
    expect(UPLOAD_REFUSED_MESSAGE).toBe('Failed to upload receipt. Please try again.');
  });

  it('reports a lost connection as the unexpected error', async () => {
    const done = uploadReceipt(png(), { createXhr });
    FakeXhr.last.failNetwork();
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadNetworkError);
    expect(uploadErrorText(error)).toBe(UPLOAD_UNEXPECTED_MESSAGE);
    expect(UPLOAD_UNEXPECTED_MESSAGE).toBe('An unexpected error occurred during upload. Please try again.');
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const done = uploadReceipt(png(), { createXhr, signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.last.aborted).toBe(true);
  });
});
