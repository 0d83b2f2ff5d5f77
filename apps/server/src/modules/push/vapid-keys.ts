import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import webpush from 'web-push';

/**
 * The VAPID key pair (RFC 8292) the server signs its pushes with. Browsers subscribe with the public key; a new
 * pair makes every stored subscription useless, so keys are never regenerated once they exist
 * (docs/decisions/059-web-push.md).
 */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

export const VAPID_KEYS_FILE = 'vapid-keys.json';

/** Outside production without VAPID_SUBJECT: push services want a contact; this one is never mailed. */
export const DEV_VAPID_SUBJECT = 'mailto:push@lekker.test';

const bytesOf = (value: string) =>
  /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').length : -1;

/** Why a public key is unusable (an uncompressed P-256 point, 65 bytes base64url), or null. */
export function vapidPublicKeyProblem(value: string): string | null {
  return bytesOf(value) === 65 && Buffer.from(value, 'base64url')[0] === 4
    ? null
    : 'must be the base64url public key of a P-256 pair (87 characters, e.g. from `npx web-push generate-vapid-keys`)';
}

/** Why a private key is unusable (32 bytes base64url), or null. */
export function vapidPrivateKeyProblem(value: string): string | null {
  return bytesOf(value) === 32
    ? null
    : 'must be the base64url private key of a P-256 pair (43 characters, e.g. from `npx web-push generate-vapid-keys`)';
}

/** Why a subject is unusable (push services require mailto: or https:), or null. */
export function vapidSubjectProblem(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol === 'mailto:' || url.protocol === 'https:') return null;
  } catch {
    // Falls through to the reason.
  }
  return 'must be a mailto: address or an https:// URL where the push services can reach you (e.g. mailto:ops@example.co.za)';
}

/** A pair made in memory: an app built without configured keys (tests) pushes with it for its lifetime. */
export function ephemeralVapidKeys(subject = DEV_VAPID_SUBJECT): VapidKeys {
  return { ...webpush.generateVAPIDKeys(), subject };
}

/**
 * The pair of a laptop install without VAPID_* settings: made on first start, then read back from
 * `$DATA_DIR/vapid-keys.json` (mode 600) so browsers' subscriptions survive restarts. A file that exists is never
 * replaced: one that cannot be read is an error to fix, not a reason to make new keys.
 */
export async function localVapidKeys(dataDir: string, subject = DEV_VAPID_SUBJECT): Promise<VapidKeys> {
  const file = join(dataDir, VAPID_KEYS_FILE);
  const read = async () => {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (
      typeof stored.publicKey !== 'string' ||
      typeof stored.privateKey !== 'string' ||
      vapidPublicKeyProblem(stored.publicKey) ||
      vapidPrivateKeyProblem(stored.privateKey)
    )
      throw new Error(`${file} does not hold a VAPID key pair: fix it, or remove it to make a new pair`);
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  };
  const exists = await readFile(file).then(
    () => true,
    () => false,
  );
  if (exists) return read();
  await mkdir(dataDir, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // `wx`: two processes starting at once never overwrite each other's pair; the loser reads the winner's.
  try {
    await writeFile(file, `${JSON.stringify(keys)}\n`, { flag: 'wx', mode: 0o600 });
  } catch {
    return read();
  }
  await chmod(file, 0o600);
  return { ...keys, subject };
}
