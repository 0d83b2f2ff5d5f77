// The accept and reject dialogs' schemas: what the owner types becomes the desk's request body, checked by the
// shared contracts (ConfirmOrderSchema, RejectOrderSchema) before it is sent. The first checks keep the desk's own
// sentences (docs/product.md#restaurant-desk).
import type { RejectCode, RejectOrderInput } from '@lekker/core/contracts/desk';
import { REJECT_CODES, RejectOrderSchema } from '@lekker/core/contracts/desk';
import { ConfirmOrderSchema } from '@lekker/core/contracts/orders';
import { PREP_MINUTES_MAX, PREP_MINUTES_MIN } from '@lekker/core/desk';
import { z } from 'zod';

export type AcceptFormValues = { preparation_minutes: string };

export const AcceptFormSchema = z
  .object({ preparation_minutes: z.string() })
  .transform((values, ctx) => {
    const minutes = Number(values.preparation_minutes);
    if (
      !values.preparation_minutes.trim() ||
      !Number.isInteger(minutes) ||
      minutes < PREP_MINUTES_MIN ||
      minutes > PREP_MINUTES_MAX
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['preparation_minutes'],
        message: `Enter whole minutes from ${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX}.`,
      });
      return z.NEVER;
    }
    return { preparation_minutes: minutes };
  })
  .pipe(ConfirmOrderSchema);

export type RejectFormValues = { code: RejectCode | null; menu_item_id: string; reason: string };

export const emptyRejectForm: RejectFormValues = { code: null, menu_item_id: '', reason: '' };

/** The longest message to the customer the contract keeps. */
export const REJECT_REASON_MAX_CHARS =
  (RejectOrderSchema.shape.reason.unwrap().unwrap() as z.ZodString).maxLength ?? 300;

/** One sentence for the whole dialog, on the reason's list: the first thing missing. */
export const RejectFormSchema = z
  .object({ code: z.enum(REJECT_CODES).nullable(), menu_item_id: z.string(), reason: z.string() })
  .transform((v, ctx): RejectOrderInput => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', path: ['code'], message });
      return z.NEVER;
    };
    if (v.code === null) return fail('Choose a reason.');
    if (v.code === 'item_sold_out' && !v.menu_item_id) return fail('Choose the item that is sold out.');
    if (v.code === 'other' && v.reason.trim().length < 3) return fail('Please tell the customer why.');
    return {
      code: v.code,
      ...(v.code === 'item_sold_out' ? { menu_item_id: v.menu_item_id } : {}),
      ...(v.code === 'other' ? { reason: v.reason.trim() } : {}),
    };
  })
  .pipe(RejectOrderSchema);
