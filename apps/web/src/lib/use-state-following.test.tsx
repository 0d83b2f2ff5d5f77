import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStateFollowing } from './use-state-following.ts';

function Box({ source }: { source: string }) {
  const [text, setText] = useStateFollowing(source);
  return <input aria-label="box" value={text} onChange={(event) => setText(event.target.value)} />;
}

describe('useStateFollowing', () => {
  it('keeps what was typed until the source changes, then shows the new source', () => {
    const { rerender } = render(<Box source="pizza" />);
    const box = screen.getByRole('textbox', { name: 'box' }) as HTMLInputElement;
    expect(box.value).toBe('pizza');
    fireEvent.change(box, { target: { value: 'bunny chow' } });
    expect(box.value).toBe('bunny chow');
    rerender(<Box source="pizza" />);
    expect(box.value).toBe('bunny chow');
    rerender(<Box source="curry" />);
    expect(box.value).toBe('curry');
  });
});
