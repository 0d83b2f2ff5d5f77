import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import {
  ADDRESS_CITY_MAX_CHARS,
  ADDRESS_LABEL_MAX_CHARS,
  ADDRESS_NOTES_MAX_CHARS,
  ADDRESS_POSTAL_CODE_MAX_CHARS,
  ADDRESS_PROVINCE_MAX_CHARS,
  ADDRESS_STREET_MAX_CHARS,
} from '../text-limits.ts';
import { SaPhoneSchema } from './accounts.ts';
import { LocaleSchema } from './locale.ts';

/** South Africa's nine provinces, offered by the checkout and saved-address forms. */
export const SA_PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;
export type SaProvince = (typeof SA_PROVINCES)[number];

/** The signed-in person's own details (GET /api/profile). */
export const ProfileSchema = z
  .object({
    full_name: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string(),
    /** The chosen language; null until the person picks one (docs/decisions/061-i18n-library-and-locale.md). */
    language: LocaleSchema.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/profile: either field may be sent; an empty phone clears it. */
export const ProfileUpdateSchema = z
  .object({
    full_name: z.string().trim().min(1, contractMessage('enterName')).max(120).optional(),
    phone: z
      .string()
      .max(30)
      .nullable()
      .transform((value, ctx) => {
        if (!value?.trim()) return null;
        const parsed = SaPhoneSchema.safeParse(value);
        if (parsed.success) return parsed.data;
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Invalid phone number' });
        return z.NEVER;
      })
      .optional(),
    language: LocaleSchema.optional(),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

const required = (message: string) => z.string().trim().min(1, message);

/** POST /api/profile/addresses. */
export const SavedAddressInputSchema = z
  .object({
    label: z
      .string()
      .trim()
      .min(1, contractMessage('labelRequired'))
      .max(ADDRESS_LABEL_MAX_CHARS)
      .default('Home'),
    street: required(contractMessage('streetRequired')).max(ADDRESS_STREET_MAX_CHARS),
    city: required(contractMessage('cityRequired')).max(ADDRESS_CITY_MAX_CHARS),
    province: required(contractMessage('provinceRequired')).max(ADDRESS_PROVINCE_MAX_CHARS),
    postal_code: z.string().trim().max(ADDRESS_POSTAL_CODE_MAX_CHARS).nullish(),
    notes: z.string().trim().max(ADDRESS_NOTES_MAX_CHARS).nullish(),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
  })
  .meta({ id: 'SavedAddressInput' });
export type SavedAddressInput = z.input<typeof SavedAddressInputSchema>;

export const SavedAddressSchema = z
  .object({
    id: z.uuid(),
    label: z.string(),
    street: z.string(),
    city: z.string(),
    province: z.string(),
    postal_code: z.string().nullable(),
    notes: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SavedAddress' });
export type SavedAddress = z.infer<typeof SavedAddressSchema>;

export const SavedAddressesResponseSchema = z
  .object({ addresses: z.array(SavedAddressSchema) })
  .meta({ id: 'SavedAddresses' });
export type SavedAddressesResponse = z.infer<typeof SavedAddressesResponseSchema>;
