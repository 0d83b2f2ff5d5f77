import { SEARCH_MAX_CHARS } from '@lekker/core/text-limits';
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useT } from '@/lib/i18n/use-t.ts';
import { useStateFollowing } from '@/lib/use-state-following.ts';

type SearchFormProps = {
  /** The current search text (from the URL). */
  query: string;
  onSearch: (query: string) => void;
};

/** The search page's own box: submitting puts the text into the URL (?q=). */
export function SearchForm({ query, onSearch }: SearchFormProps) {
  const id = useId();
  const [text, setText] = useStateFollowing(query);
  const t = useT();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to older mobile browsers; the role works everywhere
    <form role="search" aria-label={t('search.label')} onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={id} className="sr-only">
        {t('search.label')}
      </label>
      <Input
        id={id}
        type="search"
        maxLength={SEARCH_MAX_CHARS}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="h-11"
      />
      <Button type="submit" size="lg" className="h-11">
        <Search aria-hidden="true" />
        {t('search.submit')}
      </Button>
    </form>
  );
}
