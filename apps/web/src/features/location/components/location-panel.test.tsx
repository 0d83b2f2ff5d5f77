import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { UseLocationResult } from '../hooks/use-location.ts';
import { initialLocationState, LOCATION_ERROR_HINT, LOCATION_ERRORS } from '../location-state.ts';
import { LocationPanel } from './location-panel.tsx';

const location = (over: Partial<UseLocationResult> = {}): UseLocationResult => ({
  ...initialLocationState,
  status: 'requesting',
  loading: true,
  retry: vi.fn(),
  setManualLocation: vi.fn(),
  ...over,
});

describe('LocationPanel', () => {
  it("while the first position is asked for, keeps the denied panel's room hidden above the address search", () => {
    render(<LocationPanel location={location()} reserveErrorRoom />);
    const room = screen.getByTestId('location-error-room');
    // The same panel as a denial shows (so it wraps to the same height), hidden from sight and from assistive tech.
    expect(room).toHaveAttribute('aria-hidden', 'true');
    expect(room.className).toMatch(/\binvisible\b/);
    expect(room.className).toMatch(/\bmd:hidden\b/);
    expect(room).toHaveTextContent(LOCATION_ERRORS.denied);
    expect(room).toHaveTextContent(LOCATION_ERROR_HINT);
    expect(room).toHaveTextContent('Try again');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // The room comes before the search, where the panel will show.
    const form = screen.getByLabelText('Enter your delivery address').closest('form')!;
    expect(room.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows the real panel in that place once the error comes, and no room without the ask', () => {
    const retry = vi.fn();
    const { rerender } = render(
      <LocationPanel
        location={location({ status: 'denied', loading: false, error: LOCATION_ERRORS.denied, retry })}
        reserveErrorRoom
      />,
    );
    expect(screen.queryByTestId('location-error-room')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(LOCATION_ERRORS.denied);
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(retry).toHaveBeenCalledOnce();

    rerender(<LocationPanel location={location({ status: 'granted', loading: false })} />);
    expect(screen.queryByTestId('location-error-room')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
