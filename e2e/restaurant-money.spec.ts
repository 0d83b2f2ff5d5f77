import { readFile } from 'node:fs/promises';
import { DEMO, DEMO_PASSWORD, signInViaApi } from './support/auth.ts';
import { expect, test } from './support/fixtures.ts';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './support/storefront.ts';

// The portal's money pages (docs/decisions/025-venue-statements-and-analytics.md) on the demo data: eight weeks of delivered orders for the demo owner's venue
// (Kasi Kota Corner), with ledger lines, ratings and the older weeks paid out.

test.describe('restaurant money pages', () => {
  test.describe.configure({ timeout: 90_000 });

  test('analytics draws the charts of the demo history and follows the range', async ({ page, loginAs }) => {
    await loginAs('restaurant');
    await page.goto('/restaurant/portal/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page).toHaveURL(/\/restaurant\/portal\/analytics\?venue=[0-9a-f-]{36}$/);
    // Revenue, orders, the two top-10 lists, preparation and ratings are drawn; the heat map is a grid.
    // Recharts arrives in its own chunk with the first chart: on a busy machine that takes a while.
    await expect(page.locator('.recharts-wrapper').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.recharts-wrapper')).toHaveCount(6);
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expect(page.getByTestId('heatmap')).toBeVisible();
    await expect(page.getByText(/^Busiest: \w+day \d\d:00/)).toBeVisible();
    const sales = page
      .getByRole('definition')
      .filter({ hasText: /^R\d+\.\d\d$/ })
      .first();
    await expect(sales).not.toHaveText('R0.00');
    // Each chart has its table for screen readers.
    await expect(page.getByRole('table', { name: 'Top 10 items by revenue' }).getByRole('row')).toHaveCount(
      11,
    );

    const range = page.getByTestId('analytics-range');
    const thirty = await range.textContent();
    await page.getByRole('button', { name: 'Last 90 days' }).click();
    await expect(range).not.toHaveText(thirty ?? '');
    await expect(page.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("the payouts page shows last week's statement lines, and the CSV and PDF download", async ({
    page,
    loginAs,
  }) => {
    await loginAs('restaurant');
    await page.goto('/restaurant/portal');
    await page
      .getByRole('navigation', { name: 'Restaurant portal' })
      .getByRole('link', { name: 'Payouts' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    await expect(page.getByTestId('next-payout')).toContainText(/R\d+\.\d\d/);
    // From the week of the venue's first order (56 days of demo history): 8 or 9 weeks, never 12 empty ones.
    await expect(page.getByTestId('payout-week').first()).toBeVisible();
    const weeks = await page.getByTestId('payout-week').count();
    expect(weeks).toBeGreaterThanOrEqual(8);
    expect(weeks).toBeLessThanOrEqual(9);
    // Older weeks were paid by the demo admin, with a reference.
    await expect(page.getByTestId('payout-week').filter({ hasText: 'LEKKER 20' }).first()).toBeVisible();
    const lines = page.getByTestId('statement-line');
    await expect(lines.first()).toBeVisible();
    const count = await lines.count();
    expect(count).toBeGreaterThan(20);
    await expect(page.getByTestId('statement-summary')).toContainText('Closing balance');

    const csvDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const csv = await csvDownload;
    expect(csv.suggestedFilename()).toMatch(/^lekker-statement-kasi-kota-corner-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await csv.path())!, 'utf8');
    const rows = text.split('\r\n');
    expect(rows[0]).toBe('Date,Order,Payment,Entry,Food sales,Commission,Net to you');
    expect(rows.filter((r) => r.includes(',ORDER-'))).toHaveLength(count);

    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const bytes = await readFile((await pdf.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // An older, paid week: its statement says so.
    await page
      .getByRole('button', { name: /^View the week of/ })
      .nth(4)
      .click();
    await expect(page.getByRole('heading', { name: /^Statement:/ }).locator('..')).toContainText('Paid');
  });

  test('a refund the venue bears: the admin picks who bears it; the venue sees its own line and is told', async ({
    page,
    loginAs,
    browser,
  }) => {
    test.setTimeout(120_000);
    await loginAs('restaurant');
    // A delivered card order of last week (demo history): the venue was paid for it.
    const { venues } = (await (await page.request.get('/api/restaurant/venues')).json()) as {
      venues: { id: string; name: string }[];
    };
    const venue = venues.find((v) => v.name === 'Kasi Kota Corner')!;
    const last = (await (await page.request.get(`/api/restaurant/venues/${venue.id}/statement`)).json()) as {
      lines: { order_number: string; payment_method: string; entry_key: string; net_cents: number }[];
    };
    const line = last.lines.find(
      (l) => l.payment_method === 'payfast' && l.entry_key === 'delivered' && l.net_cents > 2000,
    );
    expect(line, 'a delivered card order last week').toBeTruthy();

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInViaApi(admin, DEMO.admin, DEMO_PASSWORD, 'admin');
    await admin.goto('/admin/dashboard');
    await admin.getByRole('button', { name: 'All orders' }).click();
    await admin.getByLabel('Search (order number, customer e-mail or phone)').fill(line!.order_number);
    await admin.locator(`[data-order-number="${line!.order_number}"]`).click();
    const dialog = admin.getByRole('dialog', { name: `Order ${line!.order_number}` });
    const form = dialog.getByRole('form', { name: 'Refund' });
    await form.getByLabel(/^Refund amount/).fill('20.00');
    // The cause preselects who bears it; the admin can still change it.
    await expect(form.getByRole('radio', { name: 'Lekker Eats' })).toBeChecked();
    await form.getByLabel('What went wrong').selectOption({ label: 'Missing or wrong items' });
    await expect(form.getByRole('radio', { name: 'The venue (deducted from its payout)' })).toBeChecked();
    await form.getByLabel('Reason (sent to the customer)').fill('Two cooldrinks missing');
    await form.getByRole('button', { name: 'Refund part' }).click();
    await expect(dialog.getByRole('region', { name: 'Refunds' })).toContainText(
      'Two cooldrinks missing · borne by the venue',
    );
    await expect(dialog.getByRole('region', { name: 'Ledger' })).toContainText('Refund borne by the venue');
    await adminContext.close();

    // This week's statement: the refund is its own line and a "Refunds" total; the owner was told.
    await page.goto('/restaurant/portal/payouts');
    await page
      .getByRole('button', { name: /^View the week of/ })
      .first()
      .click();
    const refundLine = page
      .getByTestId('statement-line')
      .filter({ hasText: line!.order_number })
      .filter({ hasText: 'Refund' });
    await expect(refundLine).toContainText('-R20.00');
    await expect(page.getByTestId('statement-summary')).toContainText(/Refunds\s*-R\d+\.\d\d/);
    // The bell lives in the site header (the portal has none of its own yet).
    await page.goto('/');
    await page
      .getByRole('button', { name: /Notifications/ })
      .first()
      .click();
    await expect(page.getByText('Refund deducted from your payout').first()).toBeVisible();
  });

  for (const width of [375, 1280])
    test(`chart labels stay inside their charts at ${width} px`, async ({ page, loginAs }) => {
      await page.setViewportSize({ width, height: 900 });
      await loginAs('restaurant');
      await page.goto('/restaurant/portal/analytics');
      await expect(page.locator('.recharts-wrapper')).toHaveCount(6, { timeout: 30_000 });
      await expect(page.locator('.recharts-cartesian-axis-tick-label text').first()).toBeVisible();
      // Once the charts have measured their boxes, no tick label reaches past its chart's drawing (it would clip).
      await expect.poll(() => page.evaluate(clippedChartLabels), { timeout: 15_000 }).toEqual([]);
      // Every item name carries its whole name as its title (shown on hover when the label is cut).
      const names = page.locator('.recharts-yAxis-tick-labels text title');
      expect(await names.count()).toBeGreaterThan(0);
    });

  test('both pages are accessible and fit a 375 px phone', async ({ page, loginAs }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginAs('restaurant');
    await page.goto('/restaurant/portal/analytics');
    await expect(page.locator('.recharts-wrapper').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.recharts-wrapper')).toHaveCount(6);
    // Charts settle to the phone's width once measured; a failure names what sticks out.
    await expect.poll(() => page.evaluate(widerThanViewport), { timeout: 15_000 }).toEqual([]);
    await expectNoHorizontalOverflow(page, 375);
    await expectNoSeriousA11yViolations(page);

    await page.goto('/restaurant/portal/payouts');
    await expect(page.getByTestId('statement-line').first()).toBeVisible();
    await expectNoHorizontalOverflow(page, 375);
    await expectNoSeriousA11yViolations(page);
  });
});

/** The outermost elements that reach past the viewport's right edge (runs in the page). */
function widerThanViewport(): string[] {
  const width = document.documentElement.clientWidth;
  const out: string[] = [];
  for (const el of Array.from(document.querySelectorAll('body *'))) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.right <= width + 1) continue;
    // Inside a scrolling or clipping box (the section tabs, wide tables): that box scrolls, not the page.
    let clipped = false;
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible') clipped = true;
    if (clipped) continue;
    const parent = el.parentElement?.getBoundingClientRect();
    if (parent && parent.right > width + 1) continue;
    out.push(
      `${el.tagName.toLowerCase()}.${String(el.getAttribute('class')).slice(0, 50)} right=${Math.round(r.right)}`,
    );
  }
  return out.slice(0, 5);
}

/** Tick labels drawn (partly) outside their chart's SVG box, which clips them (runs in the page). */
function clippedChartLabels(): string[] {
  const out: string[] = [];
  for (const svg of Array.from(document.querySelectorAll('.recharts-wrapper svg.recharts-surface'))) {
    const box = svg.getBoundingClientRect();
    for (const text of Array.from(svg.querySelectorAll('.recharts-cartesian-axis-tick-label text'))) {
      const r = text.getBoundingClientRect();
      if (r.width === 0) continue;
      if (
        r.left < box.left - 1 ||
        r.right > box.right + 1 ||
        r.top < box.top - 1 ||
        r.bottom > box.bottom + 1
      )
        out.push(
          `${text.textContent} (${Math.round(r.left - box.left)}..${Math.round(r.right - box.left)} of ${Math.round(box.width)})`,
        );
    }
  }
  return out.slice(0, 8);
}
