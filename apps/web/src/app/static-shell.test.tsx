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
    // What the screen held after each commit, recorded as it happens (a microtask after the commit): polling with
    // findBy* could look only after the page's own task, when the layout's commit is long gone.
    const seen: Array<{ banner: boolean; page: boolean; shell: boolean }> = [];
    const observer = new MutationObserver(() => {
      seen.push({
        banner: document.querySelector('header') !== null,
        page: document.querySelector('h1') !== null,
        shell: shell.isConnected,
      });
    });
    observer.observe(document.body, { childList: true, subtree: true });
    renderRoute('/about');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    observer.disconnect();
    // The layout's commit: header and navigation, no page yet, the shell still over it.
    expect(seen).toContainEqual({ banner: true, page: false, shell: true });
    // The page's commit takes the shell: never both on screen, never a screen with neither.
    expect(seen.filter((s) => s.page && s.shell)).toEqual([]);
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
