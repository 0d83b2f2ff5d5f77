import { APIError } from 'better-auth/api';
import { transactional } from '../db/with-transaction.ts';
import { createPrivacyAdminRepository } from '../modules/privacy/privacy-admin.repository.ts';
import { createPrivacyAdminService } from '../modules/privacy/privacy-admin.service.ts';
import { createPrivacyDeletionRepository } from '../modules/privacy/privacy-deletion.repository.ts';
import { createPrivacyDeletionService, PASSWORD_TRIES } from '../modules/privacy/privacy-deletion.service.ts';
import { createPrivacyExportRepository } from '../modules/privacy/privacy-export.repository.ts';
import { createPrivacyExportService } from '../modules/privacy/privacy-export.service.ts';
import type { Core } from './core.ts';

/** POPIA in the product (docs/decisions/067-privacy-export-and-deletion.md): export, deletion, the breach tool. */
export function composePrivacy(core: Core) {
  const { db, data, storage, clock, logger, limiter } = core;
  const exports = createPrivacyExportService({ repo: createPrivacyExportRepository(db), storage, clock });
  const deletion = createPrivacyDeletionService({
    repo: transactional(db, createPrivacyDeletionRepository),
    audit: data.audit,
    storage,
    passwordTryAllowed: async (userId) =>
      (await limiter.check([{ key: `privacy:delete:${userId}`, rule: PASSWORD_TRIES }])).allowed,
    clock,
    logger,
    endSessions: core.endSessions,
    async passwordMatches(password, headers) {
      try {
        await core.auth.api.verifyPassword({ body: { password }, headers });
        return true;
      } catch (error) {
        if (error instanceof APIError && error.status === 'BAD_REQUEST') return false;
        throw error;
      }
    },
  });
  const admin = createPrivacyAdminService(createPrivacyAdminRepository(db), data.audit);
  return { exports, deletion, admin, limiter, audit: data.audit };
}
export type PrivacyArea = ReturnType<typeof composePrivacy>;
