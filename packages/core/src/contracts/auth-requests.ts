import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { SignUpSchema } from './accounts.ts';

// The bodies of better-auth's endpoints under /api/auth (better-auth owns them, so they are not in the OpenAPI
// document): checked against these before better-auth sees them (apps/server/src/modules/auth/auth-input.ts).
// Fields better-auth takes that are not listed pass through unchecked; every field listed is held to its contract.

/** The longest name a person may give (sign-up, the profile's full name, update-user). */
export const PERSON_NAME_MAX = 120;

/**
 * A user's picture: an https address or a path on this site (`/…`, not `//host`). Never `javascript:`, `data:` or
 * plain http, which would run or mix content where the picture is shown.
 */
export const UserImageSchema = z
  .string()
  .trim()
  .max(2048, contractMessage('pictureUrlMax', { max: 2048 }))
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, contractMessage('pictureUrl'));

const name = SignUpSchema.shape.name;
const email = SignUpSchema.shape.email;
const newPassword = SignUpSchema.shape.password;
/** A same-origin path for where a link lands (better-auth checks it against the trusted origins too). */
const landing = z.string().max(2048).startsWith('/', contractMessage('linkOnSite'));
const password = z.string().min(1, contractMessage('emailAndPassword')).max(128);

export const AUTH_REQUEST_SCHEMAS = {
  '/sign-up/email': z.looseObject({
    name,
    email,
    password: newPassword,
    callbackURL: landing.optional(),
    image: UserImageSchema.nullish(),
    rememberMe: z.boolean().optional(),
  }),
  '/sign-in/email': z.looseObject({
    email,
    password,
    callbackURL: landing.optional(),
    rememberMe: z.boolean().optional(),
  }),
  '/update-user': z.looseObject({
    name: name.optional(),
    image: UserImageSchema.nullish(),
  }),
  '/request-password-reset': z.looseObject({ email, redirectTo: landing.optional() }),
  '/send-verification-email': z.looseObject({ email, callbackURL: landing.optional() }),
  '/reset-password': z.looseObject({ newPassword, token: z.string().max(256).optional() }),
  '/change-password': z.looseObject({
    newPassword,
    currentPassword: password,
    revokeOtherSessions: z.boolean().optional(),
  }),
} as const;
export type AuthRequestPath = keyof typeof AUTH_REQUEST_SCHEMAS;
