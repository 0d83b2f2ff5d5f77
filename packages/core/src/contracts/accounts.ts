import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import { contractMessage } from '../contract-messages.ts';
import { APP_ROLES } from '../roles.ts';
import { LocaleSchema } from './locale.ts';

export const AppRoleSchema = z.enum(APP_ROLES);
export const ApplicationStatusSchema = z.enum(['pending', 'approved', 'suspended']);
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

const email = z
  .email({ message: contractMessage('emailInvalid') })
  .trim()
  .toLowerCase();

/** Sign-in at one of the four doors; `role` absent means the customer door. */
export const DoorSignInSchema = z
  .object({
    email,
    password: z.string().min(1, contractMessage('emailAndPassword')),
    role: AppRoleSchema.optional(),
  })
  .meta({ id: 'DoorSignIn' });
export type DoorSignIn = z.infer<typeof DoorSignInSchema>;

/**
 * The body the web posts to better-auth's POST /api/auth/sign-up/email (better-auth owns that endpoint, so it is
 * not in the OpenAPI document; this is its contract on our side). `callbackURL` is where the confirmation link
 * lands: a same-origin path.
 */
export const SignUpSchema = z.object({
  name: z.string().trim().min(1, contractMessage('fillAllFields')).max(120),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, contractMessage('passwordMin', { min: PASSWORD_MIN_LENGTH }))
    .max(128),
  callbackURL: z.string().startsWith('/'),
});
export type SignUpInput = z.infer<typeof SignUpSchema>;

export const ViewerSchema = z
  .object({
    user: z.object({ id: z.string(), email: z.string(), name: z.string(), email_verified: z.boolean() }),
    roles: z.array(AppRoleSchema),
    profile: z
      .object({
        full_name: z.string().nullable(),
        phone: z.string().nullable(),
        language: LocaleSchema.nullable(),
      })
      .nullable(),
    driver_application: z
      .object({
        status: ApplicationStatusSchema,
        vehicle_type: z.string().nullable(),
        created_at: z.string(),
      })
      .nullable(),
    restaurant_applications: z.array(
      z.object({
        id: z.uuid(),
        restaurant_name: z.string(),
        status: ApplicationStatusSchema,
        restaurant_id: z.uuid().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'Viewer' });
export type Viewer = z.infer<typeof ViewerSchema>;

/** What GET /api/me answers a visitor who is not signed in: 200 with no user (not a 401 every page would log). */
export const SignedOutViewerSchema = z.object({ user: z.null() }).meta({ id: 'SignedOutViewer' });

/** GET /api/me: the signed-in viewer, or `{ user: null }` for a visitor. */
export const MeSchema = z.union([ViewerSchema, SignedOutViewerSchema]).meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

/** South African phone numbers: 0XX XXX XXXX or +27 XX XXX XXXX, spaces and dashes allowed. */
export const SaPhoneSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-()]/g, ''))
  .pipe(z.string().regex(/^(\+27|0)[1-9]\d{8}$/, contractMessage('phoneZa')))
  .transform((v) => (v.startsWith('0') ? `+27${v.slice(1)}` : v));

export const DriverApplicationSchema = z
  .object({
    vehicle_type: z.enum(['bicycle', 'scooter', 'motorbike', 'car', 'bakkie'], {
      message: contractMessage('vehicleType'),
    }),
    phone: SaPhoneSchema,
  })
  .meta({ id: 'DriverApplication' });

export const RestaurantApplicationSchema = z
  .object({
    restaurant_name: z.string().trim().min(2, contractMessage('restaurantNameMin')).max(120),
    address: z.string().trim().min(5, contractMessage('restaurantAddress')).max(300),
    phone: SaPhoneSchema,
  })
  .meta({ id: 'RestaurantApplication' });

/** An admin's decision on an application, with the reason: recorded, in the audit log and e-mailed to the applicant. */
export const ApplicationDecisionSchema = z
  .object({
    status: z.enum(['approved', 'suspended']),
    reason: z.string().trim().min(3, contractMessage('reasonMin3')).max(500),
  })
  .meta({ id: 'ApplicationDecision' });

export const AdminApplicationSchema = z
  .object({
    kind: z.enum(['driver', 'restaurant']),
    id: z.string(),
    user_id: z.string(),
    email: z.string(),
    name: z.string(),
    status: ApplicationStatusSchema,
    detail: z.string(),
    created_at: z.string(),
    /** The reason given with the last decision (e-mailed to the applicant), and when. */
    decision_reason: z.string().nullable(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'AdminApplication' });

export const AdminApplicationsResponseSchema = z
  .object({ applications: z.array(AdminApplicationSchema) })
  .meta({ id: 'AdminApplications' });

export const DevMailSchema = z
  .object({
    id: z.uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'DevMail' });
export const DevMailboxResponseSchema = z
  .object({ messages: z.array(DevMailSchema) })
  .meta({ id: 'DevMailbox' });
