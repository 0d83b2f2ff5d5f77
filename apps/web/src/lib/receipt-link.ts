import { getReceiptLink } from '@/api/receipts.ts';

export const RECEIPT_LOAD_FAILED_MESSAGE = 'Failed to load receipt. Please try again.';

/**
 * Opens the receipt in a new tab (docs/product.md#receipts). The tab is opened at once, inside the click, so popup
 * blockers let it through, and pointed at the signed link when it arrives. Returns false (and closes the tab)
 * when the link could not be made.
 */
export async function openReceipt(path: string, fetchLink = getReceiptLink): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await fetchLink(path);
    if (tab && !tab.closed) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.open(url, '_blank', 'noopener,noreferrer');
    }
    return true;
  } catch {
    tab?.close();
    return false;
  }
}
