import { z } from 'zod';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optional = z.preprocess(emptyToUndefined, z.string().optional());

/** The messaging providers' environment (documented in .env.example; config.ts adds it to its schema). */
export const messagingEnvShape = {
  BULKSMS_TOKEN_ID: optional,
  BULKSMS_TOKEN_SECRET: optional,
  BULKSMS_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://api.bulksms.com')),
  /** The secret part of the delivery-report webhook's path (/api/webhooks/bulksms/<token>). */
  BULKSMS_WEBHOOK_TOKEN: optional,
  WHATSAPP_TOKEN: optional,
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_APP_SECRET: optional,
  WHATSAPP_VERIFY_TOKEN: optional,
  WHATSAPP_BASE_URL: z.preprocess(emptyToUndefined, z.url().default('https://graph.facebook.com')),
  WHATSAPP_API_VERSION: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^v\d+\.\d+$/, 'must look like v21.0')
      .default('v21.0'),
  ),
};

const MessagingEnvSchema = z.object(messagingEnvShape);
type MessagingEnv = z.infer<typeof MessagingEnvSchema>;

const BULKSMS = ['BULKSMS_TOKEN_ID', 'BULKSMS_TOKEN_SECRET'] as const;
const WHATSAPP = ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID'] as const;

/**
 * A provider set up halfway is refused at start, with what is missing: everywhere for its credentials (a half pair
 * never works), and in production also for what its webhooks need (without them delivery reports are refused).
 */
export function messagingProblems(
  env: MessagingEnv,
  production: boolean,
): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const half = (
    keys: readonly (keyof MessagingEnv)[],
    what: string,
    extra: readonly (keyof MessagingEnv)[],
  ) => {
    const set = keys.filter((k) => env[k] !== undefined);
    if (set.length === 0) return;
    for (const key of keys)
      if (env[key] === undefined)
        problems.push({ path: key, message: `is needed with ${set.join(' and ')} to send ${what}` });
    if (production && set.length === keys.length)
      for (const key of extra)
        if (env[key] === undefined)
          problems.push({
            path: key,
            message: `must be set in production when ${what} are sent: without it the provider's delivery reports are refused`,
          });
  };
  half(BULKSMS, 'SMS through BulkSMS', ['BULKSMS_WEBHOOK_TOKEN']);
  half(WHATSAPP, 'WhatsApp messages', ['WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN']);
  for (const key of ['BULKSMS_WEBHOOK_TOKEN', 'WHATSAPP_VERIFY_TOKEN'] as const) {
    const value = env[key];
    if (production && value !== undefined && value.length < 16)
      problems.push({
        path: key,
        message: 'must be at least 16 random characters (it guards a public webhook)',
      });
  }
  return problems;
}

export function toMessagingConfig(env: MessagingEnv) {
  return {
    bulksms:
      env.BULKSMS_TOKEN_ID && env.BULKSMS_TOKEN_SECRET
        ? {
            tokenId: env.BULKSMS_TOKEN_ID,
            tokenSecret: env.BULKSMS_TOKEN_SECRET,
            baseUrl: env.BULKSMS_BASE_URL,
          }
        : undefined,
    bulksmsWebhookToken: env.BULKSMS_WEBHOOK_TOKEN,
    whatsapp:
      env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: env.WHATSAPP_TOKEN,
            phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
            baseUrl: env.WHATSAPP_BASE_URL,
            apiVersion: env.WHATSAPP_API_VERSION,
          }
        : undefined,
    whatsappAppSecret: env.WHATSAPP_APP_SECRET,
    whatsappVerifyToken: env.WHATSAPP_VERIFY_TOKEN,
  };
}
export type MessagingConfig = ReturnType<typeof toMessagingConfig>;
