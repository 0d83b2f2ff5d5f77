import { formatRand } from '@lekker/core/money';
import { PAYFAST_SIMULATOR_PATH } from './payfast-urls.ts';

/** Self-contained pages (no scripts, no external assets: our CSP allows only inline styles). */

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const STYLE = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f1f4f7; color: #1f2a37; }
  header { background: #02365e; color: #fff; padding: 14px 24px; font-weight: 700; letter-spacing: .02em; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border: 1px solid #d5dde5; border-radius: 8px; padding: 24px; }
  h1 { font-size: 1.25rem; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #5b6b7b; } dd { margin: 0; font-weight: 600; word-break: break-word; }
  .amount { font-size: 1.5rem; }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; }
  button { font: inherit; padding: 10px 18px; border-radius: 6px; border: 1px solid #9aa8b6; background: #fff; cursor: pointer; }
  button.pay { background: #1b8a3a; border-color: #1b8a3a; color: #fff; font-weight: 700; }
  button.fail { border-color: #b42318; color: #b42318; }
  .note { color: #5b6b7b; font-size: .85rem; margin-top: 20px; }
  ul.errors { color: #b42318; padding-left: 20px; }
`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>${STYLE}</style></head><body><header>PayFast Simulator</header><main>${body}</main></body></html>`;
}

export function checkoutPage(input: {
  merchantId: string;
  merchantName: string;
  itemName: string;
  amountCents: number;
  token: string;
}): string {
  const amount = formatRand(input.amountCents);
  return layout(
    'PayFast Simulator',
    `<h1>Complete your payment</h1>
<dl>
  <dt>Merchant</dt><dd>${escapeHtml(input.merchantName)} (${escapeHtml(input.merchantId)})</dd>
  <dt>Item</dt><dd>${escapeHtml(input.itemName)}</dd>
  <dt>Amount</dt><dd class="amount">${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="${PAYFAST_SIMULATOR_PATH}/eng/complete">
  <input type="hidden" name="token" value="${escapeHtml(input.token)}">
  <div class="actions">
    <button class="pay" type="submit" name="action" value="pay">Pay</button>
    <button type="submit" name="action" value="cancel">Cancel</button>
    <button class="fail" type="submit" name="action" value="fail">Fail</button>
  </div>
</form>
<p class="note">This is the built-in PayFast simulator: no money moves. Pay and Fail send the shop a signed payment
notification, as PayFast does; Cancel returns without one.</p>`,
  );
}

/** Like PayFast's own error page for a form that does not meet its specification. */
export function errorPage(errors: string[]): string {
  return layout(
    'PayFast Simulator: error',
    `<h1>Unable to process this payment</h1>
<p>The supplied variables are not according to specification:</p>
<ul class="errors">${errors.map((e) => `<li>${escapeHtml(e)}</li>`).join('')}</ul>
<p class="note">Return to the shop and try again.</p>`,
  );
}

export function donePage(message: string): string {
  return layout(
    'PayFast Simulator',
    `<h1>${escapeHtml(message)}</h1><p class="note">You may close this page.</p>`,
  );
}
