import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render.tsx';
import { resetStaticShell } from './static-shell.tsx';

function staticShell() {
  const shell = document.createElement('div');
  shell.id = 'app-shell';
  shell.textContent = 'Lekker Eats';
  document.body.prepend(shell);
  return shell;
}

describe('the static shell on the first customer page', () => {
  afterEach(() => {
    document.getElementById('app-shell')?.remove();
    resetStaticShell();
  });

  it('stays while the layout renders, and goes in the commit that shows the page', async () => {
    const shell = staticShell();
    renderRoute('/about');
    // The layout's first commit: header and navigation, no page yet, the shell still over it.
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(shell.isConnected).toBe(true);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(shell.isConnected).toBe(false);
  });

  it('a layout unmounted before its page showed takes the shell with it', async () => {
    const shell = staticShell();
    const { unmount } = renderRoute('/about');
    await screen.findByRole('banner');
    expect(shell.isConnected).toBe(true);
    unmount();
    expect(shell.isConnected).toBe(false);
  });

  it('a page rendered once the shell is gone shows at once', async () => {
    renderRoute('/about');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
