import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

// Hardening (docs/decisions/016-hardening-limits.md): the dev mailbox (password-reset links) and open metrics answer this machine only.
const socket = (ip: string) => ({
  incoming: { socket: { remoteAddress: ip, remotePort: 1, remoteFamily: 'IPv4' } },
});

describe('loopback-only development tools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the dev mailbox to loopback only, and not through an untrusted forwarder', async () => {
    expect((await t.get('/api/dev/mailbox', { ip: '127.0.0.1' })).status).toBe(200);
    expect((await t.get('/api/dev/mailbox', { ip: '::1' })).status).toBe(200);
    const remote = await t.get<{ error: { message: string } }>('/api/dev/mailbox', { ip: '203.0.113.9' });
    expect(remote.status).toBe(403);
    expect(remote.body.error.message).toMatch(/this machine only.*DEV_MAILBOX_REMOTE/);
    const forwarded = await t.get('/api/dev/mailbox', {
      ip: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(forwarded.status).toBe(403);
  });

  it('serves /metrics without a token to loopback only', async () => {
    expect((await t.app.request('/metrics', {}, socket('127.0.0.1'))).status).toBe(200);
    expect((await t.app.request('/metrics', {}, socket('203.0.113.9'))).status).toBe(403);
    expect((await t.app.request('/metrics')).status).toBe(403);
  });

  it('configured: DEV_MAILBOX_REMOTE shares the mailbox, METRICS_TOKEN opens metrics to the token', async () => {
    const open = await createTestApp({ env: { DEV_MAILBOX_REMOTE: 'true', METRICS_TOKEN: 'scrape' } });
    try {
      expect((await open.get('/api/dev/mailbox', { ip: '203.0.113.9' })).status).toBe(200);
      const headers = { authorization: 'Bearer scrape' };
      expect((await open.app.request('/metrics', { headers }, socket('203.0.113.9'))).status).toBe(200);
      expect((await open.app.request('/metrics', {}, socket('203.0.113.9'))).status).toBe(401);
    } finally {
      await open.close();
    }
  });
});
