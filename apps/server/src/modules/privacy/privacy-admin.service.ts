import type { AffectedQuerySchema, AffectedResult } from '@lekker/core/contracts/privacy';
import type { z } from 'zod';
import { badRequest } from '../../domain/errors.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { PrivacyAdminRepository } from './privacy-admin.repository.ts';

/** The most people one lookup lists (narrow the query beyond it). */
export const AFFECTED_LIMIT = 5000;

/** The breach tool (POPIA s22): who to notify; the notice text itself is core's breachNoticeText. */
export function createPrivacyAdminService(repo: PrivacyAdminRepository, audit: AuditRepository) {
  return {
    async affected(viewer: Viewer, query: z.output<typeof AffectedQuerySchema>): Promise<AffectedResult> {
      const orderNumbers = [...new Set(query.order_numbers)];
      const emails = [...new Set(query.emails)];
      const from = query.from ? new Date(query.from) : undefined;
      const to = query.to ? new Date(query.to) : undefined;
      if (orderNumbers.length === 0 && emails.length === 0 && !from && !to)
        throw badRequest('Choose order numbers, e-mail addresses or a time range.');
      if (from && to && from > to) throw badRequest('The start of the range must be before its end.');
      const rows = await repo.affected({ orderNumbers, emails, from, to }, AFFECTED_LIMIT);
      const truncated = rows.length > AFFECTED_LIMIT;
      const people = rows.slice(0, AFFECTED_LIMIT).map((r) => ({
        user_id: String(r.id),
        name: String(r.name ?? ''),
        email: String(r.email),
        phone: typeof r.phone === 'string' ? r.phone : null,
        roles: Array.isArray(r.roles) ? r.roles.map(String) : [],
      }));
      await audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'privacy.breach_lookup',
        targetType: 'privacy',
        targetId: 'breach',
        summary: `Listed ${people.length} people affected by a compromise`,
        details: {
          order_numbers: orderNumbers.length,
          emails: emails.length,
          from: query.from ?? null,
          to: query.to ?? null,
        },
      });
      return { people, truncated };
    },
  };
}
export type PrivacyAdminService = ReturnType<typeof createPrivacyAdminService>;
