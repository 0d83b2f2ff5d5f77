// Where a server's field error is shown in checkout (docs/decisions/055-human-errors-and-text-limits.md): under the
// box it is about, not in one message at the foot of the form. `fields` keys are the contract's paths
// (`delivery_address.street`, `special_instructions`, `items.0.special_instructions`).
import type { CartItem } from '@lekker/core/cart';

/** The checkout dialog's boxes a server error can point at. */
export type CheckoutBox = 'street' | 'city' | 'province' | 'postal_code' | 'notes' | 'special_instructions';

const BOX_OF: Record<string, CheckoutBox> = {
  'delivery_address.street': 'street',
  'delivery_address.city': 'city',
  'delivery_address.province': 'province',
  'delivery_address.postal_code': 'postal_code',
  'delivery_address.notes': 'notes',
  special_instructions: 'special_instructions',
  // The custom delivery's own names for the same boxes.
  delivery_address: 'street',
  city: 'city',
  province: 'province',
  postal_code: 'postal_code',
  special_notes: 'special_instructions',
};

export type PlacedErrors = {
  /** Box → its message. */
  boxes: Partial<Record<CheckoutBox, string>>;
  /** Messages about what is not a box of this form (a dish's note in the cart), named for the person. */
  elsewhere: string[];
  /** True when at least one message found its place (the foot of the form then repeats nothing). */
  placed: boolean;
};

/** Sorts an error's fields into the boxes of the checkout form; a dish's note is named by the dish. */
export function placeCheckoutErrors(
  fields: Record<string, string> | undefined,
  items: readonly Pick<CartItem, 'name'>[] = [],
): PlacedErrors {
  const boxes: PlacedErrors['boxes'] = {};
  const elsewhere: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const box = BOX_OF[path];
    if (box) {
      boxes[box] ??= message;
      continue;
    }
    const item = /^items\.(\d+)\.special_instructions$/.exec(path);
    if (item) {
      const name = items[Number(item[1])]?.name ?? 'a dish';
      elsewhere.push(`Note for ${name} (edit it in your cart): ${message}`);
    }
  }
  return { boxes, elsewhere, placed: Object.keys(boxes).length > 0 || elsewhere.length > 0 };
}
