import {
  type BankDetails,
  type BankDetailsInput,
  maskAccountNumber,
} from '@lekker/core/contracts/bank-details';
import { notFound } from '../../domain/errors.ts';
import type { Policy } from '../../domain/policy.ts';
import type { Viewer } from '../../domain/viewer.ts';
import type { DataAccess } from '../repositories.ts';
import type { AccountNumberCipher } from './account-number-cipher.ts';
import type { BankAccountRecord, BankParty } from './bank-details.repository.ts';

/** A stored account as people see it: the account number opened (it is sealed at rest). */
export function toBankDetails(
  r: BankAccountRecord | undefined,
  cipher: AccountNumberCipher,
): BankDetails | null {
  if (!r) return null;
  return {
    account_holder: r.accountHolder,
    bank_name: r.bankName,
    branch_code: r.branchCode,
    account_number: cipher.open(r.accountNumber),
    account_type: r.accountType,
    updated_at: r.updatedAt.toISOString(),
  };
}

/**
 * Payout bank accounts, entered by the payee (a venue's members, or the driver) and read by admins. A change is a
 * classic fraud path, so each one is in the audit log (masked) in the same transaction.
 */
export function createBankDetailsService(deps: {
  data: DataAccess;
  policy: Pick<Policy, 'canManageRestaurant'>;
  clock: () => Date;
  cipher: AccountNumberCipher;
}) {
  const { data, cipher } = deps;

  async function save(viewer: Viewer, party: BankParty, partyId: string, input: BankDetailsInput) {
    const row = await data.withTransaction(async (r) => {
      const saved = await r.bankDetails.upsert(
        party,
        partyId,
        {
          accountHolder: input.account_holder,
          bankName: input.bank_name,
          branchCode: input.branch_code,
          accountNumber: cipher.seal(input.account_number),
          accountType: input.account_type,
          updatedBy: viewer.user.id,
        },
        deps.clock(),
      );
      await r.audit.append({
        actorId: viewer.user.id,
        actorEmail: viewer.user.email,
        action: 'bank_details.update',
        targetType: party === 'venue' ? 'restaurant' : 'user',
        targetId: partyId,
        summary: `Bank details set: ${input.bank_name} ${maskAccountNumber(input.account_number)} (${input.account_holder})`,
      });
      return saved;
    });
    return { bank_details: toBankDetails(row, cipher) };
  }

  async function venueOr404(viewer: Viewer, venueId: string) {
    if (!(await deps.policy.canManageRestaurant(viewer, venueId))) throw notFound('Venue not found.');
  }

  return {
    async ofVenue(viewer: Viewer, venueId: string) {
      await venueOr404(viewer, venueId);
      return { bank_details: toBankDetails(await data.bankDetails.find('venue', venueId), cipher) };
    },
    async saveVenue(viewer: Viewer, venueId: string, input: BankDetailsInput) {
      await venueOr404(viewer, venueId);
      return save(viewer, 'venue', venueId, input);
    },
    async ofDriver(viewer: Viewer) {
      return { bank_details: toBankDetails(await data.bankDetails.find('driver', viewer.user.id), cipher) };
    },
    saveDriver(viewer: Viewer, input: BankDetailsInput) {
      return save(viewer, 'driver', viewer.user.id, input);
    },
  };
}
export type BankDetailsService = ReturnType<typeof createBankDetailsService>;
