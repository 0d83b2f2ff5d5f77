import { describe, expect, it } from 'vitest';
import { createAccountNumberCipher, decodeKey } from './account-number-cipher.ts';

const secret = 'a-test-auth-secret-that-is-long-enough-0123456789';

describe('account number cipher', () => {
  it('seals so the number is not readable, and opens it again', () => {
    const cipher = createAccountNumberCipher({ authSecret: secret });
    const sealed = cipher.seal('62812345678');
    expect(sealed).toMatch(/^enc1:/);
    expect(sealed).not.toContain('62812345678');
    expect(cipher.open(sealed)).toBe('62812345678');
  });

  it('seals the same number differently each time (random IV)', () => {
    const cipher = createAccountNumberCipher({ authSecret: secret });
    expect(cipher.seal('1234567890')).not.toBe(cipher.seal('1234567890'));
  });

  it('reads a row written before sealing as it is', () => {
    expect(createAccountNumberCipher({ authSecret: secret }).open('1234567890')).toBe('1234567890');
  });

  it('refuses a tampered value and a value sealed under another key', () => {
    const cipher = createAccountNumberCipher({ authSecret: secret });
    const sealed = cipher.seal('62812345678');
    const raw = Buffer.from(sealed.slice('enc1:'.length), 'base64url');
    raw[raw.length - 1] = raw[raw.length - 1]! ^ 0x01; // one bit of the ciphertext
    const flipped = `enc1:${raw.toString('base64url')}`;
    expect(flipped).not.toBe(sealed);
    expect(() => cipher.open(flipped)).toThrow();
    const other = createAccountNumberCipher({ authSecret: `${secret}-other` });
    expect(() => other.open(sealed)).toThrow();
  });

  it('takes an explicit 32-byte key (hex or base64) over the derived one', () => {
    const hex = 'ab'.repeat(32);
    const a = createAccountNumberCipher({ key: hex, authSecret: secret });
    const b = createAccountNumberCipher({
      key: Buffer.from(hex, 'hex').toString('base64'),
      authSecret: 'other',
    });
    expect(b.open(a.seal('555'))).toBe('555');
    expect(decodeKey('too-short')).toBeNull();
    expect(() => createAccountNumberCipher({ key: 'too-short', authSecret: secret })).toThrow(/32 bytes/);
  });
});
