import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RevealLater } from './reveal-later.tsx';

describe('RevealLater', () => {
  it('shows the placeholder in the first commit and the children a task later, without rendering the parent again', async () => {
    let parentRenders = 0;
    function Parent() {
      parentRenders++;
      return (
        <div>
          <p>Now</p>
          <RevealLater placeholder={<span data-testid="room" />}>
            <p>Later</p>
          </RevealLater>
        </div>
      );
    }
    render(<Parent />);
    expect(screen.getByText('Now')).toBeInTheDocument();
    expect(screen.getByTestId('room')).toBeInTheDocument();
    expect(screen.queryByText('Later')).toBeNull();

    expect(await screen.findByText('Later')).toBeInTheDocument();
    expect(screen.queryByTestId('room')).toBeNull();
    expect(parentRenders).toBe(1);
  });

  it('renders nothing in the meantime without a placeholder', async () => {
    const { container } = render(
      <RevealLater>
        <p>Later</p>
      </RevealLater>,
    );
    expect(container).toBeEmptyDOMElement();
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });
});
