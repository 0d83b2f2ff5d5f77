// The menu item dialog's schema: what the owner types (a price in rand, minutes as text, a photo) becomes the
// menu API's body and is checked by the shared contract (CreateMenuItemSchema: name 2 to 120 characters, a
// description of at most 500, R1 to R10 000, 1 to 240 minutes) before it is sent.
import { CreateMenuItemSchema } from '@lekker/core/contracts/menu-admin';
import { randToCents } from '@lekker/core/money';
import { z } from 'zod';
import { imageProblem } from './image-files.ts';

export type ItemFormValues = {
  name: string;
  description: string;
  /** Rand as typed. */
  price: string;
  /** Whole minutes as typed; blank for none. */
  preparation_time: string;
  category_id: string;
  is_available: boolean;
  cooks_without_power: boolean;
  /** A new photo, checked here and uploaded after the item is saved. */
  image: File | null;
};

/** Rand as typed ('65', '65.5', 'R 65,50') → cents, or null when it is not an amount. */
export function parseRandInput(text: string): number | null {
  const cleaned = text.trim().replace(/^r\s*/i, '').replace(',', '.').replace(/\s/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return randToCents(Number(cleaned));
}

/** The contract's longest name and description, for the fields' `maxLength`. */
export const ITEM_NAME_MAX_CHARS = CreateMenuItemSchema.shape.name.maxLength ?? 120;
export const ITEM_DESCRIPTION_MAX_CHARS =
  CreateMenuItemSchema.shape.description.unwrap().unwrap().in.maxLength ?? 500;

export const ItemFormSchema = z
  .custom<ItemFormValues>((v) => typeof v === 'object' && v !== null)
  .transform((v, ctx): z.input<typeof CreateMenuItemSchema> => {
    let failed = false;
    const fail = (path: string, message: string) => {
      failed = true;
      ctx.addIssue({ code: 'custom', path: [path], message });
    };
    const name = v.name.trim();
    const priceCents = parseRandInput(v.price);
    const prepText = v.preparation_time.trim();
    const prep = prepText === '' ? null : Number(prepText);
    if (name.length < 2) fail('name', 'Give the item a name (at least 2 characters).');
    if (priceCents === null || priceCents < 100)
      fail('price', 'Enter a price in rand, e.g. 65 or 65.50 (at least R1).');
    else if (priceCents > 1_000_000) fail('price', 'At most R10 000.');
    if (prep !== null && (!Number.isInteger(prep) || prep < 1 || prep > 240))
      fail('preparation_time', 'Whole minutes between 1 and 240, or leave it empty.');
    const problem = v.image ? imageProblem(v.image) : null;
    if (problem) fail('image', problem);
    if (failed) return z.NEVER;
    return {
      name,
      description: v.description,
      price_cents: priceCents as number,
      preparation_time: prep,
      category_id: v.category_id || null,
      is_available: v.is_available,
      cooks_without_power: v.cooks_without_power,
    };
  })
  .pipe(CreateMenuItemSchema);
