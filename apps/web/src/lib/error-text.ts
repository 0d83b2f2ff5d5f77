// The web's one rule from a failed request to the words a person reads (docs/decisions/055-human-errors-and-text-limits.md).
// The server writes its messages for people; this is the net under them: a message that reads like code (a field
// path, a zod phrase, an HTTP status line) is never shown, a sentence chosen by the error's code is. Without zod, so
// the first screens can use it (docs/decisions/028-light-shell.md). In a language other than English the server's
// English is never shown: the sentence of the error's code or kind from the catalogues is (decision 061, "Validation and
// error texts").
import { DEFAULT_LOCALE } from '@lekker/core/locales';
import { fieldName } from '@lekker/core/validation-messages';
import { contractLookup } from './i18n/contract-lookup.ts';
import { i18n, type MessageId, type MessageValues } from './i18n/i18n.ts';

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

type FallbackKind = keyof typeof FALLBACK_TEXTS;

/** Each fallback's message in the shell's catalogue (the first screen shows them, before any bundle). */
const FALLBACK_IDS: Record<FallbackKind, MessageId> = {
  network_error: 'errors.fallback.network',
  validation_error: 'errors.fallback.input',
  bad_request: 'errors.fallback.input',
  unauthorized: 'errors.fallback.unauthorized',
  forbidden: 'errors.fallback.forbidden',
  not_found: 'errors.fallback.notFound',
  conflict: 'errors.fallback.conflict',
  unprocessable: 'errors.fallback.unprocessable',
  payload_too_large: 'errors.fallback.payloadTooLarge',
  file_too_large: 'errors.fallback.fileTooLarge',
  request_timeout: 'errors.fallback.timeout',
  rate_limited: 'errors.fallback.rateLimited',
  csrf_rejected: 'errors.fallback.csrf',
  internal_error: 'errors.fallback.internal',
  client: 'errors.fallback.client',
};

/**
 * The API's specific codes with a sentence of their own in the common bundle, said instead of the server's English
 * message in the other languages (English shows the server's message, which can name the venue, the week, the wait).
 */
const CODE_IDS: Record<string, MessageId> = {
  locked: 'errors.code.locked',
  venue_suspended: 'errors.code.venueSuspended',
  account_suspended: 'errors.code.accountSuspended',
  week_not_closed: 'errors.code.weekNotClosed',
  no_bank_details: 'errors.code.noBankDetails',
  nothing_due: 'errors.code.nothingDue',
  override_not_confirmed: 'errors.code.overrideNotConfirmed',
  invalid_file_type: 'errors.code.invalidFileType',
  receipt_required: 'errors.code.receiptRequired',
  link_expired: 'errors.code.linkExpired',
  geocoder_unavailable: 'errors.code.geocoderUnavailable',
  push_failed: 'errors.code.pushFailed',
  search_busy: 'errors.code.searchBusy',
  not_ready: 'errors.code.unavailable',
  shutting_down: 'errors.code.unavailable',
  unavailable: 'errors.code.unavailable',
  too_many_connections: 'errors.code.tooManyConnections',
  server_full: 'errors.code.tooManyConnections',
  sign_in_failed: 'errors.code.signInFailed',
  invalid_email_or_password: 'errors.code.wrongPassword',
  email_not_verified: 'errors.code.emailNotVerified',
  user_already_exists: 'errors.code.userExists',
  user_already_exists_use_another_email: 'errors.code.userExists',
  invalid_token: 'errors.code.invalidToken',
  token_expired: 'errors.code.invalidToken',
  session_expired: 'errors.code.sessionExpired',
  session_not_fresh: 'errors.code.sessionExpired',
  password_too_short: 'errors.code.passwordTooShort',
  password_too_long: 'errors.code.passwordTooLong',
  invalid_email: 'errors.code.invalidEmail',
};

/**
 * The language a sentence is said in: its locale, and a catalogue's message for an id (undefined while the catalogue
 * that holds it is not loaded). The rules below are pure; `activeSpeaker` is the app's.
 */
export type Speaker = {
  locale: string;
  say: (id: MessageId, values?: MessageValues) => string | undefined;
  /** A contract's English sentence in this language, when the catalogues have it. */
  contract?: ((english: string) => string | undefined) | undefined;
};

/** The active language of the app's Lingui instance. */
export function activeSpeaker(): Speaker {
  return {
    locale: i18n.locale,
    say: (id, values) => (id in i18n.messages ? i18n._(id, values) : undefined),
    contract: contractLookup(),
  };
}

/** English says the server's sentences as they are (the specification's texts). */
const isEnglish = (speaker: Speaker) => speaker.locale === DEFAULT_LOCALE;

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

/**
 * A field's message for people: the server's own when it reads as a sentence, else one from the field's name. In
 * another language: the contract's sentence in it, else "Please check this field." in it.
 */
export function fieldText(path: string, message: string, speaker: Speaker = activeSpeaker()): string {
  if (!isEnglish(speaker)) {
    const translated = !isDeveloperText(message) ? speaker.contract?.(message.trim()) : undefined;
    return translated ?? speaker.say('errors.field.check') ?? FALLBACK_TEXTS.validation_error;
  }
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

function fallbackKind(status: number, code: string): FallbackKind {
  if (code in FALLBACK_TEXTS) return code as FallbackKind;
  if (status === 0) return 'network_error';
  if (status === 404) return 'not_found';
  if (status === 408) return 'request_timeout';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'internal_error';
  return 'client';
}

/** The sentence of the failure's kind, in the speaker's language (English when its catalogue is not there yet). */
function fallback(status: number, code: string, speaker: Speaker): string {
  const kind = fallbackKind(status, code);
  return speaker.say(FALLBACK_IDS[kind]) ?? FALLBACK_TEXTS[kind];
}

/** In a language other than English: the code's own sentence, else the fields' (contracts'), else its kind's. */
function translatedErrorText({ status, code, fields }: ErrorParts, speaker: Speaker): string {
  const own = CODE_IDS[code];
  const said = own ? speaker.say(own) : undefined;
  if (said) return said;
  if (fields && Object.keys(fields).length > 0 && speaker.contract) {
    const texts = Object.values(fields).map((text) =>
      isDeveloperText(text) ? undefined : speaker.contract?.(text.trim()),
    );
    if (texts.every((text) => text !== undefined)) return [...new Set(texts)].join(' ');
  }
  return fallback(status, code, speaker);
}

/**
 * The one sentence to show for a failed request: the server's message when it is written for people; for a
 * validation error whose message is not, the fields' sentences; else the sentence of its code (or status).
 * An answer without a code the API knows (a proxy's page, `http_502`) shows the sentence of its status.
 */
export function humanErrorText(parts: ErrorParts, speaker: Speaker = activeSpeaker()): string {
  const { status, code, message, fields } = parts;
  if (code === 'internal_error' || code.startsWith('http_')) return fallback(status, code, speaker);
  if (!isEnglish(speaker)) return translatedErrorText(parts, speaker);
  if (message && !isDeveloperText(message)) return message.trim();
  if (fields && Object.keys(fields).length > 0) {
    const texts = [...new Set(Object.entries(fields).map(([path, text]) => fieldText(path, text, speaker)))];
    return texts.join(' ');
  }
  return fallback(status, code, speaker);
}

/** The fields with every message made readable (`{ 'delivery_address.street': 'Please check the street address.' }`). */
export function humanFields(
  fields: Record<string, string> | undefined,
  speaker: Speaker = activeSpeaker(),
): Record<string, string> | undefined {
  if (!fields) return undefined;
  return Object.fromEntries(
    Object.entries(fields).map(([path, text]) => [path, fieldText(path, text, speaker)]),
  );
}

/** Whether trying the same request again could work: not for an answer the request itself caused (4xx). */
export function canRetry(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const status = Number((error as { status: unknown }).status);
  return !(status >= 400 && status < 500 && status !== 408 && status !== 429);
}

/**
 * What went wrong, for a person: an API error's sentence (already made readable), else a plain apology. In another
 * language the sentence is chosen again from the error's parts, in the language shown now.
 */
export function errorText(error: unknown, speaker: Speaker = activeSpeaker()): string {
  if (typeof error === 'object' && error !== null && 'status' in error && 'code' in error) {
    const status = Number((error as { status: unknown }).status);
    const code = String((error as { code: unknown }).code);
    if (!isEnglish(speaker)) {
      const { serverFields } = error as { serverFields?: Record<string, string> | undefined };
      return humanErrorText({ status, code, fields: serverFields }, speaker);
    }
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message && !isDeveloperText(message)) return message;
    return fallback(status, code, speaker);
  }
  return speaker.say('errors.generic') ?? 'Something went wrong. Please try again.';
}
