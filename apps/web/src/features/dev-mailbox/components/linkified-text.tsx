import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g;

/** Plain text with every http(s) URL turned into a link (trailing punctuation stays text). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) => {
        // split() with a capture group puts the matches at odd indexes.
        const key = `${index}-${part.length}`;
        if (index % 2 === 0) return <Fragment key={key}>{part}</Fragment>;
        const trailing = /[.,;:!?)]+$/.exec(part)?.[0] ?? '';
        const url = trailing ? part.slice(0, -trailing.length) : part;
        return (
          <Fragment key={key}>
            <a href={url} className="break-all font-medium text-primary underline underline-offset-2">
              {url}
            </a>
            {trailing}
          </Fragment>
        );
      })}
    </>
  );
}
