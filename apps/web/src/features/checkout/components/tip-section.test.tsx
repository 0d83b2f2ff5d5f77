import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { buildCheckoutBody, emptyCheckoutForm } from '../checkout-form.ts';
import type { TipValues } from '../tip-choice.ts';
import { TipSection } from './tip-section.tsx';

function Harness({ showError = false }: { showError?: boolean }) {
  const [values, setValues] = useState<TipValues>({ tip_choice: 'none', tip_own: '' });
  const cart = {
    items: [{ id: 'm1', restaurant_id: 'r1', name: 'Kota', price_cents: 4500, quantity: 1 }],
    delivery_only: false,
  } as unknown as Parameters<typeof buildCheckoutBody>[0];
  const address = { street: '1 Main Road', city: 'Mahikeng', province: 'North West' };
  const body = buildCheckoutBody(cart, { ...emptyCheckoutForm, ...address, ...values });
  return (
    <>
      <TipSection values={values} onChange={setValues} totalCents={8_500} showError={showError} />
      <output data-testid="tip">{String(body?.tip_cents ?? 'none')}</output>
    </>
  );
}

// docs/decisions/069-driver-tips.md: none, R5, R10, R20 or an own amount up to the cap.
describe('Tip your driver at checkout', () => {
  it('starts on no tip; a preset is sent in cents and shows the total with the tip', () => {
    render(<Harness />);
    expect((screen.getByLabelText('No tip') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('tip').textContent).toBe('none');
    fireEvent.click(screen.getByLabelText('R10.00'));
    expect(screen.getByTestId('tip').textContent).toBe('1000');
    expect(screen.getByTestId('checkout-tip-total').textContent).toBe(
      'Driver tip R10.00 · total with tip R95.00',
    );
  });

  it('an own amount in rand is sent in cents', () => {
    render(<Harness />);
    fireEvent.click(screen.getByLabelText('Own amount'));
    fireEvent.change(screen.getByLabelText('Tip amount (R)'), { target: { value: '12,50' } });
    expect(screen.getByTestId('tip').textContent).toBe('1250');
  });

  it('refuses an own amount above the cap, negative or not a number, and sends no tip for it', () => {
    render(<Harness showError />);
    fireEvent.click(screen.getByLabelText('Own amount'));
    const box = screen.getByLabelText('Tip amount (R)');
    for (const [typed, message] of [
      ['600', 'A tip can be at most R500.00.'],
      ['-5', 'A tip cannot be less than R0.00.'],
      ['lots', 'Enter the tip in rand, e.g. 15 or 15.50.'],
    ] as const) {
      fireEvent.change(box, { target: { value: typed } });
      expect(screen.getByText(message)).toBeTruthy();
      expect(box.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getByTestId('tip').textContent).toBe('none');
    }
  });
});
