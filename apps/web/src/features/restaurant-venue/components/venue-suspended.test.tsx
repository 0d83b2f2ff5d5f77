import type { GoLiveChecklist } from '@lekker/core/contracts/venues';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/fakes/api-server.ts';
import { renderWithRouter } from '@/test/render.tsx';
import { GoLiveChecklistCard } from './go-live-checklist.tsx';
import { VenueSuspendedBanner } from './venue-suspended-banner.tsx';

const VENUE = '11111111-1111-4111-8111-111111111111';
const suspension = { reason: 'Food safety inspection pending', suspended_at: '2026-12-01T18:00:00.000Z' };
const checklist: GoLiveChecklist = {
  items: [
    { key: 'pin', label: 'Map pin set', done: true },
    { key: 'hours', label: 'Opening hours', done: true },
    { key: 'menu', label: 'At least 5 items on the menu', done: true },
    { key: 'logo', label: 'Logo uploaded', done: true },
  ],
  complete: true,
  is_live: false,
  went_live_at: null,
  suspension: null,
};

// docs/decisions/049-suspension-wins.md: the portal says the venue is suspended and why, and offers no go-live.
describe('a suspended venue in the portal', () => {
  it('the banner says it is suspended, why, and what to do', () => {
    render(<VenueSuspendedBanner suspension={suspension} />);
    const banner = screen.getByRole('alert');
    expect(banner).toHaveTextContent('This venue is suspended');
    expect(banner).toHaveTextContent('Reason: Food safety inspection pending');
    expect(banner).toHaveTextContent('contact support');
  });

  it('no banner when the venue is not suspended', () => {
    const { container } = render(<VenueSuspendedBanner suspension={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('the complete checklist of a suspended venue has no Go live button', async () => {
    mockApi({ [`GET /api/restaurant/venues/${VENUE}/go-live`]: { body: { ...checklist, suspension } } });
    renderWithRouter(<GoLiveChecklistCard venueId={VENUE} />);
    expect(
      await screen.findByText(/Go live is not available while this venue is suspended/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
  });

  it('once reinstated the checklist offers Go live again', async () => {
    mockApi({ [`GET /api/restaurant/venues/${VENUE}/go-live`]: { body: checklist } });
    renderWithRouter(<GoLiveChecklistCard venueId={VENUE} />);
    expect(await screen.findByRole('button', { name: 'Go live' })).toBeEnabled();
    expect(screen.queryByText(/suspended/)).not.toBeInTheDocument();
  });
});
