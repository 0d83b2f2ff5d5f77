import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';

/**
 * Where payouts go (docs/decisions/024-bulk-eft-export.md): a South African bank account entered by the venue's
 * owner or the driver, read by admins for the weekly bulk-EFT export.
 */
export const BANK_ACCOUNT_TYPES = ['cheque', 'savings', 'transmission'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  cheque: 'Cheque / current',
  savings: 'Savings',
  transmission: 'Transmission',
};

/** The big retail banks with their universal branch codes (a convenience: any 6-digit code is accepted). */
export const SA_BANKS = [
  { name: 'Absa', branch_code: '632005' },
  { name: 'African Bank', branch_code: '430000' },
  { name: 'Capitec', branch_code: '470010' },
  { name: 'Discovery Bank', branch_code: '679000' },
  { name: 'FNB', branch_code: '250655' },
  { name: 'Investec', branch_code: '580105' },
  { name: 'Nedbank', branch_code: '198765' },
  { name: 'Standard Bank', branch_code: '051001' },
  { name: 'TymeBank', branch_code: '678910' },
] as const;

export const BRANCH_CODE_MESSAGE = 'A branch code is 6 digits, e.g. 250655';
export const ACCOUNT_NUMBER_MESSAGE = 'Use digits only (6 to 16), no spaces';

export const BankDetailsInputSchema = z
  .object({
    account_holder: z
      .string()
      .trim()
      .min(2, contractMessage('accountHolder'))
      .max(60, contractMessage('atMostChars', { max: 60 })),
    bank_name: z
      .string()
      .trim()
      .min(2, contractMessage('bankName'))
      .max(60, contractMessage('atMostChars', { max: 60 })),
    branch_code: z
      .string()
      .trim()
      .regex(/^[0-9]{6}$/, BRANCH_CODE_MESSAGE),
    account_number: z
      .string()
      .trim()
      .regex(/^[0-9]{6,16}$/, ACCOUNT_NUMBER_MESSAGE),
    account_type: z.enum(BANK_ACCOUNT_TYPES, { message: contractMessage('accountType') }),
  })
  .meta({ id: 'BankDetailsInput' });
export type BankDetailsInput = z.infer<typeof BankDetailsInputSchema>;

export const BankDetailsSchema = z
  .object({
    account_holder: z.string(),
    bank_name: z.string(),
    branch_code: z.string(),
    account_number: z.string(),
    account_type: z.enum(BANK_ACCOUNT_TYPES),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'BankDetails' });
export type BankDetails = z.infer<typeof BankDetailsSchema>;

/** GET/PUT answers: the account on file, or null before one is entered. */
export const BankDetailsResponseSchema = z
  .object({ bank_details: BankDetailsSchema.nullable() })
  .meta({ id: 'BankDetailsResponse' });

/** "•••• 4321": how a saved account number is shown outside the form. */
export const maskAccountNumber = (n: string) => `•••• ${n.slice(-4)}`;
