import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type QueryLike, QueryState } from './query-state.tsx';

const base: QueryLike<string[]> = {
  isPending: false,
  isError: false,
  error: null,
  data: [],
  refetch: vi.fn(),
};

function show(query: QueryLike<string[]>) {
  return render(
    <QueryState
      query={query}
      loadingLabel="Loading names"
      errorText="We could not load the names."
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet.</p>}
    >
      {(names) => (
        <ul>
          {names.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
}

describe('QueryState', () => {
  it('announces loading', () => {
    show({ ...base, isPending: true, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading names');
  });

  it('shows the error with its message and a Retry button that refetches', () => {
    const refetch = vi.fn();
    show({ ...base, isError: true, data: undefined, error: new Error('Database unavailable'), refetch });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the names. Database unavailable');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty state, then the data', () => {
    const { rerender } = show(base);
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
    rerender(
      <QueryState
        query={{ ...base, data: ['Thandi'] }}
        errorText="x"
        isEmpty={(n) => n.length === 0}
        empty="none"
      >
        {(names) => <p>{names.join(', ')}</p>}
      </QueryState>,
    );
    expect(screen.getByText('Thandi')).toBeInTheDocument();
  });
});
