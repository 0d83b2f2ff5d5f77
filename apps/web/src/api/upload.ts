// The one way a file goes to the API: the raw file is the body and its type the Content-Type (the server checks its
// first bytes, whatever the name says), and a failed answer is read by the web's one rule (`errorFromBody`). With
// `onProgress` it goes by XMLHttpRequest, the only browser API that reports upload progress; otherwise by fetch.
import {
  buildApiUrl,
  errorFromBody,
  networkError,
  parseJsonText,
  type QueryParams,
} from '@/lib/api-client.ts';

export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  method?: 'PUT' | 'POST';
  /** Query parameters (filename, caption…); blank ones are left out. */
  query?: QueryParams;
  signal?: AbortSignal;
  onProgress?(progress: UploadProgress): void;
  /** The file's type when the browser's guess is not the one to send (a receipt's, from its name). */
  contentType?: string | undefined;
  /** Replaceable for tests (implies XMLHttpRequest). */
  createXhr?: () => XMLHttpRequest;
};

const typeOf = (file: Blob, options: UploadOptions) =>
  options.contentType || file.type || 'application/octet-stream';

const aborted = () => new DOMException('The upload was cancelled.', 'AbortError');

function withXhr(url: string, file: Blob, options: UploadOptions): Promise<unknown> {
  const { method = 'PUT', signal, onProgress, createXhr = () => new XMLHttpRequest() } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(aborted());
    const xhr = createXhr();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', typeOf(file, options));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const body = parseJsonText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(errorFromBody(xhr.status, body));
    };
    xhr.onerror = () => {
      done();
      reject(networkError());
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(file);
  });
}

/** Sends `file` to `path` (relative to /api) and resolves with the answer's JSON; rejects with an ApiError. */
export async function uploadFile(path: string, file: Blob, options: UploadOptions = {}): Promise<unknown> {
  const url = buildApiUrl(path, options.query);
  if (options.onProgress || options.createXhr) return withXhr(url, file, options);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'PUT',
      headers: { Accept: 'application/json', 'Content-Type': typeOf(file, options) },
      body: file,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }
  const body = parseJsonText(await response.text());
  if (!response.ok) throw errorFromBody(response.status, body);
  return body;
}
