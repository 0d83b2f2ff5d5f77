import type { Messages } from '@lingui/core';
import { i18n } from '@/lib/i18n/i18n.ts';
import { ENGLISH_MESSAGES } from './english-messages.ts';

/**
 * The pseudo-locale `en-XA`, for tests only (docs/decisions/061-i18n-library-and-locale.md): every catalogue text with
 * its letters accented (`Home` → `Ĥóɱé`) and bracketed, placeholders untouched. A page rendered in it shows plain
 * ASCII letters only where a text did not come from a catalogue — or is data (venue content, names).
 */
export const PSEUDO_LOCALE = 'en-XA';

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀćďéƒĝĥíĵķĺɱńóƥʠŕšťúʋŵẋýžÁƁĆĎÉƑĜĤÍĴĶĹṀŃÓƤꝖŔŠŤÚṼŴẊÝŽ'][i] ?? c,
  ]),
);

const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c);

/** An English message as the pseudo-locale shows it (a page's heading, to wait for): `Home` → `⟦Ĥóɱé⟧`. */
export const pseudoText = (english: string) => `⟦${accent(english)}⟧`;

/** A compiled message with its text parts accented: a string, or parts where a placeholder is `[name, format, branches]`. */
function pseudoMessage(compiled: unknown, top = true): unknown {
  if (typeof compiled === 'string') return top ? `⟦${accent(compiled)}⟧` : accent(compiled);
  if (!Array.isArray(compiled)) return compiled;
  const parts = compiled.map((part) => {
    if (typeof part === 'string') return accent(part);
    if (!Array.isArray(part)) return part;
    const [name, format, branches] = part as [unknown, unknown, unknown];
    if (!branches || typeof branches !== 'object') return part;
    const mapped = Object.fromEntries(
      Object.entries(branches as Record<string, unknown>).map(([k, v]) => [k, pseudoMessage(v, false)]),
    );
    return [name, format, mapped];
  });
  return top ? ['⟦', ...parts, '⟧'] : parts;
}

/** Makes the pseudo-locale the active language (the test setup puts English back after each test). */
export function activatePseudoLocale(): void {
  const messages: Record<string, unknown> = {};
  for (const [id, compiled] of Object.entries(ENGLISH_MESSAGES as Record<string, unknown>))
    messages[id] = pseudoMessage(compiled);
  i18n.load(PSEUDO_LOCALE, messages as Messages);
  i18n.activate(PSEUDO_LOCALE);
}

/** Every string in a fixture (recursively): the data a page may show as it is. */
export function dataStrings(...fixtures: unknown[]): string[] {
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  fixtures.forEach(walk);
  return out;
}

/** What a person reads or hears: text nodes and the attributes read out or shown (aria-label, title, alt, placeholder). */
function readableTexts(root: Element): string[] {
  const texts: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && ['SCRIPT', 'STYLE'].includes(parent.tagName)) continue;
    texts.push(node.textContent ?? '');
  }
  for (const el of root.querySelectorAll('[aria-label], [title], [alt], [placeholder]'))
    for (const attribute of ['aria-label', 'title', 'alt', 'placeholder'])
      texts.push(el.getAttribute(attribute) ?? '');
  return texts;
}

/**
 * The texts under `root` with English letters outside a catalogue: each readable text with the allowed data strings
 * taken out, left with a run of two or more plain ASCII letters.
 */
export function textsOutsideCatalogues(root: Element, allowed: readonly string[]): string[] {
  const data = [...new Set(allowed.filter((s) => s.trim().length > 0))].sort((a, b) => b.length - a.length);
  const offenders = new Set<string>();
  for (const text of readableTexts(root)) {
    let rest = text;
    for (const value of data) rest = rest.split(value).join(' ');
    if (/[A-Za-z]{2,}/.test(rest)) offenders.add(text.trim());
  }
  return [...offenders];
}
