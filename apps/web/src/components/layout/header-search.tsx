import { SEARCH_MAX_CHARS } from '@lekker/core/text-limits';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStateFollowing } from '@/lib/use-state-following.ts';
import { cn } from '@/lib/utils.ts';

type HeaderSearchProps = { className?: string };

/** Search box of the top header: submitting opens /search?q=… (the Explore page). */
export function HeaderSearch({ className }: HeaderSearchProps) {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get('q') ?? '';
  // Keep the box in step with the URL (e.g. when the search page changes the query or the user goes back).
  const [text, setText] = useStateFollowing(current);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older mobile browsers; the role works everywhere
    <form role="search" onSubmit={onSubmit} className={cn('relative w-full', className)}>
      <label htmlFor={id} className="sr-only">
        {t('headerSearch.label')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <input
        id={id}
        type="search"
        name="q"
        maxLength={SEARCH_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('headerSearch.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-input bg-card pr-4 pl-10 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
      />
    </form>
  );
}
