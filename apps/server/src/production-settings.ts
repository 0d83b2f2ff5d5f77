import { isLoopbackHost } from './http/local-only.ts';
import { decodeKey } from './modules/bank-details/account-number-cipher.ts';
import { parseCidr } from './modules/payments/cidr.ts';

/**
 * Settings a production server refuses at start, each with its reason (docs/decisions/043-production-start.md).
 * config.ts calls `productionProblems` from its refinement; the messages are what an operator reads.
 */

/** Tests only: a server started by main.ts without AUTH_SECRET generates its own (local-secret.ts). */
export const DEV_AUTH_SECRET = 'dev-only-secret-change-me-in-production-0123456789';

const SECRET_HINT = 'generate one with `openssl rand -base64 48`';

/** Why a secret is too predictable to sign sessions and links with, or null when it is not. */
export function weakSecretReason(secret: string): string | null {
  if (secret === DEV_AUTH_SECRET)
    return `is the development secret written in the source code; ${SECRET_HINT}`;
  // A short unit repeated ('x' * 40, 'abcd' * 10, a 16-character string twice).
  for (let unit = 1; unit <= secret.length / 2; unit++)
    if (secret.length % unit === 0 && secret.slice(0, unit).repeat(secret.length / unit) === secret)
      return `is one short pattern repeated; ${SECRET_HINT}`;
  if (new Set(secret).size < 10)
    return `uses fewer than 10 different characters, too easy to guess; ${SECRET_HINT}`;
  return null;
}

/** The first entry of a comma-separated address list that covers every address (0.0.0.0/0, ::/0). */
export function everyAddressEntry(entries: readonly string[]): string | undefined {
  return entries.find((entry) => parseCidr(entry)?.prefix === 0);
}

export type ProductionSettings = {
  HOST: string;
  PUBLIC_URL?: string;
  EXTRA_ORIGINS: string[];
  AUTH_SECRET?: string;
  SMTP_URL?: string;
  TRUSTED_PROXY?: string;
  BANK_DETAILS_KEY?: string;
  MAIL_FROM: string;
  SEED_DEMO?: 'auto' | 'never';
  ALLOW_LOCAL_PRODUCTION: boolean;
  VAPID_PUBLIC_KEY?: string;
  VAPID_SUBJECT?: string;
};

type Problem = { path: string; message: string };

/** Domains reserved for tests and documentation (RFC 2606, RFC 6761): no mail server delivers from them. */
const RESERVED_MAIL_DOMAIN = /(^|\.)(test|example|invalid|localhost)$|(^|\.)example\.(com|net|org)$/;

/** Hosts of PUBLIC_URL and EXTRA_ORIGINS that are not this machine (a local production trial refuses them). */
function remoteAddresses(env: ProductionSettings): string[] {
  const urls = [env.PUBLIC_URL, ...env.EXTRA_ORIGINS].filter((u): u is string => Boolean(u));
  const hosts = urls.map((u) => new URL(u).hostname).filter((host) => !isLoopbackHost(host));
  return isLoopbackHost(env.HOST) ? hosts : [env.HOST, ...hosts];
}

/** Everything wrong with a production configuration (NODE_ENV=production) beyond what each field checks itself. */
export function productionProblems(env: ProductionSettings): Problem[] {
  const problems: Problem[] = [];
  if (env.AUTH_SECRET && env.AUTH_SECRET.length >= 32) {
    const weak = weakSecretReason(env.AUTH_SECRET);
    if (weak) problems.push({ path: 'AUTH_SECRET', message: weak });
  }
  if (env.SEED_DEMO === 'auto')
    problems.push({
      path: 'SEED_DEMO',
      message:
        'production never loads the demo data (its accounts have published passwords); remove SEED_DEMO, and load it into a database on purpose with `npm run db:seed-demo`',
    });
  const bankKey = env.BANK_DETAILS_KEY ? decodeKey(env.BANK_DETAILS_KEY) : null;
  if (bankKey && new Set(bankKey).size < 8)
    problems.push({
      path: 'BANK_DETAILS_KEY',
      message:
        'uses fewer than 8 different bytes (a placeholder such as 64 zeros?); generate one with `openssl rand -hex 32`',
    });
  const trustedEveryone = everyAddressEntry((env.TRUSTED_PROXY ?? '').split(',').map((e) => e.trim()));
  if (trustedEveryone)
    problems.push({
      path: 'TRUSTED_PROXY',
      message: `${trustedEveryone} trusts every address's X-Forwarded-For: anyone could choose the address the rate limits and the PayFast check see. List your proxy's address(es)`,
    });

  if (env.ALLOW_LOCAL_PRODUCTION) {
    const remote = remoteAddresses(env);
    if (remote.length > 0)
      problems.push({
        path: 'ALLOW_LOCAL_PRODUCTION',
        message: `is for a production server reachable from this machine only, but ${remote.join(', ')} is not a loopback address. Remove ALLOW_LOCAL_PRODUCTION, and set an https:// PUBLIC_URL and SMTP_URL`,
      });
    // A local trial (tests, benchmarks on one machine) may use http://, keep its e-mails in the database and its
    // VAPID pair in the data folder.
    return problems;
  }
  if (env.PUBLIC_URL && new URL(env.PUBLIC_URL).protocol !== 'https:')
    problems.push({
      path: 'PUBLIC_URL',
      message: `must be an https:// address in production (${env.PUBLIC_URL} would send sign-in cookies and payment links unencrypted)`,
    });
  const senderDomain = /@([^>\s]+)>?\s*$/.exec(env.MAIL_FROM)?.[1]?.toLowerCase() ?? '';
  if (!senderDomain || RESERVED_MAIL_DOMAIN.test(senderDomain))
    problems.push({
      path: 'MAIL_FROM',
      message: `${senderDomain ? `${senderDomain} is a reserved domain that mail servers reject` : 'has no sender address'}; set an address of your own domain in production (e.g. Lekker Eats <no-reply@example.co.za>)`,
    });
  if (!env.SMTP_URL)
    problems.push({
      path: 'SMTP_URL',
      message:
        'must be set in production: without it confirmation and password-reset e-mails are never sent (e.g. smtps://user:pass@smtp.example.com:465)',
    });
  if (!env.VAPID_PUBLIC_KEY)
    problems.push({
      path: 'VAPID_PUBLIC_KEY',
      message:
        'must be set in production, with VAPID_PRIVATE_KEY: without them no push reaches a phone, and a pair made at start would change with every instance. Generate one pair once with `npx web-push generate-vapid-keys` and give every instance the same',
    });
  if (!env.VAPID_SUBJECT)
    problems.push({
      path: 'VAPID_SUBJECT',
      message:
        'must be set in production: push services contact this address about your pushes (e.g. mailto:ops@example.co.za)',
    });
  return problems;
}
