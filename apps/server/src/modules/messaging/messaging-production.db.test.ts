import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

// A production server (here one for this machine only) has no dev outbox: a message without a provider fails
// visibly instead of being "sent" (message-sender.db.test.ts), and the outbox route does not exist.
describe('messaging in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        NODE_ENV: 'production',
        ALLOW_LOCAL_PRODUCTION: 'true',
        AUTH_SECRET: 'k7Qm2vX9pL4rT8wZ1nB6cY3hJ5dF0gSaEu',
        MAIL_FROM: 'Lekker Eats <no-reply@eats.example.co.za>',
        PAYFAST_MODE: 'sandbox',
        PAYFAST_MERCHANT_ID: '10000100',
        PAYFAST_MERCHANT_KEY: '46f0cd694581a',
      },
    });
  });
  afterAll(() => t.close());

  it('does not mount the dev outbox, even for this machine', async () => {
    expect((await t.get('/api/health', { ip: '127.0.0.1' })).status).toBe(200);
    expect((await t.get('/api/dev/outbox', { ip: '127.0.0.1' })).status).toBe(404);
  });
});
