import type { DeleteAccountResult } from '@lekker/core/contracts/privacy';
import { purgeAfter } from '@lekker/core/privacy';
import type { Logger } from 'pino';
import type { Transactional } from '../../db/with-transaction.ts';
import { AppError, badRequest, conflict } from '../../domain/errors.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { ObjectStorage } from '../storage/storage.ts';
import type { PrivacyDeletionRepository } from './privacy-deletion.repository.ts';

/** Password checks before a deletion: a stolen session cannot guess its way to deleting the account. */
export const PASSWORD_TRIES = { limit: 5, windowMs: 15 * 60_000 };

export const WAITING_MESSAGE =
  'Your account will be deleted as soon as your current order has ended. Until then you can still follow it.';
export const DELETED_MESSAGE = 'Your account has been deleted and you have been signed out everywhere.';

export function createPrivacyDeletionService(deps: {
  repo: Transactional<PrivacyDeletionRepository>;
  audit: AuditRepository;
  storage: ObjectStorage;
  /** Counts one password try of the person (PASSWORD_TRIES on the shared rate-limit store); false past the limit. */
  passwordTryAllowed: (userId: string) => Promise<boolean>;
  /** Checks the signed-in person's password (better-auth's verifyPassword); false when it is wrong. */
  passwordMatches: (password: string, headers: Headers) => Promise<boolean>;
  /** Closes the person's sockets and forgets their cached sessions on every instance. */
  endSessions: (userId: string) => void;
  clock: () => Date;
  logger: Logger;
}) {
  const { repo, audit, storage, clock } = deps;

  /** Removes or anonymises everything of the person now (their orders must all have ended). */
  async function complete(userId: string, actor: 'person' | 'system'): Promise<boolean> {
    const at = clock();
    const files = await repo.withTransaction(async (r) => {
      const account = await r.lockUser(userId);
      if (!account || (await r.deletionOf(userId))?.status === 'completed') return undefined;
      if ((await r.activeOrderCount(userId)) > 0) return undefined;
      const identifiers = await r.identifiersOf(userId);
      const stored = await r.filesOf(userId);
      await r.anonymise(userId, account.email, identifiers, at, purgeAfter(at));
      return stored;
    });
    if (!files) return false;
    deps.endSessions(userId);
    for (const file of files)
      await storage.delete(file.bucket, file.path).catch((error: unknown) => {
        // The row is gone; the receipt cleanup's sweep of orphans is not needed: log it for the operator.
        deps.logger.error({ err: error, bucket: file.bucket }, 'a deleted account left a stored file');
      });
    await audit.append({
      actorId: actor === 'person' ? userId : null,
      actorEmail: null,
      action: 'privacy.deleted',
      targetType: 'user',
      targetId: userId,
      summary:
        actor === 'person'
          ? "Account deleted at the person's request (POPIA s24): personal data removed, orders kept anonymously"
          : 'Waiting account deletion completed after the last order ended (POPIA s24)',
      details: { files_removed: files.length },
    });
    return true;
  }

  return {
    complete,

    /** DELETE /api/me: the person's own account, after their password. */
    async deleteOwn(userId: string, password: string, headers: Headers): Promise<DeleteAccountResult> {
      if (!(await deps.passwordTryAllowed(userId)))
        throw new AppError(429, 'rate_limited', 'Too many attempts. Please wait 15 minutes and try again.');
      if (!(await deps.passwordMatches(password, headers)))
        throw badRequest('That password is not right. Please try again.');
      const existing = await repo.deletionOf(userId);
      if (existing?.status === 'completed') throw conflict('This account has already been deleted.');
      if ((await repo.activeOrderCount(userId)) > 0) {
        if (!existing) {
          await repo.markWaiting(userId, clock());
          await audit.append({
            actorId: userId,
            actorEmail: null,
            action: 'privacy.deletion_requested',
            targetType: 'user',
            targetId: userId,
            summary: 'Account deletion requested (POPIA s24): waiting for an order under way to end',
          });
        }
        return { status: 'waiting', message: WAITING_MESSAGE };
      }
      if (!(await complete(userId, 'person'))) return { status: 'waiting', message: WAITING_MESSAGE };
      return { status: 'deleted', message: DELETED_MESSAGE };
    },

    /** The sweep: deletions that waited for an order, completed once it ended. */
    async completeWaiting(): Promise<number> {
      let done = 0;
      for (const userId of await repo.waitingReady()) if (await complete(userId, 'system')) done++;
      return done;
    },

    /** The purge: a deleted customer's kept orders and money, FINANCIAL_RETENTION_YEARS after the deletion. */
    async purgeExpired(): Promise<number> {
      const at = clock();
      let purged = 0;
      for (const userId of await repo.purgeDue(at)) {
        const orders = await repo.withTransaction((r) => r.purge(userId, at));
        if (orders === undefined) continue;
        await audit.append({
          actorId: null,
          actorEmail: null,
          action: 'privacy.purged',
          targetType: 'user',
          targetId: userId,
          summary: `Records kept after an account deletion purged at the end of their retention (${orders} orders)`,
        });
        purged++;
      }
      return purged;
    },
  };
}
export type PrivacyDeletionService = ReturnType<typeof createPrivacyDeletionService>;
