import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type FakeAnswer,
  type RecordedRequest,
  startProviderServer,
} from '../../test/fakes/provider-server.ts';
import { createBulkSmsProvider } from './bulksms-provider.ts';
import type { OutgoingMessage } from './channel-provider.ts';
import { createWhatsAppProvider, validWhatsAppSignature } from './whatsapp-provider.ts';

let servers: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => s.close()));
  servers = [];
});
async function fake(answer: (req: RecordedRequest, n: number) => FakeAnswer) {
  const server = await startProviderServer(answer);
  servers.push(server);
  return server;
}

const sms: OutgoingMessage = {
  id: '00000000-0000-4000-8000-000000000001',
  channel: 'sms',
  userId: null,
  to: '+27821234567',
  text: 'Lekker Eats: Order LE-1 has waited 2 minutes for an answer.',
};

describe('BulkSMS provider', () => {
  it('posts one submission entry with Basic auth to /v1/messages and keeps the message id', async () => {
    const server = await fake(() => ({
      status: 201,
      body: [{ id: '3175419', type: 'SENT', to: '+27821234567', status: { type: 'ACCEPTED' } }],
    }));
    const provider = createBulkSmsProvider({
      tokenId: 'TOKEN-ID',
      tokenSecret: 's3cret',
      baseUrl: server.url,
    });
    expect(await provider.send(sms)).toEqual({ status: 'sent', providerId: '3175419' });
    const [req] = server.requests;
    expect(req!.method).toBe('POST');
    expect(req!.path).toBe('/v1/messages?auto-unicode=true');
    expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('TOKEN-ID:s3cret').toString('base64')}`);
    expect(req!.headers['content-type']).toBe('application/json');
    expect(req!.body).toEqual([
      { to: '+27821234567', body: sms.text, deliveryReports: 'ALL', longMessageMaxParts: 3 },
    ]);
  });

  it('ends on a 4xx answer with its detail, and retries a 5xx or a timeout', async () => {
    const answers: FakeAnswer[] = [
      {
        status: 400,
        body: {
          type: 'https://developer.bulksms.com/json/v1/errors#invalid-request',
          title: 'Invalid request',
          status: 400,
          detail: 'The number +27821234567 is not valid',
        },
      },
      {
        status: 403,
        body: { title: 'Insufficient credits', status: 403, detail: 'You do not have enough credits' },
      },
      { status: 503, body: { title: 'Service unavailable', status: 503, detail: 'Try again later' } },
      'hang',
    ];
    const server = await fake((_, n) => answers[n - 1]!);
    const provider = createBulkSmsProvider({
      tokenId: 'a',
      tokenSecret: 'b',
      baseUrl: server.url,
      timeoutMs: 300,
    });
    expect(await provider.send(sms)).toEqual({
      status: 'failed',
      retry: false,
      reason: 'BulkSMS 400: The number +27821234567 is not valid',
    });
    expect(await provider.send(sms)).toMatchObject({
      status: 'failed',
      retry: false,
      reason: expect.stringContaining('credits'),
    });
    expect(await provider.send(sms)).toMatchObject({
      status: 'failed',
      retry: true,
      reason: 'BulkSMS 503: Try again later',
    });
    expect(await provider.send(sms)).toMatchObject({
      status: 'failed',
      retry: true,
      reason: 'The provider did not answer in time',
    });
  });

  it('retries when the provider cannot be reached', async () => {
    const provider = createBulkSmsProvider({ tokenId: 'a', tokenSecret: 'b', baseUrl: 'http://127.0.0.1:9' });
    expect(await provider.send(sms)).toMatchObject({ status: 'failed', retry: true });
  });
});

const wa: OutgoingMessage = {
  id: '00000000-0000-4000-8000-000000000002',
  channel: 'whatsapp',
  userId: 'user-1',
  to: '+27821234567',
  text: 'Lekker Eats: Your order has been confirmed!',
  template: {
    name: 'lekker_order_status',
    language: 'en',
    params: ['Your order has been confirmed!', 'LE-1'],
  },
};

describe('WhatsApp Cloud API provider', () => {
  it('posts a template message with the Bearer token and keeps the wamid', async () => {
    const server = await fake(() => ({
      status: 200,
      body: {
        messaging_product: 'whatsapp',
        contacts: [{ input: '27821234567', wa_id: '27821234567' }],
        messages: [{ id: 'wamid.HBgL' }],
      },
    }));
    const provider = createWhatsAppProvider({
      token: 'EAAG',
      phoneNumberId: '1055',
      baseUrl: server.url,
      apiVersion: 'v21.0',
    });
    expect(await provider.send(wa)).toEqual({ status: 'sent', providerId: 'wamid.HBgL' });
    const [req] = server.requests;
    expect(req!.path).toBe('/v21.0/1055/messages');
    expect(req!.headers.authorization).toBe('Bearer EAAG');
    expect(req!.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '27821234567',
      type: 'template',
      template: {
        name: 'lekker_order_status',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Your order has been confirmed!' },
              { type: 'text', text: 'LE-1' },
            ],
          },
        ],
      },
    });
  });

  it('ends on an error answer, and retries a rate limit, a 5xx or a timeout', async () => {
    const answers: FakeAnswer[] = [
      {
        status: 400,
        body: {
          error: {
            message: '(#132001) Template name does not exist in the translation',
            type: 'OAuthException',
            code: 132001,
            fbtrace_id: 'A1',
          },
        },
      },
      {
        status: 400,
        body: { error: { message: '(#130429) Rate limit hit', type: 'OAuthException', code: 130429 } },
      },
      {
        status: 500,
        body: { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } },
      },
      'hang',
    ];
    const server = await fake((_, n) => answers[n - 1]!);
    const provider = createWhatsAppProvider({
      token: 't',
      phoneNumberId: '1',
      baseUrl: server.url,
      apiVersion: 'v21.0',
      timeoutMs: 300,
    });
    expect(await provider.send(wa)).toEqual({
      status: 'failed',
      retry: false,
      reason: 'WhatsApp 400 (132001): (#132001) Template name does not exist in the translation',
    });
    expect(await provider.send(wa)).toMatchObject({ status: 'failed', retry: true });
    expect(await provider.send(wa)).toMatchObject({ status: 'failed', retry: true });
    expect(await provider.send(wa)).toMatchObject({
      status: 'failed',
      retry: true,
      reason: 'The provider did not answer in time',
    });
  });

  it('accepts only the signature made with the app secret over the exact body', () => {
    const body = '{"object":"whatsapp_business_account","entry":[]}';
    const good = `sha256=${createHmac('sha256', 'app-secret').update(body).digest('hex')}`;
    expect(validWhatsAppSignature('app-secret', body, good)).toBe(true);
    expect(validWhatsAppSignature('other-secret', body, good)).toBe(false);
    expect(validWhatsAppSignature('app-secret', `${body} `, good)).toBe(false);
    expect(validWhatsAppSignature('app-secret', body, undefined)).toBe(false);
    expect(validWhatsAppSignature('app-secret', body, 'sha256=abc')).toBe(false);
  });
});
