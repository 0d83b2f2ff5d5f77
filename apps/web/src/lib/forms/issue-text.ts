// Every sentence a form shows for a value that breaks its contract, in one module, so the languages work can move
// them into message catalogues in one go. A contract's own message ("Keep the name under 60 characters") is a
// sentence for people and is shown as it is; zod's built-in wording and field paths never reach a person: the
// field's label and the kind of failure make the sentence instead ("Note: at most 500 characters").

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

/** Said when a form could not be sent because fields need fixing. */
export const CHECK_FIELDS_TEXT = 'Please check the highlighted fields.';

const count = (n: number | bigint | undefined) => (n === undefined ? '' : Number(n).toLocaleString('en-ZA'));

function sizeText(issue: FormIssue, label: string): string {
  const big = issue.code === 'too_big';
  const n = count(big ? issue.maximum : issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (!big && Number(issue.minimum) <= 1) return `${label}: please fill this in`;
      return big ? `${label}: at most ${n} characters` : `${label}: at least ${n} characters`;
    case 'array':
    case 'set':
      if (!big && Number(issue.minimum) <= 1) return `${label}: choose at least one`;
      return big ? `${label}: at most ${n}` : `${label}: choose at least ${n}`;
    case 'file':
      return big ? `${label}: the file is too large` : `${label}: the file is empty`;
    default:
      if (issue.inclusive === false) return big ? `${label}: less than ${n}` : `${label}: more than ${n}`;
      return big ? `${label}: at most ${n}` : `${label}: at least ${n}`;
  }
}

/**
 * The sentence for one issue of the field labelled `label`: too long or short, too large or small, not in the right
 * format, missing or of the wrong kind, or failing a check without words of its own.
 */
export function issueText(issue: FormIssue, label: string): string {
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeText(issue, label);
    case 'invalid_format':
      if (issue.format === 'email') return `${label}: enter a valid email address`;
      return `${label}: not in the right format`;
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '')
        return `${label}: please fill this in`;
      return issue.expected === 'number' ? `${label}: enter a number` : `${label}: enter a valid value`;
    case 'invalid_value':
    case 'invalid_union':
      return `${label}: choose one of the options`;
    default:
      return `${label}: please check this`;
  }
}

/** What a field is called when its form gave it no label: its last name in the path, spelt out ("postal code"). */
export function fallbackLabel(path: readonly PropertyKey[] | undefined): string {
  const last = [...(path ?? [])].reverse().find((part) => typeof part === 'string');
  if (typeof last !== 'string') return 'This form';
  const words = last.replace(/_cents$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
