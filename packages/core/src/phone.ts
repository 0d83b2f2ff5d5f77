// South African phone numbers as the messaging channels need them: E.164, +27 followed by the 9 digits after the
// trunk 0 (docs/decisions/058-consent-and-phone-verification.md).

export const SA_PHONE_MESSAGE = 'Please enter a South African phone number, e.g. 082 123 4567';

export type PhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/**
 * '082 123 4567', '0821234567', '+27 82 123 4567', '27821234567' (spaces, dashes, dots and brackets allowed) →
 * '+27821234567'. Anything else (too short or long, a leading 0 after the country code, letters, another country)
 * is refused with a sentence a person can act on.
 */
export function normaliseSaPhone(input: string): PhoneResult {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  const match = /^(?:\+27|27|0)([1-9]\d{8})$/.exec(compact);
  if (!match) return { ok: false, message: SA_PHONE_MESSAGE };
  return { ok: true, phone: `+27${match[1]}` };
}

/** '+27821234567' → '082 123 4567', as South Africans write it (for screens; the stored form stays E.164). */
export function formatSaPhone(e164: string): string {
  const m = /^\+27(\d{2})(\d{3})(\d{4})$/.exec(e164);
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : e164;
}

/** '+27821234567' → '••• ••• 4567': enough for a person to recognise their own number, no more. */
export function maskSaPhone(e164: string): string {
  return `••• ••• ${e164.slice(-4)}`;
}
