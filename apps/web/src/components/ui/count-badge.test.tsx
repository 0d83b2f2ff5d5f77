import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '@/components/layout/notification-bell.tsx';
import { CountBadge } from './count-badge.tsx';

describe('CountBadge', () => {
  it.each([
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('shows %i as %s', (count, text) => {
    render(<CountBadge count={count} />);
    expect(screen.getByTestId('count-badge').textContent).toBe(text);
  });

  it('is hidden at 0', () => {
    const { container } = render(<CountBadge count={0} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('NotificationBell', () => {
  it('puts the capped count into the button name', () => {
    render(<NotificationBell count={150} />);
    const button = screen.getByRole('button', { name: 'Notifications, 99+ unread' });
    expect(button.textContent).toBe('99+');
  });

  it('has no badge without notifications', () => {
    render(<NotificationBell count={0} />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('count-badge')).not.toBeInTheDocument();
  });
});
