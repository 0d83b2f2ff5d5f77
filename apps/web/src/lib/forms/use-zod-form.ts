// The web's one way to run a form (DESIGN: react-hook-form 7 with @hookform/resolvers 5's zodResolver): the values
// are checked by a zod schema built on the shared contract before anything is sent, so a limit is defined once, in
// packages/core, and met in the field. The sentences come from issue-text.ts; a server's answer lands on the same
// fields (applyServerError). Zod lives only in the lazy routes' chunks, never in the first screen's shell.
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_LOCALE } from '@lekker/core/locales';
import { useRef, useState } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { errorText } from '@/lib/error-text.ts';
import { contractText } from '@/lib/i18n/contract-texts.ts';
import { i18n } from '@/lib/i18n/i18n.ts';
import { type FormIssue, fallbackLabel, issueText } from './issue-text.ts';

/** Field path ('note', 'address.street') → the label the person sees beside it. */
export type FieldLabels = Record<string, string>;

export type UseZodFormOptions<TIn extends FieldValues, TOut> = Omit<
  UseFormProps<TIn, unknown, TOut>,
  'resolver'
> & {
  /** The labels of the fields, for the sentences of zod's built-in checks ("Note: at most 500 characters"). */
  labels?: FieldLabels;
};

/** Each field's message that is a contract's sentence, said in the active language instead (in place). */
function translateContractMessages(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const entry = node as { message?: unknown; type?: unknown };
  if (typeof entry.message === 'string' && typeof entry.type === 'string')
    entry.message = contractText(entry.message) ?? entry.message;
  for (const [key, value] of Object.entries(node)) if (key !== 'ref') translateContractMessages(value);
}

/**
 * The resolver of `schema` whose built-in messages are the form's own sentences (a contract's own words win, in the
 * shown language: lib/i18n/contract-texts.ts).
 */
export function contractResolver<TIn extends FieldValues, TOut>(
  schema: z.ZodType<TOut, TIn>,
  labels: () => FieldLabels,
): Resolver<TIn, unknown, TOut> {
  const resolve = zodResolver(schema as never, {
    error: (issue: FormIssue) => {
      const key = (issue.path ?? []).map(String).join('.');
      return issueText(issue, labels()[key] ?? fallbackLabel(issue.path));
    },
  }) as unknown as Resolver<TIn, unknown, TOut>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    if (i18n.locale !== DEFAULT_LOCALE) translateContractMessages(result.errors);
    return result;
  };
}

/**
 * `useForm` over `schema`: the values a person types (`TIn`) are checked and turned into what the API takes
 * (`TOut`, the schema's output), which `handleSubmit` hands over.
 */
export function useZodForm<TIn extends FieldValues, TOut = TIn>(
  schema: z.ZodType<TOut, TIn>,
  { labels = {}, ...options }: UseZodFormOptions<TIn, TOut> = {},
): UseFormReturn<TIn, unknown, TOut> {
  // The latest schema and labels each time: a schema may close over what the page shows (the dates listed).
  const latest = useRef({ schema, labels });
  latest.current = { schema, labels };
  const [resolver] = useState(
    (): Resolver<TIn, unknown, TOut> => (values, context, opts) =>
      contractResolver(latest.current.schema, () => latest.current.labels)(values, context, opts),
  );
  return useForm<TIn, unknown, TOut>({ ...options, resolver });
}

/** Every field's message by its dotted path ('address.street'), the form's own line left out. */
export function fieldErrors(errors: FieldErrors): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (node: unknown, prefix: string) => {
    if (!node || typeof node !== 'object') return;
    const entry = node as { message?: unknown; type?: unknown };
    if (typeof entry.message === 'string' && typeof entry.type === 'string') {
      if (prefix) out[prefix] = entry.message;
      return;
    }
    for (const [key, value] of Object.entries(node)) {
      if (!prefix && key === 'root') continue;
      if (key === 'ref') continue;
      walk(value, prefix ? `${prefix}.${key}` : key);
    }
  };
  walk(errors, '');
  return out;
}

/** The form's error line: what the server said that no single field owns, or that fields need fixing. */
export function formErrorText(errors: FieldErrors): string | null {
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  return root?.server?.message ?? null;
}

/** Puts `text` on the form's error line (cleared by the next submit). */
export function setFormError<T extends FieldValues>(form: Pick<UseFormReturn<T>, 'setError'>, text: string) {
  form.setError('root.server', { type: 'server', message: text });
}

/**
 * A failed request's answer on the form: each field the server named (a 400's validation fields, a 422's field at
 * fault) under its field — through `paths` when the form calls it differently — and the sentence on the error
 * line. Returns that sentence.
 */
export function applyServerError<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setError'>,
  error: unknown,
  paths: Record<string, string> = {},
): string {
  const text = errorText(error);
  if (error instanceof ApiError && error.fields) {
    for (const [path, message] of Object.entries(error.fields)) {
      form.setError((paths[path] ?? path) as Path<T>, { type: 'server', message });
    }
  }
  setFormError(form, text);
  return text;
}
