// The checkout's tip choice (docs/decisions/069-driver-tips.md): none, a preset or an own amount in rand.
import { TIP_PRESETS_CENTS } from '@lekker/core/constants';
import { parseTipRand, type TipProblem, tipProblem } from '@lekker/core/tips';

export type TipChoice = 'none' | `${(typeof TIP_PRESETS_CENTS)[number]}` | 'own';

export const TIP_CHOICES: readonly TipChoice[] = [
  'none',
  ...TIP_PRESETS_CENTS.map((c) => `${c}` as TipChoice),
  'own',
];

export type TipValues = { tip_choice: TipChoice; tip_own: string };

/** The tip chosen, in cents, or the reason the own amount is refused ('not_a_number' when it is no rand amount). */
export function tipOf(values: TipValues): { cents: number } | { problem: TipProblem | 'not_a_number' } {
  if (values.tip_choice === 'none') return { cents: 0 };
  if (values.tip_choice !== 'own') return { cents: Number(values.tip_choice) };
  const cents = parseTipRand(values.tip_own);
  if (cents === null) return { problem: 'not_a_number' };
  const problem = tipProblem(cents);
  return problem ? { problem } : { cents };
}

/** The tip in cents, or 0 while the own amount is refused (the form does not send it then). */
export const tipCentsOf = (values: TipValues) => {
  const tip = tipOf(values);
  return 'cents' in tip ? tip.cents : 0;
};
