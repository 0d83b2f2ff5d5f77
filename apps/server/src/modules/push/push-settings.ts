import { z } from 'zod';
import {
  DEV_VAPID_SUBJECT,
  type VapidKeys,
  vapidPrivateKeyProblem,
  vapidPublicKeyProblem,
  vapidSubjectProblem,
} from './vapid-keys.ts';

// The web push settings config.ts reads (docs/decisions/059-web-push.md). Production's own refusals (no pair, no
// subject) are in production-settings.ts with the other production rules.

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** An optional setting checked by `problem` (null: fine), its reason as the message. */
const checkedString = (problem: (value: string) => string | null) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .optional()
      .superRefine((value, ctx) => {
        const reason = value === undefined ? null : problem(value);
        if (reason) ctx.addIssue({ code: 'custom', message: reason });
      }),
  );

export const PushEnvFields = {
  /** Unset outside production: a pair is kept in DATA_DIR (vapid-keys.ts). */
  VAPID_PUBLIC_KEY: checkedString(vapidPublicKeyProblem),
  VAPID_PRIVATE_KEY: checkedString(vapidPrivateKeyProblem),
  VAPID_SUBJECT: checkedString(vapidSubjectProblem),
  /** Outside production: accept http:// push endpoints on this machine (tests' local push endpoint). */
  PUSH_ALLOW_INSECURE_ENDPOINTS: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  ),
};

type PushEnv = {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  PUSH_ALLOW_INSECURE_ENDPOINTS: boolean;
};

/** What is wrong with the push settings taken together, in production or not. */
export function pushSettingsProblems(env: PushEnv, production: boolean): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    problems.push({
      path: env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      message:
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are one pair: set both (from the same generation) or neither',
    });
  if (production && env.PUSH_ALLOW_INSECURE_ENDPOINTS)
    problems.push({
      path: 'PUSH_ALLOW_INSECURE_ENDPOINTS',
      message: 'is for tests only: production sends pushes to https:// push services only. Remove it',
    });
  return problems;
}

export type PushConfig = {
  /** Unset outside production (and in a local production trial): main.ts keeps a pair in DATA_DIR. */
  vapid: VapidKeys | undefined;
  subject: string;
  /** http:// endpoints on loopback accepted (never in production: refused above). */
  allowInsecureEndpoints: boolean;
};

export function pushConfig(env: PushEnv): PushConfig {
  const subject = env.VAPID_SUBJECT ?? DEV_VAPID_SUBJECT;
  return {
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject }
        : undefined,
    subject,
    allowInsecureEndpoints: env.PUSH_ALLOW_INSECURE_ENDPOINTS,
  };
}
