import pino, { type Logger } from 'pino';

export function createLogger(level: string, pretty = false): Logger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.passphrase'],
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { colorize: true, ignore: 'pid,hostname' } } }
      : {}),
  });
}
