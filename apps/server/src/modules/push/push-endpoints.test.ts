import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { withLocalSecrets } from '../../local-secret.ts';
import { deviceLabel, endpointProblem } from './push-endpoints.ts';
import { localVapidKeys, VAPID_KEYS_FILE } from './vapid-keys.ts';

const production = { production: true, allowInsecure: false };
const laptop = { production: false, allowInsecure: false };
const tests = { production: false, allowInsecure: true };

describe('push endpoints the server will send to', () => {
  it('takes the browsers’ push services in production, and nothing else', () => {
    for (const url of [
      'https://fcm.googleapis.com/fcm/send/abc:APA91b',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
      'https://web.push.apple.com/QGf0',
    ])
      expect(endpointProblem(url, production), url).toBeNull();
    for (const url of [
      'https://10.0.0.5/push',
      'https://127.0.0.1/push',
      'https://metadata.google.internal/computeMetadata',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pass@fcm.googleapis.com/fcm/send/x',
    ])
      expect(endpointProblem(url, production), url).not.toBeNull();
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/x', production)).toMatch(/unencrypted/);
  });

  it('takes http:// on this machine only when PUSH_ALLOW_INSECURE_ENDPOINTS is set, never in production', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/1', tests)).toBeNull();
    expect(endpointProblem('http://localhost:4000/push/1', tests)).toBeNull();
    expect(endpointProblem('http://push.example.com/push/1', tests)).toMatch(/unencrypted/);
    expect(endpointProblem('http://127.0.0.1:4000/push/1', laptop)).toMatch(/unencrypted/);
    expect(
      endpointProblem('http://127.0.0.1:4000/push/1', { production: true, allowInsecure: true }),
    ).toMatch(/unencrypted/);
    // Outside production any https endpoint (a push service's staging host).
    expect(endpointProblem('https://push.example.com/x', laptop)).toBeNull();
  });

  it('names a device from its user agent', () => {
    expect(
      deviceLabel(
        'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iPhone');
    expect(
      deviceLabel('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toBe('Firefox on Windows');
    expect(deviceLabel('curl/8.5')).toBeNull();
    expect(deviceLabel(null)).toBeNull();
  });
});

describe('the VAPID pair kept in the data folder', () => {
  it('is made once (mode 600), read back on every start, and never replaced', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vapid-'));
    try {
      const first = await localVapidKeys(dir);
      expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
      expect((await stat(join(dir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
      const again = await localVapidKeys(dir, 'mailto:other@lekker.test');
      expect(again).toEqual({ ...first, subject: 'mailto:other@lekker.test' });
      // A damaged file is an error to fix, not a reason to make keys every subscription would lose.
      await writeFile(join(dir, VAPID_KEYS_FILE), '{"publicKey":"x"}');
      await expect(localVapidKeys(dir)).rejects.toThrow(/does not hold a VAPID key pair/);
      expect(await readFile(join(dir, VAPID_KEYS_FILE), 'utf8')).toBe('{"publicKey":"x"}');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('is what a laptop start uses when VAPID_* is unset, and configured keys win', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vapid-start-'));
    try {
      const first = await withLocalSecrets(loadConfig({ DATA_DIR: dir }));
      const again = await withLocalSecrets(loadConfig({ DATA_DIR: dir }));
      expect(again.push.vapid).toEqual(first.push.vapid);
      expect(again.authSecret).toBe(first.authSecret);
      const configured = await withLocalSecrets(
        loadConfig({
          DATA_DIR: dir,
          VAPID_PUBLIC_KEY:
            'BHLwg7Rpq46QVa_TLHyoE08RYIpAmy5m7snngzOuPpl9EYANEiG06skWUXLxOdFIjAHQqp0XE1_Xf2-RtzUHKF0',
          VAPID_PRIVATE_KEY: 'wtbXvuUHb5rzTTzVJ4KIAprC9AmUYI1bE5MmX2qMkAg',
        }),
      );
      expect(configured.push.vapid?.publicKey).toBe(
        'BHLwg7Rpq46QVa_TLHyoE08RYIpAmy5m7snngzOuPpl9EYANEiG06skWUXLxOdFIjAHQqp0XE1_Xf2-RtzUHKF0',
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
