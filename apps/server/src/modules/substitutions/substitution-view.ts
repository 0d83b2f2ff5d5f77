import type { Substitution } from '@lekker/core/contracts/substitutions';
import type { SubstitutionRecord } from './substitutions.repository.ts';

export function toSubstitution(s: SubstitutionRecord): Substitution {
  return {
    id: s.id,
    order_item_id: s.orderItemId,
    original_name: s.originalName,
    original_unit_cents: s.originalUnitCents,
    quantity: s.quantity,
    proposed_item_id: s.proposedItemId,
    proposed_name: s.proposedName,
    offered_unit_cents: s.offeredUnitCents,
    status: s.status,
    outcome: s.outcome,
    expires_at: s.expiresAt.toISOString(),
    closed_at: s.closedAt?.toISOString() ?? null,
    credit_cents: s.creditCents,
    extra_cents: s.extraCents,
  };
}
