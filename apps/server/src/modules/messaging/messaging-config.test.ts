import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';

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

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems;
  }
}

describe('messaging provider settings', () => {
  it('uses no provider without settings (the dev outbox outside production)', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.messaging.bulksms).toBeUndefined();
    expect(config.messaging.whatsapp).toBeUndefined();
    expect(problemsOf(PRODUCTION)).toEqual([]);
  });

  it('reads a whole provider, with BulkSMS at its public address by default', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      BULKSMS_TOKEN_ID: 'id',
      BULKSMS_TOKEN_SECRET: 'secret',
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '1055',
    });
    expect(config.messaging.bulksms).toEqual({
      tokenId: 'id',
      tokenSecret: 'secret',
      baseUrl: 'https://api.bulksms.com',
    });
    expect(config.messaging.whatsapp).toMatchObject({
      phoneNumberId: '1055',
      baseUrl: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
    });
  });

  it('refuses a half-configured provider everywhere, saying what is missing', () => {
    expect(problemsOf({ NODE_ENV: 'development', BULKSMS_TOKEN_ID: 'id' })).toEqual([
      'BULKSMS_TOKEN_SECRET: is needed with BULKSMS_TOKEN_ID to send SMS through BulkSMS',
    ]);
    expect(problemsOf({ NODE_ENV: 'development', WHATSAPP_PHONE_NUMBER_ID: '1055' })).toEqual([
      'WHATSAPP_TOKEN: is needed with WHATSAPP_PHONE_NUMBER_ID to send WhatsApp messages',
    ]);
  });

  it('refuses in production a provider whose delivery reports could not be checked', () => {
    const problems = problemsOf({
      ...PRODUCTION,
      BULKSMS_TOKEN_ID: 'id',
      BULKSMS_TOKEN_SECRET: 'secret',
      WHATSAPP_TOKEN: 'EAAG',
      WHATSAPP_PHONE_NUMBER_ID: '1055',
      WHATSAPP_VERIFY_TOKEN: 'short',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^BULKSMS_WEBHOOK_TOKEN: must be set in production/),
      expect.stringMatching(/^WHATSAPP_APP_SECRET: must be set in production/),
      'WHATSAPP_VERIFY_TOKEN: must be at least 16 random characters (it guards a public webhook)',
    ]);
  });
});
