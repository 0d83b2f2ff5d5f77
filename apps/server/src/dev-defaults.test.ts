import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { isLoopbackHost } from './http/local-only.ts';
import { LOCAL_SECRET_FILE, localAuthSecret } from './local-secret.ts';

// Hardening (docs/decisions/016-hardening-limits.md): development defaults must not be exposed by accident.
describe('development defaults', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'lekker-secret-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses to listen beyond loopback with development defaults', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(ConfigError);
    expect(() => loadConfig({ HOST: '192.168.1.20', NODE_ENV: 'test' })).toThrow(
      /HOST: 192\.168\.1\.20 is reachable/,
    );
    for (const host of ['127.0.0.1', '::1', 'localhost', '127.0.0.2'])
      expect(loadConfig({ HOST: host }).host).toBe(host);
    expect(loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_ON_NETWORK: 'true' }).host).toBe('0.0.0.0');
    const production = loadConfig({
      NODE_ENV: 'production',
      HOST: '0.0.0.0',
      AUTH_SECRET: 'k7Qm2vX9pL4rT8wZ1nB6cY3hJ5dF0gSaEu',
      PUBLIC_URL: 'https://lekker.example',
      SMTP_URL: 'smtps://user:pass@smtp.lekker.example:465',
      MAIL_FROM: 'Lekker Eats <no-reply@lekker.co.za>',
      PAYFAST_MODE: 'sandbox',
      PAYFAST_MERCHANT_ID: '1',
      PAYFAST_MERCHANT_KEY: 'k',
      VAPID_PUBLIC_KEY:
        'BHLwg7Rpq46QVa_TLHyoE08RYIpAmy5m7snngzOuPpl9EYANEiG06skWUXLxOdFIjAHQqp0XE1_Xf2-RtzUHKF0',
      VAPID_PRIVATE_KEY: 'wtbXvuUHb5rzTTzVJ4KIAprC9AmUYI1bE5MmX2qMkAg',
      VAPID_SUBJECT: 'mailto:ops@eats.example.co.za',
    });
    expect(production.host).toBe('0.0.0.0');
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('10.0.0.1')).toBe(false);
  });

  it('says whether AUTH_SECRET came from the environment', () => {
    expect(loadConfig({}).authSecretFromEnv).toBe(false);
    expect(loadConfig({ AUTH_SECRET: 'y'.repeat(32) }).authSecretFromEnv).toBe(true);
  });

  it('generates a random secret on first start, keeps it in the data folder (mode 600) and reuses it', async () => {
    const dir = join(tempDir(), 'data');
    const first = await localAuthSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, LOCAL_SECRET_FILE), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, LOCAL_SECRET_FILE)).mode & 0o777).toBe(0o600);
    expect(await localAuthSecret(dir)).toBe(first);
    const other = await localAuthSecret(tempDir());
    expect(other).not.toBe(first);
    expect(first).not.toBe(loadConfig({}).authSecret);
  });
});
