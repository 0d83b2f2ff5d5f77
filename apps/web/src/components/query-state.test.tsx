import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
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

  it('shows the error in words for people and a Retry button that refetches', () => {
    const refetch = vi.fn();
    const error = new ApiError(503, 'not_ready', 'The database is not reachable.');
    show({ ...base, isError: true, data: undefined, error, refetch });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the names. The database is not reachable.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('never shows an error’s developer text: not an API error, a plain apology', () => {
    show({ ...base, isError: true, data: undefined, error: new TypeError('x.map is not a function') });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the names. Something went wrong. Please try again.',
    );
  });

  it('offers no Retry for an answer that would come back the same (4xx)', () => {
    const error = new ApiError(404, 'not_found', 'Restaurant not found.');
    show({ ...base, isError: true, data: undefined, error });
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the names. Restaurant not found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
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
