import { z } from 'zod';
import { SUBSTITUTION_OUTCOMES, SUBSTITUTION_PREFERENCES, SUBSTITUTION_STATUSES } from '../substitution.ts';

/** Grocery substitutions (docs/decisions/070-grocery-substitutions.md). */
export const SubstitutionPreferenceSchema = z.enum(SUBSTITUTION_PREFERENCES);

/** The store marks a line unavailable: a replacement from its own items, or null to refund it. */
export const ProposeSubstitutionRequestSchema = z
  .object({
    order_item_id: z.uuid(),
    proposed_item_id: z.uuid().nullable(),
  })
  .meta({ id: 'ProposeSubstitutionRequest' });
export type ProposeSubstitutionRequest = z.infer<typeof ProposeSubstitutionRequestSchema>;

/** The customer's answer to an open proposal (within its 3 minutes). */
export const AnswerSubstitutionRequestSchema = z
  .object({ substitution_id: z.uuid(), accept: z.boolean() })
  .meta({ id: 'AnswerSubstitutionRequest' });
export type AnswerSubstitutionRequest = z.infer<typeof AnswerSubstitutionRequestSchema>;

export const SubstitutionSchema = z
  .object({
    id: z.uuid(),
    order_item_id: z.uuid(),
    original_name: z.string(),
    original_unit_cents: z.number().int(),
    quantity: z.number().int(),
    proposed_item_id: z.uuid().nullable(),
    proposed_name: z.string().nullable(),
    /** The unit price the replacement is offered at (a dearer one on a paid order: the original price). */
    offered_unit_cents: z.number().int().nullable(),
    status: z.enum(SUBSTITUTION_STATUSES),
    outcome: z.enum(SUBSTITUTION_OUTCOMES).nullable(),
    expires_at: z.string(),
    closed_at: z.string().nullable(),
    /** What the customer gets back (paid: refunded; cash: off the total). */
    credit_cents: z.number().int(),
    /** A cash order paying more for a dearer replacement it accepted. */
    extra_cents: z.number().int(),
  })
  .meta({ id: 'Substitution' });
export type Substitution = z.infer<typeof SubstitutionSchema>;

export const SubstitutionLineSchema = z.object({
  order_item_id: z.uuid(),
  name: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  preference: SubstitutionPreferenceSchema,
  substitute_item_id: z.uuid().nullable(),
  substitute_name: z.string().nullable(),
});

/** An order's lines with the customer's choices, and its substitutions newest first. */
export const OrderSubstitutionsSchema = z
  .object({
    order_id: z.uuid(),
    grocery: z.boolean(),
    payment_method: z.enum(['payfast', 'cash']),
    lines: z.array(SubstitutionLineSchema),
    substitutions: z.array(SubstitutionSchema),
  })
  .meta({ id: 'OrderSubstitutions' });
export type OrderSubstitutions = z.infer<typeof OrderSubstitutionsSchema>;
