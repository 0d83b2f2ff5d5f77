import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/** DELETE /api/me: the person's current password, typed again. */
export const DeleteAccountSchema = z
  .object({
    password: z
      .string({ error: contractMessage('enterPassword') })
      .min(1, contractMessage('enterPassword'))
      .max(200, contractMessage('enterPassword')),
  })
  .meta({ id: 'DeleteAccount' });
export type DeleteAccount = z.infer<typeof DeleteAccountSchema>;

/** `deleted`: done, signed out everywhere. `waiting`: an order is still under way; done once it ends. */
export const DeleteAccountResultSchema = z
  .object({ status: z.enum(['deleted', 'waiting']), message: z.string() })
  .meta({ id: 'DeleteAccountResult' });
export type DeleteAccountResult = z.infer<typeof DeleteAccountResultSchema>;

const optionalDate = z.iso.datetime({ offset: true, error: contractMessage('dateTime') }).optional();

/** POST /api/admin/privacy/affected: who a compromise concerns, by orders, people and/or a time range. */
export const AffectedQuerySchema = z
  .object({
    order_numbers: z
      .array(z.string().trim().min(1).max(80), { error: contractMessage('listOrders') })
      .max(500, contractMessage('listOrdersMax', { max: 500 }))
      .default([]),
    emails: z
      .array(z.string().trim().min(1).max(200), { error: contractMessage('listEmails') })
      .max(500, contractMessage('listEmailsMax', { max: 500 }))
      .default([]),
    /** Everyone who ordered or signed in in this range. */
    from: optionalDate,
    to: optionalDate,
  })
  .meta({ id: 'AffectedQuery' });
export type AffectedQuery = z.input<typeof AffectedQuerySchema>;

export const AffectedPersonSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()),
  })
  .meta({ id: 'AffectedPerson' });

export const AffectedResultSchema = z
  .object({
    people: z.array(AffectedPersonSchema),
    /** True when more matched than the list holds (narrow the query). */
    truncated: z.boolean(),
  })
  .meta({ id: 'AffectedResult' });
export type AffectedResult = z.infer<typeof AffectedResultSchema>;
