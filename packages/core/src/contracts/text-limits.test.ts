import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as limits from '../text-limits.ts';
import { CustomDeliveryRequestSchema } from './custom-delivery.ts';
import { SendMessageSchema } from './messages.ts';
import {
  CheckoutItemSchema,
  CheckoutRequestSchema,
  DeliveryAddressSchema,
  ReviewRequestSchema,
} from './orders.ts';
import { SavedAddressInputSchema } from './profile.ts';
import { SearchQuerySchema } from './search.ts';
import { PostStoryQuerySchema } from './stories.ts';
import { ReviewReplySchema } from './venue-reviews.ts';
import { venueProfileEditFields } from './venues.ts';

/** The longest string a field's schema accepts, through optional, nullable, default and transform wrappers. */
function maxLengthOf(schema: z.ZodType): number | null {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if ('maxLength' in schema && typeof schema.maxLength === 'number') return schema.maxLength;
  const inner = (def.innerType ?? def.in) as z.ZodType | undefined;
  return inner ? maxLengthOf(inner) : null;
}

const field = (schema: z.ZodObject, name: string) => maxLengthOf(schema.shape[name] as z.ZodType);

describe('every typed field takes its limit from text-limits (the web reads the same numbers)', () => {
  it.each([
    ['item note', field(CheckoutItemSchema, 'special_instructions'), limits.ITEM_NOTE_MAX_CHARS],
    [
      'order instructions',
      field(CheckoutRequestSchema, 'special_instructions'),
      limits.ORDER_INSTRUCTIONS_MAX_CHARS,
    ],
    ['review comment', field(ReviewRequestSchema, 'comment'), limits.REVIEW_COMMENT_MAX_CHARS],
    ['street', field(DeliveryAddressSchema, 'street'), limits.ADDRESS_STREET_MAX_CHARS],
    ['city', field(DeliveryAddressSchema, 'city'), limits.ADDRESS_CITY_MAX_CHARS],
    ['province', field(DeliveryAddressSchema, 'province'), limits.ADDRESS_PROVINCE_MAX_CHARS],
    ['postal code', field(DeliveryAddressSchema, 'postal_code'), limits.ADDRESS_POSTAL_CODE_MAX_CHARS],
    ['address notes', field(DeliveryAddressSchema, 'notes'), limits.ADDRESS_NOTES_MAX_CHARS],
    ['saved address label', field(SavedAddressInputSchema, 'label'), limits.ADDRESS_LABEL_MAX_CHARS],
    ['saved street', field(SavedAddressInputSchema, 'street'), limits.ADDRESS_STREET_MAX_CHARS],
    ['saved notes', field(SavedAddressInputSchema, 'notes'), limits.ADDRESS_NOTES_MAX_CHARS],
    [
      'custom name',
      field(CustomDeliveryRequestSchema, 'customer_name'),
      limits.CUSTOM_DELIVERY_NAME_MAX_CHARS,
    ],
    [
      'custom items',
      field(CustomDeliveryRequestSchema, 'items_requested'),
      limits.CUSTOM_DELIVERY_ITEMS_MAX_CHARS,
    ],
    [
      'custom address',
      field(CustomDeliveryRequestSchema, 'delivery_address'),
      limits.CUSTOM_DELIVERY_ADDRESS_MAX_CHARS,
    ],
    [
      'custom notes',
      field(CustomDeliveryRequestSchema, 'special_notes'),
      limits.CUSTOM_DELIVERY_NOTES_MAX_CHARS,
    ],
    ['chat message', field(SendMessageSchema, 'body'), limits.MESSAGE_MAX_CHARS],
    ['story caption', field(PostStoryQuerySchema, 'caption'), limits.STORY_CAPTION_MAX_CHARS],
    ['review reply', field(ReviewReplySchema, 'reply'), limits.REVIEW_REPLY_MAX_CHARS],
    ['venue name', maxLengthOf(venueProfileEditFields.name), limits.VENUE_NAME_MAX_CHARS],
    [
      'venue description',
      maxLengthOf(venueProfileEditFields.description),
      limits.VENUE_DESCRIPTION_MAX_CHARS,
    ],
    ['search', field(SearchQuerySchema, 'q'), limits.SEARCH_MAX_CHARS],
  ])('%s', (_name, fromSchema, constant) => {
    expect(fromSchema).toBe(constant);
  });

  it('counts characters as people do: an emoji is one, as the server counts it', () => {
    expect(limits.charCount('🍕')).toBe(1);
    expect(SearchQuerySchema.safeParse({ q: '🍕' }).success).toBe(false);
    expect(SearchQuerySchema.safeParse({ q: '🍕🍕' }).success).toBe(true);
  });
});
