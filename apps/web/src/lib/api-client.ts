// The same-origin API's error type and URL helper. Every non-2xx answer becomes an ApiError carrying the
// server's `{ error: { code, message, fields? } }` shape. Fetch through the typed client (`@/api/client.ts`);
// `apiGet`/`apiSend` remain only for fetchers not yet moved to it.
import { plainAuthMessage } from '@lekker/core/auth-messages';
import { type ErrorCode, isErrorCode } from '@lekker/core/error-codes';
import { FALLBACK_TEXTS, humanErrorText, humanFields } from './error-text.ts';

export const API_BASE = '/api';

/** What the client says in English when no answer came back at all. */
export const NETWORK_ERROR_MESSAGE = FALLBACK_TEXTS.network_error;

/**
 * A code the server sent (see ERROR_CODES in core), or one the client made up: `network_error` (no answer),
 * `http_<status>` (an answer without a known code).
 */
export type ApiErrorCode = ErrorCode | 'network_error' | `http_${number}`;

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string> | undefined;
  /** The server's own `error.message`, unread by the readability rules: to compare with a known text, never to show. */
  readonly serverMessage: string | undefined;
  /** The server's own `error.fields`, unread: a sentence in another language is chosen from them (lib/error-text.ts). */
  readonly serverFields: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields?: Record<string, string>,
    serverMessage?: string,
    serverFields?: Record<string, string>,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.serverMessage = serverMessage;
    this.serverFields = serverFields;
  }

  /** True for answers the client caused (4xx): retrying them does not help, except 408 and 429. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500 && this.status !== 408 && this.status !== 429;
  }
}

/**
 * Builds the request URL. `path` is relative to `/api` ('/restaurants'); a path that already starts with
 * '/api/' is used as is. Empty, null and undefined parameters are left out.
 */
export function buildApiUrl(path: string, params?: QueryParams): string {
  const base = path.startsWith(`${API_BASE}/`)
    ? path
    : `${API_BASE}${path.startsWith('/') ? '' : '/'}${path}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `${base}?${query}` : base;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The ApiError of an answer's error parts: its message and fields are the words a person reads (lib/error-text.ts),
 * never the server's developer text.
 */
export function apiErrorOf(
  status: number,
  code: ApiErrorCode,
  message: string | undefined,
  fields: Record<string, string> | undefined,
): ApiError {
  return new ApiError(
    status,
    code,
    humanErrorText({ status, code, message, fields }),
    humanFields(fields),
    message,
    fields,
  );
}

/** The ApiError of no answer at all, its sentence in the language shown. */
export function networkError(): ApiError {
  return new ApiError(0, 'network_error', humanErrorText({ status: 0, code: 'network_error' }));
}

/**
 * The web's one rule for reading a failed answer: the API's `{ error: { code, message, fields } }`, or better-auth's
 * own `{ code, message }` (its code upper-cased, its validation messages naming code paths), or anything else (a
 * proxy's page: the status decides). Every fetcher, upload and the auth calls go through it.
 */
export function errorFromBody(status: number, body: unknown): ApiError {
  const source = isRecord(body) ? (isRecord(body.error) ? body.error : body) : {};
  const given = typeof source.code === 'string' ? source.code.toLowerCase() : '';
  const code: ApiErrorCode = isErrorCode(given) ? given : `http_${status}`;
  const message = typeof source.message === 'string' ? plainAuthMessage(source.message) : undefined;
  const fields = isRecord(source.fields)
    ? Object.fromEntries(Object.entries(source.fields).map(([key, value]) => [key, String(value)]))
    : undefined;
  return apiErrorOf(status, code, message, fields);
}

/** The body of an answer as JSON, or undefined when it is not JSON. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError of a non-2xx answer (its body is read). */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  return errorFromBody(response.status, parseJsonText(text));
}

async function request<T>(url: string, init: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'include', ...init });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('application/json')) return (await response.text()) as T;
  return (await response.json()) as T;
}

export type RequestOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** GET a JSON resource. */
export function apiGet<T>(path: string, params?: QueryParams, options: RequestOptions = {}): Promise<T> {
  return request<T>(buildApiUrl(path, params), {
    method: 'GET',
    headers: { Accept: 'application/json', ...options.headers },
    signal: options.signal,
  });
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Send a JSON body (or FormData, sent as multipart) with POST, PUT, PATCH or DELETE. */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  return request<T>(buildApiUrl(path), {
    method,
    headers,
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    signal: options.signal,
  });
}
