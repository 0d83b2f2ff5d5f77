// A form's schema over a shared contract: the values as a person types them (text for numbers, rand for cents)
// become the contract's input through `toInput`, which may refuse fields in the form's own words first; the
// contract then checks the rest — its limits are the server's, defined once in packages/core.
import { z } from 'zod';

/** Refuses one field with a sentence for people; the form then sends nothing. */
export type Refuse = (path: string, message: string) => void;

export function formSchema<TIn extends object, TOut, TContractIn>(
  toInput: (values: TIn, refuse: Refuse) => TContractIn,
  contract: z.ZodType<TOut, TContractIn>,
): z.ZodType<TOut, TIn> {
  return z
    .custom<TIn>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx): TContractIn => {
      let refused = false;
      const input = toInput(values, (path, message) => {
        refused = true;
        ctx.addIssue({ code: 'custom', path: path.split('.'), message });
      });
      return refused ? z.NEVER : input;
    })
    .pipe(contract as z.ZodType<TOut, Awaited<TContractIn>>) as z.ZodType<TOut, TIn>;
}
