// The web's one rule from a failed request to the words a person reads (docs/decisions/055-human-errors-and-text-limits.md).
// The server writes its messages for people; this is the net under them: a message that reads like code (a field
// path, a zod phrase, an HTTP status line) is never shown, a sentence chosen by the error's code is. Without zod, so
// the first screens can use it (docs/decisions/028-light-shell.md).
import { fieldName } from '@lekker/core/validation-messages';

/** Said when nothing better is known, by the kind of failure. */
export const FALLBACK_TEXTS = {
  network_error: 'Could not reach the server. Check your connection and try again.',
  validation_error: 'Please check what you entered and try again.',
  bad_request: 'Please check what you entered and try again.',
  unauthorized: 'Please sign in to continue.',
  forbidden: 'You do not have access to this.',
  not_found: 'We could not find that. The link may be old or mistyped.',
  conflict: 'That changed in the meantime. Please reload the page and try again.',
  unprocessable: 'We could not do that. Please check the details and try again.',
  payload_too_large: 'That is too large to send. Please make it shorter or smaller.',
  file_too_large: 'That file is too large.',
  request_timeout: 'The server took too long to answer. Please try again.',
  rate_limited: 'Too many tries in a short time. Please wait a minute and try again.',
  csrf_rejected: 'Your session could not be confirmed. Please reload the page and try again.',
  internal_error: 'Something went wrong on our side. Please try again in a moment.',
  client: 'We could not do that. Please check and try again.',
} as const;

/** Field paths and request parts as code names them: "[body.email]", "items.0.quantity". */
const CODE_PATH = /\[(body|query|params?|headers?|path)\b|\b[a-z]+\.\d+\.[a-z_]+\b/;
/** An identifier with an underscore ("restaurant_id", "delivery_lat"): people's sentences have none. */
const SNAKE_CASE = /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/;
/** A sentence that starts with a field's code name: "id must be a UUID", "query must not be empty", "must be true". */
const FIELD_FIRST = /^([a-z][a-zA-Z0-9]*\s+)?(must|is required|is invalid|should|cannot|expected)\b/;
/**
 * zod's own wording ("Invalid input: expected string", "Too big: expected string to have <=500 characters"). Not
 * every "Invalid …": better-auth's "Invalid email or password" is a sentence for people.
 */
const ZOD_WORDING =
  /^Invalid (input|option|string|number|key|value|discriminator|type)\b|^Too (big|small): |^Unrecognized keys?\b/;
/** Words from code and protocols rather than from people. */
const CODE_WORDS =
  /\b(UUID|uuid|undefined|null|NaN|NULL|stack|Zod|zod|regex|enum|schema|JSON|boolean|string|integer)\b|expected .* received|Request failed with status|^(Bad Request|Not Found|Unauthorized|Forbidden|Internal Server Error|Bad Gateway|Service Unavailable|Gateway Timeout|Unprocessable Entity|Conflict|Too Many Requests|Payload Too Large)$|^\w*Error\b|^\s*[<{[]/;

/** True when `text` reads like code or a protocol rather than a sentence for a person. */
export function isDeveloperText(text: string): boolean {
  const trimmed = text.trim();
  if (!trimmed) return true;
  return (
    CODE_PATH.test(trimmed) ||
    SNAKE_CASE.test(trimmed) ||
    FIELD_FIRST.test(trimmed) ||
    CODE_WORDS.test(trimmed) ||
    ZOD_WORDING.test(trimmed)
  );
}

const sentence = (text: string) => {
  const t = text.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
};

/** A field's message for people: the server's own when it reads as a sentence, else one from the field's name. */
export function fieldText(path: string, message: string): string {
  if (!isDeveloperText(message)) return sentence(message);
  return `Please check the ${fieldName(path.split('.'))}.`;
}

export type ErrorParts = {
  status: number;
  code: string;
  /** The server's `error.message`, if it sent one. */
  message?: string | undefined;
  fields?: Record<string, string> | undefined;
};

function fallback(status: number, code: string): string {
  if (code in FALLBACK_TEXTS) return FALLBACK_TEXTS[code as keyof typeof FALLBACK_TEXTS];
  if (status === 0) return FALLBACK_TEXTS.network_error;
  if (status === 404) return FALLBACK_TEXTS.not_found;
  if (status === 408) return FALLBACK_TEXTS.request_timeout;
  if (status === 413) return FALLBACK_TEXTS.payload_too_large;
  if (status === 429) return FALLBACK_TEXTS.rate_limited;
  if (status >= 500) return FALLBACK_TEXTS.internal_error;
  return FALLBACK_TEXTS.client;
}

/**
 * The one sentence to show for a failed request: the server's message when it is written for people; for a
 * validation error whose message is not, the fields' sentences; else the sentence of its code (or status).
 * An answer without a code the API knows (a proxy's page, `http_502`) shows the sentence of its status.
 */
export function humanErrorText({ status, code, message, fields }: ErrorParts): string {
  if (code === 'internal_error' || code.startsWith('http_')) return fallback(status, code);
  if (message && !isDeveloperText(message)) return message.trim();
  if (fields && Object.keys(fields).length > 0) {
    const texts = [...new Set(Object.entries(fields).map(([path, text]) => fieldText(path, text)))];
    return texts.join(' ');
  }
  return fallback(status, code);
}

/** The fields with every message made readable (`{ 'delivery_address.street': 'Please check the street address.' }`). */
export function humanFields(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, fieldText(path, text)]));
}

/** Whether trying the same request again could work: not for an answer the request itself caused (4xx). */
export function canRetry(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const status = Number((error as { status: unknown }).status);
  return !(status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/** What went wrong, for a person: an API error's sentence (already made readable), else a plain apology. */
export function errorText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'code' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message && !isDeveloperText(message)) return message;
    return fallback(Number((error as { status: unknown }).status), String((error as { code: unknown }).code));
  }
  return 'Something went wrong. Please try again.';
}
