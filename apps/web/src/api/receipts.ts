// Custom-delivery receipts: signed links to view one. (The upload itself needs progress events, which only
// XMLHttpRequest gives: see features/custom-delivery/api/upload-receipt.ts.)
import { api, body } from './client.ts';

/** POST /api/receipts/signed-url: a link to the receipt, valid for 600 s. */
export function getReceiptLink(path: string) {
  return body(api.POST('/receipts/signed-url', { body: { path } }));
}
