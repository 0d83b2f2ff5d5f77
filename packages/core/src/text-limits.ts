// The longest text each field a person types may hold (docs/decisions/055-human-errors-and-text-limits.md). The
// contracts are built from these numbers, and the web's inputs take their `maxLength` and counters from them, so
// a field never accepts more than the server keeps. Without zod, so the first screens can read them
// (docs/decisions/028-light-shell.md); contracts/text-limits.test.ts checks each against its schema.

export { MESSAGE_MAX_CHARS, REVIEW_REPLY_MAX_CHARS, STORY_CAPTION_MAX_CHARS } from './social.ts';

/** A dish's note in the cart and on the order ("no onions"). */
export const ITEM_NOTE_MAX_CHARS = 500;
/** The order's special instructions for the restaurant and driver. */
export const ORDER_INSTRUCTIONS_MAX_CHARS = 500;
/** A review's comment. */
export const REVIEW_COMMENT_MAX_CHARS = 1000;

/** A delivery address, at checkout and saved on the profile. */
export const ADDRESS_STREET_MAX_CHARS = 200;
export const ADDRESS_CITY_MAX_CHARS = 100;
export const ADDRESS_PROVINCE_MAX_CHARS = 100;
export const ADDRESS_POSTAL_CODE_MAX_CHARS = 10;
/** Landmarks for places without street names ("blue gate behind the tuck shop"). */
export const ADDRESS_NOTES_MAX_CHARS = 300;
/** A saved address's name ("Home", "Gogo's house"). */
export const ADDRESS_LABEL_MAX_CHARS = 40;

/** A custom delivery: who receives it, what was bought, where it goes, and notes for the driver. */
export const CUSTOM_DELIVERY_NAME_MAX_CHARS = 120;
export const CUSTOM_DELIVERY_ITEMS_MAX_CHARS = 2000;
export const CUSTOM_DELIVERY_ADDRESS_MAX_CHARS = 300;
export const CUSTOM_DELIVERY_NOTES_MAX_CHARS = 1000;

/** A venue's name and description as its owner writes them. */
export const VENUE_NAME_MAX_CHARS = 120;
export const VENUE_DESCRIPTION_MAX_CHARS = 1000;

/** A search text: the server answers 2 to 100 characters (counted as people count them: an emoji is one). */
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;

/** How many characters a person sees in `text`: an emoji or other symbol outside the BMP counts once. */
export function charCount(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
