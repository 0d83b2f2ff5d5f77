/**
 * Whether an error means "the database is not there right now" (restarting, refusing connections, the connection
 * dropped) rather than a bug: such requests are answered 503 and retried by the client; the pool reconnects by
 * itself. PostgreSQL SQLSTATE classes 08 (connection exception) and 57P (operator intervention), plus the socket
 * errors and messages of node-postgres.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '53300', // too_many_connections
]);
const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended|the database system is (starting up|shutting down|in recovery)/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CODES.has(code) || code.startsWith('08') || code.startsWith('57P')))
    return true;
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'Our database is briefly unavailable, so this was not done. Please try again in a moment.';
