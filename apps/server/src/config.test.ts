import { describe, expect, it } from 'vitest';
import { ConfigError, cacheMemosOn, loadConfig } from './config.ts';
import { DEV_AUTH_SECRET } from './production-settings.ts';

/** A production configuration every check accepts; each test below spoils one setting. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://eats.example.co.za',
  AUTH_SECRET: 'k7Qm2vX9pL4rT8wZ1nB6cY3hJ5dF0gSaEu',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
  MAIL_FROM: 'Lekker Eats <no-reply@eats.example.co.za>',
  PAYFAST_MODE: 'sandbox',
  PAYFAST_MERCHANT_ID: '10000100',
  PAYFAST_MERCHANT_KEY: '46f0cd694581a',
  VAPID_PUBLIC_KEY: 'BHLwg7Rpq46QVa_TLHyoE08RYIpAmy5m7snngzOuPpl9EYANEiG06skWUXLxOdFIjAHQqp0XE1_Xf2-RtzUHKF0',
  VAPID_PRIVATE_KEY: 'wtbXvuUHb5rzTTzVJ4KIAprC9AmUYI1bE5MmX2qMkAg',
  VAPID_SUBJECT: 'mailto:ops@eats.example.co.za',
};

/** The problems loadConfig reports for `env`, one string each (empty: accepted). */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('loadConfig', () => {
  it('gives working defaults for a laptop with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      devMailbox: true,
      payfast: { mode: 'simulator' },
      geocoder: { provider: 'offline' },
      storage: { driver: 'local' },
      firstOrderDiscountCapCents: 10000,
    });
  });

  it('reads production settings', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://eats.example.co.za/',
      DATABASE_URL: 'postgres://app@db:5432/eats',
      REDIS_URL: 'redis://cache:6379',
      AUTH_SECRET: PRODUCTION.AUTH_SECRET,
      SMTP_URL: 'smtp://mail:25',
      MAIL_FROM: PRODUCTION.MAIL_FROM,
      PAYFAST_MODE: 'live',
      PAYFAST_MERCHANT_ID: '123',
      PAYFAST_MERCHANT_KEY: 'abc',
      VAPID_PUBLIC_KEY: PRODUCTION.VAPID_PUBLIC_KEY,
      VAPID_PRIVATE_KEY: PRODUCTION.VAPID_PRIVATE_KEY,
      VAPID_SUBJECT: PRODUCTION.VAPID_SUBJECT,
    });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://eats.example.co.za');
    expect(config.devMailbox).toBe(false);
    expect(config.payfast).toMatchObject({ mode: 'live', merchantId: '123', merchantKey: 'abc' });
  });

  it('starts the clock at LEKKER_CLOCK_START outside production and refuses it in production', () => {
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(loadConfig({ LEKKER_CLOCK_START: '2026-12-02T12:30:00+02:00' }).clockStart?.toISOString()).toBe(
      '2026-12-02T10:30:00.000Z',
    );
    expect(() => loadConfig({ LEKKER_CLOCK_START: 'lunchtime' })).toThrow(/LEKKER_CLOCK_START/);
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
    expect(() => loadConfig({ ...PRODUCTION, LEKKER_CLOCK_START: '2026-12-02T12:30:00+02:00' })).toThrow(
      /LEKKER_CLOCK_START: a production server runs on the real clock/,
    );
  });

  it('allows the public origin plus EXTRA_ORIGINS (links follow whichever a request came from)', () => {
    expect(loadConfig({}).allowedOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    const config = loadConfig({
      PUBLIC_URL: 'https://eats.example.co.za/',
      EXTRA_ORIGINS: 'https://www.eats.example.co.za/, https://eats.example.co.za',
    });
    expect(config.allowedOrigins).toEqual(['https://eats.example.co.za', 'https://www.eats.example.co.za']);
    expect(() => loadConfig({ EXTRA_ORIGINS: 'not a url' })).toThrow(/EXTRA_ORIGINS/);
  });

  it('takes a 32-byte BANK_DETAILS_KEY and refuses any other length', () => {
    expect(loadConfig({}).bankDetailsKey).toBeUndefined();
    expect(loadConfig({ BANK_DETAILS_KEY: 'ab'.repeat(32) }).bankDetailsKey).toBe('ab'.repeat(32));
    expect(() => loadConfig({ BANK_DETAILS_KEY: 'ab'.repeat(16) })).toThrow(/BANK_DETAILS_KEY/);
  });

  it('lists every problem at once, by variable name', () => {
    try {
      loadConfig({
        NODE_ENV: 'production',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        PAYFAST_MODE: 'simulator',
        GEOCODER: 'google',
      });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'DATABASE_URL', 'GEOCODER']) expect(problems).toContain(name);
      expect((error as ConfigError).message).toMatch(/^Invalid configuration:\n {2}- /);
    }
  });

  it('refuses production without a secret, a public URL and real PayFast credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET[\s\S]*PUBLIC_URL[\s\S]*PAYFAST_MODE/,
    );
    expect(() => loadConfig({ PAYFAST_MODE: 'sandbox' })).toThrow(/PAYFAST_MERCHANT_ID/);
  });

  it('keeps the catalogue memories on unless CACHE_MEMOS=off, and refuses any other value', () => {
    expect(loadConfig({}).cacheMemos).toBe(true);
    expect(loadConfig({ CACHE_MEMOS: 'off' }).cacheMemos).toBe(false);
    expect(cacheMemosOn({})).toBe(true);
    expect(cacheMemosOn({ CACHE_MEMOS: 'on' })).toBe(true);
    expect(cacheMemosOn({ CACHE_MEMOS: 'off' })).toBe(false);
    expect(() => loadConfig({ CACHE_MEMOS: 'no' })).toThrow(/CACHE_MEMOS: must be on or off/);
  });

  it('runs one app process unless APP_WORKERS (or WEB_CONCURRENCY) asks for more, on PostgreSQL only', () => {
    const pg = { DATABASE_URL: 'postgres://app@db:5432/eats' };
    expect(loadConfig({}).appWorkers).toBe(1);
    expect(loadConfig({ ...pg, APP_WORKERS: '' }).appWorkers).toBe(1);
    expect(loadConfig({ ...pg, APP_WORKERS: '4' }).appWorkers).toBe(4);
    expect(loadConfig({ ...pg, WEB_CONCURRENCY: '3' }).appWorkers).toBe(3);
    expect(loadConfig({ ...pg, APP_WORKERS: '2', WEB_CONCURRENCY: '8' }).appWorkers).toBe(2);
    // One worker is fine on the embedded database.
    expect(loadConfig({ APP_WORKERS: '1' }).appWorkers).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => loadConfig({ ...pg, APP_WORKERS: bad })).toThrow(/APP_WORKERS/);
    // Several processes on the embedded PGlite database: refused, saying why.
    expect(() => loadConfig({ APP_WORKERS: '2' })).toThrow(/APP_WORKERS: 2 worker processes need PostgreSQL/);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: .*PGlite/);
  });

  describe('refuses unsafe production settings, each with its reason (docs/decisions/043-production-start.md)', () => {
    it('accepts a sound production configuration, which never seeds the demo data', () => {
      expect(problemsOf(PRODUCTION)).toEqual([]);
      const config = loadConfig(PRODUCTION);
      expect(config.seedDemo).toBe('never');
      expect(config.localProduction).toBe(false);
      expect(loadConfig({}).seedDemo).toBe('auto');
      expect(loadConfig({ SEED_DEMO: 'never' }).seedDemo).toBe('never');
    });

    it('refuses production without a VAPID pair and subject, a half pair anywhere, and insecure push endpoints', () => {
      const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, ...noPush } = PRODUCTION;
      expect(problemsOf(noPush)).toEqual([
        expect.stringMatching(
          /^VAPID_PUBLIC_KEY: must be set in production, with VAPID_PRIVATE_KEY: .*npx web-push generate-vapid-keys/,
        ),
        'VAPID_SUBJECT: must be set in production: push services contact this address about your pushes (e.g. mailto:ops@example.co.za)',
      ]);
      expect(problemsOf({ VAPID_PUBLIC_KEY })).toEqual([
        'VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one pair: set both (from the same generation) or neither',
      ]);
      expect(
        problemsOf({ VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY, VAPID_SUBJECT: 'ops@example.co.za' }),
      ).toEqual([
        expect.stringMatching(/^VAPID_PUBLIC_KEY: must be the base64url public key of a P-256 pair/),
        expect.stringMatching(/^VAPID_SUBJECT: must be a mailto: address or an https:\/\/ URL/),
      ]);
      expect(problemsOf({ ...PRODUCTION, PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' })).toEqual([
        'PUSH_ALLOW_INSECURE_ENDPOINTS: is for tests only: production sends pushes to https:// push services only. Remove it',
      ]);
      expect(loadConfig(PRODUCTION).push).toEqual({
        vapid: { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT },
        subject: VAPID_SUBJECT,
        allowInsecureEndpoints: false,
      });
      // Outside production: no pair (main.ts keeps one in DATA_DIR), insecure endpoints on request.
      expect(loadConfig({ PUSH_ALLOW_INSECURE_ENDPOINTS: 'true' }).push).toEqual({
        vapid: undefined,
        subject: 'mailto:push@lekker.test',
        allowInsecureEndpoints: true,
      });
    });

    it("refuses the code's development secret and predictable ones", () => {
      expect(problemsOf({ ...PRODUCTION, AUTH_SECRET: DEV_AUTH_SECRET })).toEqual([
        'AUTH_SECRET: is the development secret written in the source code; generate one with `openssl rand -base64 48`',
      ]);
      for (const repeated of ['x'.repeat(40), 'abcd'.repeat(10), '0123456789abcdef'.repeat(2)])
        expect(problemsOf({ ...PRODUCTION, AUTH_SECRET: repeated })).toEqual([
          'AUTH_SECRET: is one short pattern repeated; generate one with `openssl rand -base64 48`',
        ]);
      expect(
        problemsOf({ ...PRODUCTION, AUTH_SECRET: 'aabbccddeeffgghh'.repeat(2).replace(/.$/, 'x') }),
      ).toEqual([
        'AUTH_SECRET: uses fewer than 10 different characters, too easy to guess; generate one with `openssl rand -base64 48`',
      ]);
      expect(problemsOf({ ...PRODUCTION, AUTH_SECRET: 'short' })).toContain(
        'AUTH_SECRET: must be set to at least 32 characters in production',
      );
      // Outside production a fixed secret stays allowed (tests, a laptop).
      expect(loadConfig({ AUTH_SECRET: 'x'.repeat(40) }).authSecret).toBe('x'.repeat(40));
    });

    it('refuses an http:// PUBLIC_URL and a missing SMTP_URL', () => {
      expect(problemsOf({ ...PRODUCTION, PUBLIC_URL: 'http://eats.example.co.za' })).toEqual([
        'PUBLIC_URL: must be an https:// address in production (http://eats.example.co.za would send sign-in cookies and payment links unencrypted)',
      ]);
      const { SMTP_URL: _, ...noSmtp } = PRODUCTION;
      expect(problemsOf(noSmtp)).toEqual([
        'SMTP_URL: must be set in production: without it confirmation and password-reset e-mails are never sent (e.g. smtps://user:pass@smtp.example.com:465)',
      ]);
    });

    it('refuses PAYFAST_VALID_IPS (anywhere) and TRUSTED_PROXY (in production) that cover every address', () => {
      for (const everyone of ['0.0.0.0/0', '::/0', '::ffff:0.0.0.0/96'])
        expect(problemsOf({ ...PRODUCTION, PAYFAST_VALID_IPS: `197.97.145.144/28, ${everyone}` })).toEqual([
          `PAYFAST_VALID_IPS: ${everyone} lets any address post payment notifications; leave it unset for PayFast's published ranges, or list your own`,
        ]);
      expect(problemsOf({ PAYFAST_VALID_IPS: '0.0.0.0/0' })).toHaveLength(1);
      // Listed with the other problems, not instead of them.
      const both = problemsOf({ ...PRODUCTION, AUTH_SECRET: DEV_AUTH_SECRET, PAYFAST_VALID_IPS: '::/0' });
      expect(both.map((p) => p.split(':')[0])).toEqual(['AUTH_SECRET', 'PAYFAST_VALID_IPS']);
      expect(loadConfig({ ...PRODUCTION, PAYFAST_VALID_IPS: '197.97.145.144/28' }).payfast.validIps).toEqual([
        '197.97.145.144/28',
      ]);
      expect(problemsOf({ ...PRODUCTION, TRUSTED_PROXY: '10.0.0.1, 0.0.0.0/0' })).toEqual([
        "TRUSTED_PROXY: 0.0.0.0/0 trusts every address's X-Forwarded-For: anyone could choose the address the rate limits and the PayFast check see. List your proxy's address(es)",
      ]);
      expect(loadConfig({ ...PRODUCTION, TRUSTED_PROXY: '10.0.0.0/8' }).trustedProxy).toBe('10.0.0.0/8');
    });

    it('refuses a reserved MAIL_FROM domain (the default) and a placeholder BANK_DETAILS_KEY', () => {
      const { MAIL_FROM: _, ...defaultSender } = PRODUCTION;
      expect(problemsOf(defaultSender)).toEqual([
        'MAIL_FROM: lekker.test is a reserved domain that mail servers reject; set an address of your own domain in production (e.g. Lekker Eats <no-reply@example.co.za>)',
      ]);
      for (const reserved of ['no-reply@mail.example', 'Shop <x@example.com>', 'a@b.invalid'])
        expect(problemsOf({ ...PRODUCTION, MAIL_FROM: reserved })).toHaveLength(1);
      expect(problemsOf({ ...PRODUCTION, MAIL_FROM: 'Lekker Eats' })).toEqual([
        'MAIL_FROM: has no sender address; set an address of your own domain in production (e.g. Lekker Eats <no-reply@example.co.za>)',
      ]);
      expect(loadConfig({ ...PRODUCTION, MAIL_FROM: 'orders@lekker.co.za' }).mail.from).toBe(
        'orders@lekker.co.za',
      );
      expect(problemsOf({ ...PRODUCTION, BANK_DETAILS_KEY: '0'.repeat(64) })).toEqual([
        'BANK_DETAILS_KEY: uses fewer than 8 different bytes (a placeholder such as 64 zeros?); generate one with `openssl rand -hex 32`',
      ]);
      const key = '3f9a1c7e5b2d8046af13c9e7b5d20a4f6e8c1b3d5f7092a4c6e8b0d2f4a6c8e0';
      expect(loadConfig({ ...PRODUCTION, BANK_DETAILS_KEY: key }).bankDetailsKey).toBe(key);
    });

    it('refuses SEED_DEMO=auto in production (SEED_DEMO=never is what production does anyway)', () => {
      expect(problemsOf({ ...PRODUCTION, SEED_DEMO: 'auto' })).toEqual([
        'SEED_DEMO: production never loads the demo data (its accounts have published passwords); remove SEED_DEMO, and load it into a database on purpose with `npm run db:seed-demo`',
      ]);
      expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'never' }).seedDemo).toBe('never');
    });

    it('ALLOW_LOCAL_PRODUCTION lets a loopback-only production server use http:// without mail, and nothing else', () => {
      const { SMTP_URL: _, MAIL_FROM: _from, ...noSmtp } = PRODUCTION;
      const local = {
        ...noSmtp,
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://127.0.0.1:3214',
        EXTRA_ORIGINS: 'http://localhost:3215',
        ALLOW_LOCAL_PRODUCTION: 'true',
      };
      expect(problemsOf(local)).toEqual([]);
      expect(loadConfig(local).localProduction).toBe(true);
      const refused = (host: string) =>
        `ALLOW_LOCAL_PRODUCTION: is for a production server reachable from this machine only, but ${host} is not a loopback address. Remove ALLOW_LOCAL_PRODUCTION, and set an https:// PUBLIC_URL and SMTP_URL`;
      expect(problemsOf({ ...local, HOST: '0.0.0.0' })).toEqual([refused('0.0.0.0')]);
      expect(problemsOf({ ...local, PUBLIC_URL: 'http://eats.example.co.za' })).toEqual([
        refused('eats.example.co.za'),
      ]);
      expect(problemsOf({ ...local, EXTRA_ORIGINS: 'https://www.example.co.za' })).toEqual([
        refused('www.example.co.za'),
      ]);
      // It does not excuse a weak secret or an open ITN list.
      expect(problemsOf({ ...local, AUTH_SECRET: DEV_AUTH_SECRET })).toHaveLength(1);
      expect(problemsOf({ ...local, PAYFAST_VALID_IPS: '0.0.0.0/0' })).toHaveLength(1);
      // Without it the same loopback server is refused for http://, the default sender and the missing SMTP_URL.
      const { ALLOW_LOCAL_PRODUCTION: __, ...strict } = local;
      expect(problemsOf(strict).map((p) => p.split(':')[0])).toEqual(['PUBLIC_URL', 'MAIL_FROM', 'SMTP_URL']);
    });
  });
});
