// Validation failures as sentences for people (docs/CODE_STYLE.md#contracts). A contract's own message ("Please
// enter a South African phone number, e.g. 082 123 4567") is kept; zod's built-in ones ("Too big: expected number
// to be <=99") are rewritten here, in one place, for the server's 400 answers and any form on the web.

/** The parts of a zod issue this reads (zod 4's `$ZodIssue` fits). */
export type ValidationIssue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  expected?: string;
  values?: readonly unknown[];
  keys?: readonly string[];
};

/** What people call a field, by its last name in the path; any other name is spelt out ("postal_code" → "postal code"). */
const FIELD_NAMES: Record<string, string> = {
  quantity: 'quantity',
  items: 'items',
  menu_item_id: 'menu item',
  phone: 'phone number',
  customer_phone: 'phone number',
  customer_name: 'name',
  email: 'email address',
  password: 'password',
  street: 'street address',
  city: 'city',
  province: 'province',
  postal_code: 'postal code',
  latitude: 'map pin',
  longitude: 'map pin',
  lat: 'map pin',
  lng: 'map pin',
  special_instructions: 'special instructions',
  estimated_total_cents: 'estimated total',
  idempotency_key: 'request',
  rating: 'rating',
  comment: 'comment',
  restaurant_id: 'restaurant',
  payment_method: 'payment method',
  q: 'search',
  id: 'link',
  query: 'search text',
  limit: 'number of results',
  min_rating: 'minimum rating',
  max_delivery_fee_cents: 'maximum delivery fee',
  max_delivery_time: 'maximum delivery time',
};

/** Zod's own messages start like this; a contract's messages never do. */
const BUILT_IN =
  /^(Invalid (input|option|string|number|key|value|discriminator)\b|Invalid [a-zA-Z0-9 -]+$|Too (big|small): |Unrecognized key)/;

export function isBuiltInMessage(message: string): boolean {
  return BUILT_IN.test(message);
}

/** "items.0.quantity" → "quantity"; the body itself → "request". */
export function fieldName(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  if (typeof last !== 'string') return 'request';
  return FIELD_NAMES[last] ?? last.replace(/_cents$/, '').replace(/_/g, ' ');
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const limit = (n: number | bigint | undefined) => (n === undefined ? '' : String(n));

function sizeMessage(issue: ValidationIssue, name: string): string {
  const big = issue.code === 'too_big';
  const n = big ? issue.maximum : issue.minimum;
  const bound = limit(n);
  switch (issue.origin) {
    case 'string':
      if (!big && Number(n) <= 1) return `Please enter your ${name}.`;
      return big
        ? `${capitalise(name)} can be at most ${bound} characters.`
        : `${capitalise(name)} needs at least ${bound} characters.`;
    case 'array':
    case 'set':
      if (!big && Number(n) <= 1) return `Please add at least one ${name.replace(/s$/, '')}.`;
      return big ? `You can send at most ${bound} ${name}.` : `Please add at least ${bound} ${name}.`;
    case 'file':
      return big ? `That file is too large.` : `That file is empty.`;
    default: {
      if (name === 'quantity')
        return big ? `You can order at most ${bound} of one item.` : `Please choose at least ${bound}.`;
      const exclusive = issue.inclusive === false;
      return big
        ? `${capitalise(name)} must be ${exclusive ? 'less than' : 'at most'} ${bound}.`
        : `${capitalise(name)} must be ${exclusive ? 'more than' : 'at least'} ${bound}.`;
    }
  }
}

/**
 * The sentence a person should read for one issue: the contract's own message when it wrote one, else one made
 * from the kind of failure and the field's everyday name.
 */
export function peopleMessage(issue: ValidationIssue): string {
  if (!isBuiltInMessage(issue.message)) return issue.message;
  const name = fieldName(issue.path);
  switch (issue.code) {
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue, name);
    case 'invalid_type':
      // Left out altogether (zod says "received undefined"), or sent as the wrong kind of value.
      return /received undefined$/.test(issue.message)
        ? `Please enter your ${name}.`
        : `Please enter a valid ${name}.`;
    case 'invalid_value':
    case 'invalid_union':
      return `Please choose a valid ${name}.`;
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid email address.';
      return `Please check the ${name}: it is not in the right format.`;
    case 'unrecognized_keys':
      return 'The request contained fields this form does not have. Please reload the page and try again.';
    default:
      return `Please check the ${name}.`;
  }
}

/**
 * Field path → the first sentence for it (`{ 'items.0.quantity': 'You can order at most 99 of one item.' }`) and one
 * message for the whole answer: the distinct sentences, in order.
 */
export function describeIssues(issues: readonly ValidationIssue[]): {
  message: string;
  fields: Record<string, string>;
} {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '(body)';
    fields[key] ??= peopleMessage(issue);
  }
  const sentences = [...new Set(Object.values(fields))].map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
  return { message: sentences.join(' ') || 'Please check the form and try again.', fields };
}
