import type { SignedUrlResponse } from '@lekker/core/contracts/receipts';
import { apiSend } from '@/lib/api-client.ts';

export const RECEIPT_LOAD_FAILED_MESSAGE = 'Failed to load receipt. Please try again.';

/** POST /api/receipts/signed-url: a link to the receipt, valid for 600 s. */
export function getReceiptLink(path: string): Promise<SignedUrlResponse> {
  return apiSend<SignedUrlResponse>('POST', '/receipts/signed-url', { path });
}

/**
 * Opens the receipt in a new tab (spec §7 "Signed URL"). The tab is opened at once, inside the click, so popup
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
