import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
      AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      PAYFAST_MODE: 'live',
      PAYFAST_MERCHANT_ID: '123',
      PAYFAST_MERCHANT_KEY: 'abc',
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
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://eats.example.co.za',
      AUTH_SECRET: 'x'.repeat(40),
      PAYFAST_MODE: 'live',
      PAYFAST_MERCHANT_ID: '123',
      PAYFAST_MERCHANT_KEY: 'abc',
    };
    expect(() => loadConfig(production)).not.toThrow();
    expect(() => loadConfig({ ...production, LEKKER_CLOCK_START: '2026-12-02T12:30:00+02:00' })).toThrow(
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
});
