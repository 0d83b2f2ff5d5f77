// A count in front of the browser tab's title ("(2) Orders · Restaurant portal | Lekker Eats"). Pages set their own
// <title> (React hoists it into <head>); this keeps the prefix on whatever title is current, and removes it at 0.
import { useEffect } from 'react';

const PREFIX = /^\(\d+\+?\) /;

/** `title` with `count` in front (none at 0; '99+' above 99). */
export function badgedTitle(title: string, count: number): string {
  const bare = title.replace(PREFIX, '');
  if (count <= 0) return bare;
  return `(${count > 99 ? '99+' : count}) ${bare}`;
}

export function useTitleBadge(count: number): void {
  useEffect(() => {
    const apply = () => {
      const next = badgedTitle(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    // A page changing its title drops the prefix: put it back.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = badgedTitle(document.title, 0);
    };
  }, [count]);
}
