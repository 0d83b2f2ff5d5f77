import type { Transactional } from '../../db/with-transaction.ts';
import type { PreferencesRepository } from './preferences.repository.ts';

/**
 * A STOP reply from a number (SMS or WhatsApp): marketing on both is withdrawn for the account(s) that verified it,
 * as appended consent rows. Needs no messaging, so the messaging module's webhooks are given it directly.
 */
export function createMarketingOptOut(deps: {
  repo: Transactional<PreferencesRepository>;
  clock: () => Date;
}) {
  const { repo, clock } = deps;
  return {
    /** Returns the accounts it applied to (none for an unknown number). */
    async optOutMarketing(phone: string): Promise<string[]> {
      const now = clock();
      const accounts = await repo.accountsWithVerifiedPhone(phone);
      await repo.withTransaction(async (r) => {
        for (const userId of accounts)
          for (const channel of ['sms', 'whatsapp'] as const)
            await r.appendConsent({
              userId,
              channel,
              granted: false,
              wording: `Replied STOP from ${phone}`,
              source: 'stop_reply',
              at: now,
            });
      });
      return accounts;
    },
  };
}
