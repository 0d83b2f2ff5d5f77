import { DEFAULT_SUBSTITUTION_PREFERENCE, type SubstitutionPreference } from '@lekker/core/substitution';

type Choice = {
  substitution_preference?: SubstitutionPreference;
  substitute_item_id?: string | null;
};

/** The replacement items a cart names ("this instead"), to load with its items. */
export const substituteIdsOf = (items: Choice[]): string[] =>
  items.flatMap((i) => (i.substitute_item_id ? [i.substitute_item_id] : []));

/**
 * A line's substitution choice as stored (docs/decisions/070-grocery-substitutions.md): "this instead" keeps its
 * item only when it is one of the same store's items (else it falls back to best match); the others keep none.
 */
export function substitutionOf(item: Choice, inStore: (id: string) => boolean) {
  const preference = item.substitution_preference ?? DEFAULT_SUBSTITUTION_PREFERENCE;
  if (preference !== 'this_instead') return { substitutionPreference: preference, substituteItemId: null };
  const id = item.substitute_item_id ?? null;
  return id && inStore(id)
    ? { substitutionPreference: preference, substituteItemId: id }
    : { substitutionPreference: DEFAULT_SUBSTITUTION_PREFERENCE, substituteItemId: null };
}
