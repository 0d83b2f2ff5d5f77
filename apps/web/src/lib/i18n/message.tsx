import { Fragment, type ReactNode } from 'react';
import type { MessageId, MessageValues } from './i18n.ts';
import { useT } from './use-t.ts';

/** A placeholder's stand-in while the message is formatted: a character no translation writes. */
const SLOT = (name: string) => `\u{E000}${name}\u{E001}`;

/**
 * A whole message with elements in its placeholders (`We couldn't find {path}.` with `{path}` a styled span): the
 * translation decides where each element goes; nothing is put together from pieces of text.
 */
export function Message({
  id,
  values = {},
  elements,
}: {
  id: MessageId;
  values?: MessageValues;
  elements: Record<string, ReactNode>;
}) {
  const t = useT();
  const slots = Object.fromEntries(Object.keys(elements).map((name) => [name, SLOT(name)]));
  const text = t(id, { ...values, ...slots });
  const parts = text.split(/(\u{E000}[^\u{E001}]*\u{E001})/u);
  return (
    <>
      {parts.map((part, index) => {
        const name = /^\u{E000}([^\u{E001}]*)\u{E001}$/u.exec(part)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message, in its order
        return <Fragment key={index}>{name !== undefined ? elements[name] : part}</Fragment>;
      })}
    </>
  );
}
