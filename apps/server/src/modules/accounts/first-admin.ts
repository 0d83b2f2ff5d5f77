import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import { createAdminRepository } from '../admin/admin.repository.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createAuth } from '../auth/auth.ts';
import type { Mailer } from '../mail/mailer.ts';
import { createAccountsRepository } from './accounts.repository.ts';
import { newAccountDefaults } from './accounts.service.ts';

/** How long the printed set-password link works (once). */
export const FIRST_ADMIN_LINK_MINUTES = 30;

/** The command refused (an admin exists, the address is taken, a bad address): `message` says what to do. */
export class FirstAdminRefused extends Error {}

export type FirstAdminInput = { email: string; name?: string; force?: boolean };
export type FirstAdminResult = {
  userId: string;
  email: string;
  /** Opens the reset-password page with a one-time token: the admin chooses a password there. */
  link: string;
  expiresAt: Date;
  /** An account with that address existed and was made an admin (`--force`). */
  existing: boolean;
};

/** The command sends nothing: the link is printed on the operator's terminal. */
const noMail: Mailer = {
  kind: 'smtp',
  async send() {
    throw new Error('npm run admin:create sends no e-mail');
  },
};

/**
 * The first admin account of a production database (`npm run admin:create`; docs/decisions/043-production-start.md).
 * The account is made by better-auth (with the customer role and profile every account gets) and holds no password:
 * the result's link carries a password-reset token of better-auth's own kind (`reset-password:<token>`), valid once
 * and for FIRST_ADMIN_LINK_MINUTES, so the admin chooses the password in the browser and nobody else ever sees it.
 * Refused when an admin exists or the address has an account, unless `force`.
 */
export async function createFirstAdmin(
  deps: { config: Config; db: Db; now?: Date },
  input: FirstAdminInput,
): Promise<FirstAdminResult> {
  const parsed = z.email().safeParse(input.email.trim().toLowerCase());
  if (!parsed.success) throw new FirstAdminRefused(`${input.email} is not an e-mail address.`);
  const email = parsed.data;
  const { config, db } = deps;
  const admins = await createAdminRepository(db).countRole('admin');
  if (admins > 0 && !input.force)
    throw new FirstAdminRefused(
      `An admin account already exists (${admins}). Admins grant the role from the admin console (Users); run again with --force to add one here anyway.`,
    );
  const accounts = createAccountsRepository(db);
  const auth = createAuth({
    config,
    db,
    mailer: noMail,
    onUserCreated: newAccountDefaults(accounts),
    logger: createLogger('silent'),
  });
  const context = await auth.$context;
  const found = await context.internalAdapter.findUserByEmail(email);
  if (found && !input.force)
    throw new FirstAdminRefused(
      `An account with ${email} already exists. Run again with --force to make it an admin (the link then sets its password).`,
    );
  const account =
    found?.user ??
    (await context.internalAdapter.createUser(
      { email, name: input.name?.trim() || 'Admin', emailVerified: true },
      { method: 'admin' },
    ));
  if (found && !found.user.emailVerified)
    await context.internalAdapter.updateUser(account.id, { emailVerified: true });
  await accounts.grantRole(account.id, 'admin');
  await createAuditRepository(db).append({
    action: 'role.grant',
    targetType: 'user',
    targetId: account.id,
    summary: `Granted admin to ${email} (npm run admin:create)`,
    details: { role: 'admin', via: 'admin:create', existing: Boolean(found) },
  });

  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date((deps.now ?? new Date()).getTime() + FIRST_ADMIN_LINK_MINUTES * 60_000);
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: account.id,
    expiresAt,
  });
  const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  return { userId: account.id, email, link, expiresAt, existing: Boolean(found) };
}
