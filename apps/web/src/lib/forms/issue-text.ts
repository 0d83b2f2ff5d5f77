// Every sentence a form shows for a value that breaks its contract, in one module, as ICU messages of the common
// bundle (forms.*; docs/decisions/061-i18n-library-and-locale.md, "Validation and error texts"). A contract's own
// message ("Keep the name under 60 characters") is a sentence for people and is shown as it is; zod's built-in
// wording and field paths never reach a person: the field's label (already in the shown language) and the kind of
// failure make the sentence instead ("Note: at most 500 characters").
import { DEFAULT_LOCALE } from '@lekker/core/locales';
import { i18n, t } from '@/lib/i18n/i18n.ts';

/** The parts of a zod issue the texts read (zod 4's raw issue, before a message is chosen, fits). */
export type FormIssue = {
  code: string;
  path?: readonly PropertyKey[] | undefined;
  origin?: string | undefined;
  maximum?: number | bigint | undefined;
  minimum?: number | bigint | undefined;
  inclusive?: boolean | undefined;
  format?: string | undefined;
  expected?: string | undefined;
  input?: unknown;
};

/** The message function the sentences are said with (the app's `t`; a test may pass another). */
export type Say = typeof t;

/** Said when a form could not be sent because fields need fixing. */
export const checkFieldsText = (say: Say = t): string => say('forms.checkFields');

/** A bound as English writes it today ("1 000"), the same in every language (as money is); a plural picks its words by `n`. */
const count = (n: number | bigint | undefined) => (n === undefined ? '' : Number(n).toLocaleString('en-ZA'));

function sizeText(issue: FormIssue, label: string, say: Say): string {
  const big = issue.code === 'too_big';
  const bound = big ? issue.maximum : issue.minimum;
  const n = count(bound);
  switch (issue.origin) {
    case 'string':
      if (!big && Number(issue.minimum) <= 1) return say('forms.issue.required', { label });
      return say(big ? 'forms.issue.maxChars' : 'forms.issue.minChars', {
        label,
        n: Number(bound ?? 0),
        max: n,
      });
    case 'array':
    case 'set':
      if (!big && Number(issue.minimum) <= 1) return say('forms.issue.chooseOne', { label });
      return say(big ? 'forms.issue.atMost' : 'forms.issue.chooseAtLeast', { label, n });
    case 'file':
      return say(big ? 'forms.issue.fileTooLarge' : 'forms.issue.fileEmpty', { label });
    default:
      if (issue.inclusive === false)
        return say(big ? 'forms.issue.lessThan' : 'forms.issue.moreThan', { label, n });
      return say(big ? 'forms.issue.atMost' : 'forms.issue.atLeast', { label, n });
  }
}

/**
 * The sentence for one issue of the field labelled `label`: too long or short, too large or small, not in the right
 * format, missing or of the wrong kind, or failing a check without words of its own.
 */
export function issueText(issue: FormIssue, label: string, say: Say = t): string {
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeText(issue, label, say);
    case 'invalid_format':
      return say(issue.format === 'email' ? 'forms.issue.email' : 'forms.issue.format', { label });
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return say('forms.issue.required', { label });
      return say(issue.expected === 'number' ? 'forms.issue.number' : 'forms.issue.value', { label });
    case 'invalid_value':
    case 'invalid_union':
      return say('forms.issue.option', { label });
    default:
      return say('forms.issue.check', { label });
  }
}

/**
 * What a field is called when its form gave it no label: in English its last name in the path, spelt out ("postal
 * code"); in another language "This field" (a path's name is English).
 */
export function fallbackLabel(
  path: readonly PropertyKey[] | undefined,
  say: Say = t,
  locale: string = i18n.locale,
): string {
  const last = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (typeof last !== 'string') return say('forms.label.thisForm');
  if (locale !== DEFAULT_LOCALE) return say('forms.label.thisField');
  const words = last.replace(/_cents$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
