import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Sealed values start with this; anything else is a row written before sealing (digits), read as it is. */
const PREFIX = 'enc1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Bank account numbers sealed at rest with AES-256-GCM (docs/decisions/024-bulk-eft-export.md): a copy of the
 * database or a backup alone does not reveal where payouts go. The key comes from BANK_DETAILS_KEY, or is derived
 * from AUTH_SECRET (HKDF) when that is not set.
 */
export type AccountNumberCipher = {
  seal(accountNumber: string): string;
  open(stored: string): string;
};

/** 32 bytes as 64 hex characters or base64; anything else is refused by the config. */
export function decodeKey(text: string): Buffer | null {
  const bytes = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  return bytes.length === 32 ? bytes : null;
}

export function createAccountNumberCipher(options: {
  key?: string;
  authSecret: string;
}): AccountNumberCipher {
  const key = options.key
    ? decodeKey(options.key)
    : Buffer.from(hkdfSync('sha256', options.authSecret, 'lekker', 'bank account numbers v1', 32));
  if (!key) throw new Error('BANK_DETAILS_KEY must be 32 bytes (64 hex characters or base64)');
  return {
    seal(accountNumber) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
