import type { RestaurantFilters } from '@lekker/core/contracts/catalogue';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeFilterCount, RestaurantFiltersBar } from './restaurant-filters.tsx';

function Harness({ onChange }: { onChange: (f: RestaurantFilters) => void }) {
  const [value, setValue] = useState<RestaurantFilters>({});
  return (
    <RestaurantFiltersBar
      value={value}
      cuisines={['Pizza', 'Burger']}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RestaurantFiltersBar', () => {
  it('sets and clears the five filters', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    // The fields load with the card.
    fireEvent.change(await screen.findByLabelText('Cuisine'), { target: { value: 'Pizza' } });
    fireEvent.change(screen.getByLabelText('Minimum rating'), { target: { value: '4' } });
    fireEvent.change(screen.getByLabelText('Max delivery time'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('Max delivery fee'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Open now' }));
    expect(onChange).toHaveBeenLastCalledWith({
      cuisine: 'Pizza',
      min_rating: 4,
      max_delivery_time: 45,
      max_delivery_fee_cents: 2000,
      open_now: true,
    });
    expect(screen.getByText('Filters (5)')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Minimum rating'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({
      cuisine: 'Pizza',
      max_delivery_time: 45,
      max_delivery_fee_cents: 2000,
      open_now: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onChange).toHaveBeenLastCalledWith({});
  });

  it('counts active filters', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ open_now: false })).toBe(0);
    expect(activeFilterCount({ open_now: true, cuisine: 'Sushi' })).toBe(2);
  });
});

describe('RestaurantFiltersBar on a phone', () => {
  function phone() {
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width: 767.98px'),
      media: query,
      addEventListener: (_: string, l: () => void) => listeners.add(l),
      removeEventListener: (_: string, l: () => void) => listeners.delete(l),
    }));
  }
  afterEach(() => vi.unstubAllGlobals());

  it('is a row of chips, not a card of fields; Filters opens all five in a sheet', async () => {
    phone();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.queryByLabelText('Cuisine')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open now' }));
    expect(onChange).toHaveBeenLastCalledWith({ open_now: true });
    expect(screen.getByRole('button', { name: 'Open now' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('button', { name: '4.0+ rating' }));
    expect(onChange).toHaveBeenLastCalledWith({ open_now: true, min_rating: 4 });

    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    // The sheet loads on first use.
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    fireEvent.change(within(sheet).getByLabelText('Cuisine'), { target: { value: 'Pizza' } });
    expect(onChange).toHaveBeenLastCalledWith({ open_now: true, min_rating: 4, cuisine: 'Pizza' });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Show restaurants' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The page comes back to the accessibility tree once the dialog's clean-up effect has run (after paint).
    expect(await screen.findByRole('button', { name: 'Filters (3)' })).toBeInTheDocument();
  });
});
