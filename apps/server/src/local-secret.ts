import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from './config.ts';
import { localVapidKeys } from './modules/push/vapid-keys.ts';

export const LOCAL_SECRET_FILE = 'auth-secret';

/**
 * The signing secret of a laptop install without AUTH_SECRET: random on first start, then read back from
 * `$DATA_DIR/auth-secret` (mode 600) so sessions and signed links survive restarts. A constant default would let
 * anyone forge receipt links and sessions of every such install.
 */
export async function localAuthSecret(dataDir: string): Promise<string> {
  const file = join(dataDir, LOCAL_SECRET_FILE);
  const existing = await readFile(file, 'utf8').then(
    (text) => text.trim(),
    () => '',
  );
  if (existing.length >= 32) return existing;
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  // `wx`: two processes starting at once never overwrite each other's secret; the loser reads the winner's.
  try {
    await writeFile(file, `${secret}\n`, { flag: existing ? 'w' : 'wx', mode: 0o600 });
  } catch {
    return (await readFile(file, 'utf8')).trim();
  }
  await chmod(file, 0o600);
  return secret;
}

/**
 * `config` with what a laptop install leaves unset made and kept in the data folder: the auth secret (above) and the
 * VAPID pair web push signs with (never replaced once made; docs/decisions/059-web-push.md). Production without
 * VAPID keys never gets here: config.ts refuses it, unless ALLOW_LOCAL_PRODUCTION (a trial on one machine).
 */
export async function withLocalSecrets(config: Config): Promise<Config> {
  const dataDir = resolve(config.dataDir);
  const authSecret = config.authSecretFromEnv ? config.authSecret : await localAuthSecret(dataDir);
  const vapid = config.push.vapid ?? (await localVapidKeys(dataDir, config.push.subject));
  return { ...config, authSecret, push: { ...config.push, vapid } };
}
