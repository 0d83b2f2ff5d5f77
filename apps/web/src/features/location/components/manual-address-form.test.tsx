import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AddressLookup } from '../api/geocode.ts';
import { ManualAddressForm } from './manual-address-form.tsx';

function setup(answer: (query: string) => Promise<AddressLookup>) {
  const onFound = vi.fn();
  const lookUp = vi.fn(answer);
  render(<ManualAddressForm onFound={onFound} lookUp={lookUp} />);
  const input = screen.getByLabelText('Enter your delivery address') as HTMLInputElement;
  const button = () => screen.getByRole('button', { name: /Search/ }) as HTMLButtonElement;
  return { onFound, lookUp, input, button };
}

const MAHIKENG: AddressLookup = {
  found: true,
  latitude: -25.865,
  longitude: 25.644,
  place: { city: 'Mahikeng', province: 'North West', country: 'South Africa' },
};

describe('ManualAddressForm', () => {
  it('disables Search for empty or whitespace-only text', () => {
    const { input, button, lookUp } = setup(async () => MAHIKENG);
    expect(button().disabled).toBe(true);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(button().disabled).toBe(true);
    fireEvent.submit(input.closest('form')!);
    expect(lookUp).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: 'Mahikeng' } });
    expect(button().disabled).toBe(false);
  });

  it('submits with Enter, disables Search while looking up, and clears the field on success', async () => {
    let answer: (value: AddressLookup) => void = () => {};
    const { input, button, lookUp, onFound } = setup(
      () =>
        new Promise<AddressLookup>((resolve) => {
          answer = resolve;
        }),
    );
    fireEvent.change(input, { target: { value: '  Mahikeng ' } });
    // Pressing Enter in a text field submits its form.
    fireEvent.submit(input.closest('form')!);
    expect(lookUp).toHaveBeenCalledWith('Mahikeng');
    await waitFor(() => expect(button().disabled).toBe(true));
    expect(button()).toHaveTextContent('Searching…');
    answer(MAHIKENG);
    await waitFor(() => expect(input.value).toBe(''));
    expect(onFound).toHaveBeenCalledWith({
      latitude: -25.865,
      longitude: 25.644,
      city: 'Mahikeng',
      province: 'North West',
      country: 'South Africa',
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the address was not found and keeps the text', async () => {
    const { input, onFound } = setup(async () => ({ found: false }));
    fireEvent.change(input, { target: { value: 'Mhkeng' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Address not found. Please try a different address.',
    );
    expect(input.value).toBe('Mhkeng');
    expect(onFound).not.toHaveBeenCalled();
  });
});
