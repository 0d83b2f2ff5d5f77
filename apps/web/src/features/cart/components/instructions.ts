/** The placeholder of an item's special instructions, in the Customize dialog and on the cart's line. */
export const INSTRUCTIONS_PLACEHOLDER = 'Any special requests for this item...';
