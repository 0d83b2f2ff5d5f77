// A dish's note typed in the Customize dialog but not yet added (docs/decisions/055-human-errors-and-text-limits.md):
// closing the dialog keeps it, so reopening the dish shows it again; adding the dish to the cart takes it. Kept for
// the page's life only: it is a draft, not a cart line.
const drafts = new Map<string, string>();

export function readNoteDraft(itemId: string): string {
  return drafts.get(itemId) ?? '';
}

export function writeNoteDraft(itemId: string, text: string): void {
  if (text) drafts.set(itemId, text);
  else drafts.delete(itemId);
}
