import { z } from 'zod';
import { isLoopbackHost } from './http/local-only.ts';
import { decodeKey } from './modules/bank-details/account-number-cipher.ts';
import {
  messagingEnvShape,
  messagingProblems,
  toMessagingConfig,
} from './modules/messaging/messaging-config.ts';
import { parseCidr } from './modules/payments/cidr.ts';
import { PushEnvFields, pushConfig, pushSettingsProblems } from './modules/push/push-settings.ts';
import { DEV_AUTH_SECRET, everyAddressEntry, productionProblems } from './production-settings.ts';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const bool = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
);

/**
 * CACHE_MEMOS: `off` turns the server's per-process catalogue memories off (the answer cache keeps nothing, the
 * list's area memo and search's cell memo are not used; docs/caching.md). For tests and for measuring; default `on`.
 */
const CacheMemosSchema = z.preprocess(
  emptyToUndefined,
  z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
);

/**
 * Whether the catalogue memories are on. Read where they are made (the services and the answer cache), so
 * every app built in this process agrees; loadConfig has already refused a bad value at start.
 */
export const cacheMemosOn = (env: NodeJS.ProcessEnv = process.env) =>
  CacheMemosSchema.safeParse(env.CACHE_MEMOS).data !== 'off';

/** Every environment variable the server reads (documented in .env.example). */
const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    PUBLIC_URL: optionalUrl,
    /** More origins the same site answers at (comma separated, e.g. https://www.example.co.za). */
    EXTRA_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((v) =>
          (v ?? '')
            .split(',')
            .map((o) => o.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.url({ message: 'must be a comma-separated list of URLs' }))),
    ),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    REDIS_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
        .optional(),
    ),
    AUTH_SECRET: optionalString,
    BANK_DETAILS_KEY: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .refine((v) => decodeKey(v) !== null, 'must be 32 bytes: 64 hex characters or base64')
        .optional(),
    ),
    /** Outside production: the clock starts at this instant and runs forward (docs/decisions/042-test-suite-time.md). */
    LEKKER_CLOCK_START: z.preprocess(
      emptyToUndefined,
      z.iso
        .datetime({
          offset: true,
          message: 'must be an ISO instant with its offset, e.g. 2026-12-02T12:30:00+02:00',
        })
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Unset: auto outside production; production never seeds (production-settings.ts). */
    SEED_DEMO: z.preprocess(emptyToUndefined, z.enum(['auto', 'never']).optional()),
    WEB_DIST_DIR: optionalString,
    PAYFAST_MODE: z.enum(['simulator', 'sandbox', 'live']).default('simulator'),
    PAYFAST_MERCHANT_ID: optionalString,
    PAYFAST_MERCHANT_KEY: optionalString,
    PAYFAST_PASSPHRASE: optionalString,
    /** Comma-separated CIDRs an ITN may come from; unset: PayFast's published ranges. */
    PAYFAST_VALID_IPS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          if (value === undefined) return undefined;
          const list = value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean);
          for (const entry of list)
            if (!parseCidr(entry))
              ctx.addIssue({ code: 'custom', message: `${entry} is not an IP address or CIDR range` });
          return list;
        }),
    ),
    SMTP_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Lekker Eats <no-reply@lekker.test>'),
    GEOCODER: z.enum(['offline', 'nominatim']).default('offline'),
    NOMINATIM_URL: z.url().default('https://nominatim.openstreetmap.org'),
    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('af-south-1'),
    S3_BUCKET_RECEIPTS: z.string().default('receipts'),
    S3_BUCKET_PUBLIC: z.string().default('public-images'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool,
    /** Unattached receipts (no order placed with them) are deleted after this many hours. */
    RECEIPT_RETENTION_HOURS: z.coerce.number().positive().default(24),
    FIRST_ORDER_DISCOUNT_CAP_CENTS: z.coerce.number().int().min(0).default(10000),
    /** A placed order the restaurant has not accepted or rejected within this many minutes is auto-rejected. */
    ORDER_ACCEPT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(240).default(8),
    /** The doorstep wait (docs/product.md#when-the-door-does-not-open): 600 s; the browser tests shorten it. */
    DOORSTEP_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(600),
    /** The admin console's exception queue lists a placed order the venue has not answered after this many minutes. */
    OPS_UNANSWERED_MINUTES: z.coerce.number().int().min(0).max(240).default(5),
    /** A refund still pending (no answer from PayFast) this many minutes after it was sent is asked about. */
    REFUND_RECONCILE_AFTER_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    TRUSTED_PROXY: optionalString,
    METRICS_TOKEN: optionalString,
    /** Serve the dev mailbox beyond this machine (it holds password-reset links): a shared test server only. */
    DEV_MAILBOX_REMOTE: bool,
    /** Let a development server (generated secret, dev mailbox, PayFast simulator) listen beyond loopback. */
    ALLOW_DEV_ON_NETWORK: bool,
    /** A production server for this machine only (tests, benchmarks): http:// and no SMTP allowed on loopback. */
    ALLOW_LOCAL_PRODUCTION: bool,
    AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
    AUTH_RATE_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(8),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
    /** Mails of each kind (reset, confirmation, existing-account notice) one address gets per hour, whoever asks. */
    AUTH_MAILS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(5),
    /** A whole request (headers and body, uploads too) must arrive within this; Node answers 408 past it. */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(120),
    /** A body that is not an upload (JSON, forms) must arrive within this; 408 past it. */
    REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(3600).default(30),
    /** Searches per minute per IP (typing fires one per pause); 0 switches the limit off (benchmarks). */
    SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(120),
    MAP_TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    /** Live sockets one instance holds; 0: the process's open-file limit minus REALTIME_FD_HEADROOM. */
    REALTIME_MAX_CONNECTIONS: z.coerce.number().int().min(0).default(0),
    /** Open files kept free for HTTP, database, Redis and files when the socket cap is derived from the limit. */
    REALTIME_FD_HEADROOM: z.coerce.number().int().min(0).default(100),
    /** Room checks (subscribes) one process starts per second, all sockets together; over it: "busy", no database work. */
    REALTIME_SUBSCRIBES_PER_SECOND: z.coerce.number().int().min(1).default(20),
    /** How often the drivers' latest positions are written to the database (they are pushed live at once). */
    CACHE_MEMOS: CacheMemosSchema,
    DRIVER_LOCATION_FLUSH_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
    /**
     * App worker processes of this instance (node:cluster, sharing its port); PostgreSQL only. WEB_CONCURRENCY (the
     * usual name on hosting platforms) is read when APP_WORKERS is unset. Default 1: no cluster.
     */
    ...PushEnvFields,
    APP_WORKERS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
    WEB_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).optional()),
    ...messagingEnvShape,
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && (!env.AUTH_SECRET || env.AUTH_SECRET.length < 32))
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'must be set to at least 32 characters in production',
      });
    if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be at least 32 characters' });
    if (!production && !isLoopbackHost(env.HOST) && !env.ALLOW_DEV_ON_NETWORK)
      ctx.addIssue({
        code: 'custom',
        path: ['HOST'],
        message: `${env.HOST} is reachable from the network, but this is a ${env.NODE_ENV} server with development defaults (dev mailbox, PayFast simulator). Use HOST=127.0.0.1, set NODE_ENV=production, or set ALLOW_DEV_ON_NETWORK=true to expose it on purpose`,
      });
    if (production && env.LEKKER_CLOCK_START)
      ctx.addIssue({
        code: 'custom',
        path: ['LEKKER_CLOCK_START'],
        message: 'a production server runs on the real clock: unset it',
      });
    if (production && !env.PUBLIC_URL)
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_URL'], message: 'must be set in production' });
    for (const { path, message } of messagingProblems(env, production))
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (production)
      for (const { path, message } of productionProblems(env))
        ctx.addIssue({ code: 'custom', path: [path], message });
    const everyone = everyAddressEntry(env.PAYFAST_VALID_IPS ?? []);
    if (everyone)
      ctx.addIssue({
        code: 'custom',
        path: ['PAYFAST_VALID_IPS'],
        message: `${everyone} lets any address post payment notifications; leave it unset for PayFast's published ranges, or list your own`,
      });
    if (env.PAYFAST_MODE !== 'simulator') {
      for (const key of ['PAYFAST_MERCHANT_ID', 'PAYFAST_MERCHANT_KEY'] as const)
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `is required when PAYFAST_MODE=${env.PAYFAST_MODE}`,
          });
    }
    if (production && env.PAYFAST_MODE === 'simulator')
      ctx.addIssue({
        code: 'custom',
        path: ['PAYFAST_MODE'],
        message: 'the simulator is not allowed in production',
      });
    for (const { path, message } of pushSettingsProblems(env, production))
      ctx.addIssue({ code: 'custom', path: [path], message });
    const workers = env.APP_WORKERS ?? env.WEB_CONCURRENCY ?? 1;
    if (workers > 1 && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        path: [env.APP_WORKERS !== undefined ? 'APP_WORKERS' : 'WEB_CONCURRENCY'],
        message: `${workers} worker processes need PostgreSQL (DATABASE_URL): the embedded PGlite database belongs to one process. Set DATABASE_URL, or 1 worker`,
      });
    if (env.STORAGE_DRIVER === 's3') {
      for (const key of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: 'is required when STORAGE_DRIVER=s3' });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

function toConfig(env: z.infer<typeof EnvSchema>) {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: publicUrl.replace(/\/$/, ''),
    /**
     * Origins whose pages may change state (CSRF, auth, WebSocket): the public URL, plus the loopback twin when
     * PUBLIC_URL is unset so a laptop works at both http://localhost:PORT and http://127.0.0.1:PORT.
     */
    allowedOrigins: [
      ...new Set([
        ...(env.PUBLIC_URL
          ? [new URL(env.PUBLIC_URL).origin]
          : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`]),
        // EXTRA_ORIGINS: other addresses of the same site (e-mailed links follow the one a request came from).
        ...env.EXTRA_ORIGINS.map((o) => new URL(o).origin),
      ]),
    ],
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET ?? DEV_AUTH_SECRET,
    /** No AUTH_SECRET: main.ts replaces the test constant with a random one kept in DATA_DIR (local-secret.ts). */
    authSecretFromEnv: env.AUTH_SECRET !== undefined,
    /** Seals payout account numbers at rest; unset: derived from the auth secret (account-number-cipher.ts). */
    bankDetailsKey: env.BANK_DETAILS_KEY,
    logLevel: env.LOG_LEVEL,
    /** Production never seeds on start (`npm run db:seed-demo` does, on purpose). */
    seedDemo: (env.NODE_ENV === 'production' ? 'never' : (env.SEED_DEMO ?? 'auto')) satisfies
      | 'auto'
      | 'never',
    /** ALLOW_LOCAL_PRODUCTION honoured (loopback only): main.ts warns at every start. */
    localProduction: env.NODE_ENV === 'production' && env.ALLOW_LOCAL_PRODUCTION,
    clockStart: env.LEKKER_CLOCK_START ? new Date(env.LEKKER_CLOCK_START) : undefined,
    webDistDir: env.WEB_DIST_DIR,
    payfast: {
      mode: env.PAYFAST_MODE,
      merchantId: env.PAYFAST_MERCHANT_ID ?? '10000100',
      merchantKey: env.PAYFAST_MERCHANT_KEY ?? '46f0cd694581a',
      passphrase: env.PAYFAST_PASSPHRASE,
      /** Addresses ITNs may come from; undefined: PayFast's published ranges. */
      validIps: env.PAYFAST_VALID_IPS,
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    /** The dev mailbox replaces SMTP only outside production. */
    devMailbox: !env.SMTP_URL && env.NODE_ENV !== 'production',
    geocoder: { provider: env.GEOCODER, nominatimUrl: env.NOMINATIM_URL },
    storage: {
      driver: env.STORAGE_DRIVER,
      s3: {
        endpoint: env.S3_ENDPOINT,
        region: env.S3_REGION,
        receiptsBucket: env.S3_BUCKET_RECEIPTS,
        publicBucket: env.S3_BUCKET_PUBLIC,
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
      },
      receiptRetentionHours: env.RECEIPT_RETENTION_HOURS,
    },
    firstOrderDiscountCapCents: env.FIRST_ORDER_DISCOUNT_CAP_CENTS,
    orderAcceptTimeoutMinutes: env.ORDER_ACCEPT_TIMEOUT_MINUTES,
    opsUnansweredMinutes: env.OPS_UNANSWERED_MINUTES,
    doorstepWaitMs: env.DOORSTEP_WAIT_SECONDS * 1000,
    refundReconcileAfterMinutes: env.REFUND_RECONCILE_AFTER_MINUTES,
    trustedProxy: env.TRUSTED_PROXY,
    /** When set, GET /metrics requires `Authorization: Bearer <token>`. */
    metricsToken: env.METRICS_TOKEN,
    /** Without METRICS_TOKEN, /metrics answers this machine only; the dev mailbox too unless DEV_MAILBOX_REMOTE. */
    devMailboxRemote: env.DEV_MAILBOX_REMOTE,
    authRateLimit: {
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      mailsPerAddressPerHour: env.AUTH_MAILS_PER_ADDRESS_PER_HOUR,
    },
    requestTimeouts: {
      requestMs: Math.round(env.REQUEST_TIMEOUT_SECONDS * 1000),
      bodyMs: Math.round(env.REQUEST_BODY_TIMEOUT_SECONDS * 1000),
    },
    searchRateLimitPerMinute: env.SEARCH_RATE_LIMIT_PER_MINUTE,
    mapTileUrl: env.MAP_TILE_URL,
    realtime: {
      maxConnections: env.REALTIME_MAX_CONNECTIONS,
      fdHeadroom: env.REALTIME_FD_HEADROOM,
      subscribesPerSecond: env.REALTIME_SUBSCRIBES_PER_SECOND,
    },
    driverLocationFlushMs: env.DRIVER_LOCATION_FLUSH_MS,
    /** CACHE_MEMOS: the catalogue memories (answer cache, list area memo, search cell memo) on or off. */
    cacheMemos: env.CACHE_MEMOS === 'on',
    push: pushConfig(env),
    /** App worker processes (node:cluster) this instance runs; > 1 only with DATABASE_URL. */
    appWorkers: env.APP_WORKERS ?? env.WEB_CONCURRENCY ?? 1,
    /** SMS (BulkSMS) and WhatsApp (Cloud API) providers; unset outside production: the dev outbox. */
    messaging: toMessagingConfig(env),
  };
}

/** Reads and validates the environment once; throws ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((i) => `${i.path.join('.') || '(env)'}: ${i.message}`));
  }
  return toConfig(result.data);
}
