import { z } from 'zod';
import { SaPhoneSchema } from './accounts.ts';

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
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;

/** PATCH /api/profile: either field may be sent; an empty phone clears it. */
export const ProfileUpdateSchema = z
  .object({
    full_name: z.string().trim().min(1, 'Please enter your name').max(120).optional(),
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
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

/** POST /api/profile/addresses. */
export const SavedAddressInputSchema = z
  .object({
    label: z.string().trim().min(1, 'Label is required').max(40).default('Home'),
    street: required('Street').max(200),
    city: required('City').max(100),
    province: required('Province').max(100),
    postal_code: z.string().trim().max(10).nullish(),
    notes: z.string().trim().max(300).nullish(),
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
