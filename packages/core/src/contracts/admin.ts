import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { FULFILMENTS, ORDER_STATUSES } from '../order-status.ts';
import { BankDetailsSchema } from './bank-details.ts';
import { AdminDoorstepSchema } from './doorstep.ts';
import { DriverDocumentSchema } from './driver-documents.ts';
import { RefundBearerSchema, RefundCauseSchema } from './refund-bearer.ts';
import { pinHalvesTogether, venueProfileEditFields } from './venues.ts';

/** Kinds of ledger line (docs/decisions/014-money-ledger.md). */
export const LEDGER_KINDS = [
  'food_subtotal',
  'discount',
  /** The venue-funded part of the discount: its promotion (docs/decisions/022-promotions.md). */
  'venue_discount',
  'delivery_fee',
  'commission',
  'provider_fee',
  'venue_net',
  'driver_pay',
  'cash_collected',
  'refund',
  /** The part of a refund the venue bears (negative; with a matching negative `venue_net`): decision 050. */
  'venue_refund',
  /** The customer's tip for the driver, part of the charge (decision 069). */
  'tip',
  /** The tip owed to the driver: written only when the order is delivered (decision 069). */
  'driver_tip',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LedgerKindSchema = z.enum(LEDGER_KINDS);

export const LedgerLineSchema = z
  .object({
    id: z.uuid(),
    kind: LedgerKindSchema,
    amount_cents: z.number().int(),
    entry_key: z.string(),
    occurred_at: z.iso.datetime(),
  })
  .meta({ id: 'LedgerLine' });

/** Why an order is in the exception queue, worst first. */
export const EXCEPTION_KINDS = [
  'undeliverable',
  'handover_review',
  'unanswered',
  'no_driver',
  'picked_up_too_long',
  'late',
] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];
export const ExceptionKindSchema = z.enum(EXCEPTION_KINDS);

export const EXCEPTION_LABELS: Record<ExceptionKind, string> = {
  undeliverable: 'Could not be delivered',
  handover_review: 'Handed over without the code',
  unanswered: 'Not answered by the venue',
  no_driver: 'Ready, no driver',
  picked_up_too_long: 'Picked up too long ago',
  late: 'Past its promised time',
};

export const RefundStatusSchema = z.enum(['owed', 'refunded']);

export const AdminOrderRowSchema = z
  .object({
    id: z.uuid(),
    order_number: z.string(),
    status: z.enum(ORDER_STATUSES),
    payment_method: z.enum(['payfast', 'cash']),
    /** 'collection': the customer collects it at the venue; no driver (decision 068). */
    fulfilment: z.enum(FULFILMENTS),
    total_cents: z.number().int(),
    refund_status: RefundStatusSchema.nullable(),
    refunded_cents: z.number().int(),
    restaurant: z.object({ id: z.uuid(), name: z.string() }),
    customer: z.object({ id: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable() }),
    driver: z.object({ id: z.string(), name: z.string() }).nullable(),
    created_at: z.iso.datetime(),
    placed_at: z.iso.datetime().nullable(),
    /** When the customer was promised the food (placed + the venue's delivery time). */
    promised_at: z.iso.datetime().nullable(),
    /** Minutes past the promised time (negative: still on time). */
    minutes_late: z.number().int().nullable(),
    exception: ExceptionKindSchema.nullable(),
  })
  .meta({ id: 'AdminOrderRow' });
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;

export const AdminOrdersQuerySchema = z.object({
  /** Order number, customer e-mail or phone (partial). */
  q: z.string().trim().max(100).optional(),
  status: z.enum([...ORDER_STATUSES, 'live', 'all']).optional(),
  exceptions: z.enum(['1', '0']).optional(),
  refund: z.enum(['owed']).optional(),
});

export const AdminOrderListSchema = z
  .object({ orders: z.array(AdminOrderRowSchema), now: z.iso.datetime() })
  .meta({ id: 'AdminOrderList' });

export const AuditEntrySchema = z
  .object({
    id: z.uuid(),
    actor_id: z.string().nullable(),
    actor_email: z.string().nullable(),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string(),
    summary: z.string(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(100).optional(),
});
export const AuditListSchema = z.object({ entries: z.array(AuditEntrySchema) }).meta({ id: 'AuditList' });

export const PaymentRefundSchema = z
  .object({
    id: z.uuid(),
    amount_cents: z.number().int(),
    reason: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    /** Who bears it (docs/decisions/050-refund-bearer.md) and the cause the admin picked. */
    bearer: RefundBearerSchema.optional(),
    cause: RefundCauseSchema.nullable().optional(),
    provider_reference: z.string().nullable(),
    error: z.string().nullable(),
    created_at: z.iso.datetime(),
    /** An admin marked it resolved (a pending one confirmed at PayFast, a failed one handled), with their reason. */
    resolved_at: z.iso.datetime().nullable().optional(),
    resolution: z.string().nullable().optional(),
  })
  .meta({ id: 'PaymentRefund' });

/** Marking a pending or failed refund resolved: the admin's reason, kept in the audit log. */
export const RefundResolveSchema = z
  .object({ reason: z.string().trim().min(3, contractMessage('reasonMin3')).max(300) })
  .meta({ id: 'RefundResolve' });
export type RefundResolve = z.infer<typeof RefundResolveSchema>;

export const AdminOrderDetailSchema = z
  .object({
    order: AdminOrderRowSchema,
    items: z.array(
      z.object({ name: z.string(), quantity: z.number().int(), unit_price_cents: z.number().int() }),
    ),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    delivery_fee_cents: z.number().int(),
    /** The driver's tip, part of the total and all of it the driver's (decision 069). */
    tip_cents: z.number().int(),
    /** What the customer paid through PayFast (0 for cash or unpaid). */
    paid_cents: z.number().int(),
    refundable_cents: z.number().int(),
    cancel_reason: z.string().nullable(),
    events: z.array(
      z.object({
        to_status: z.enum(ORDER_STATUSES),
        actor_role: z.string(),
        note: z.string().nullable(),
        at: z.iso.datetime(),
      }),
    ),
    ledger: z.array(LedgerLineSchema),
    refunds: z.array(PaymentRefundSchema),
    audit: z.array(AuditEntrySchema),
    /** Leave at the door and a failed delivery's photo and note (docs/product.md#when-the-door-does-not-open). */
    doorstep: AdminDoorstepSchema,
  })
  .meta({ id: 'AdminOrderDetail' });
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

export const RefundRequestSchema = z
  .object({
    amount_cents: z.number().int().min(1, contractMessage('amountMin')),
    reason: z.string().trim().min(3, contractMessage('reasonMin3')).max(300),
    /** What went wrong; it suggests who bears the refund (docs/decisions/050-refund-bearer.md). */
    cause: RefundCauseSchema.optional(),
    /** Who bears it: the venue (debited on its statement) or the marketplace; default from the cause. */
    bearer: RefundBearerSchema.optional(),
    /** Chosen by the browser per refund attempt: a retry with the same key refunds once. */
    idempotency_key: z.string().min(8).max(100),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.infer<typeof RefundRequestSchema>;

export const AdminNoteSchema = z
  .object({ note: z.string().trim().min(1, contractMessage('writeNote')).max(1000) })
  .meta({ id: 'AdminNote' });

/** The typed reason every privileged admin action carries: kept in the audit log (docs/decisions/053). */
export const ReasonFieldSchema = z.string().trim().min(3, contractMessage('reasonMin3')).max(500);
export const AdminReasonSchema = z.object({ reason: ReasonFieldSchema }).meta({ id: 'AdminReason' });

// Users and roles -----------------------------------------------------------------------------------------------

export const GRANTABLE_ROLES = ['admin', 'restaurant', 'driver'] as const;
export const GrantableRoleSchema = z.enum(GRANTABLE_ROLES);

export const AdminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    roles: z.array(z.string()),
    created_at: z.iso.datetime(),
    /** Set while an admin has suspended the account (docs/decisions/049-suspension-wins.md). */
    suspended_at: z.string().nullable(),
    suspended_reason: z.string().nullable(),
  })
  .meta({ id: 'AdminUser' });
export const AdminUserListSchema = z
  .object({ users: z.array(AdminUserSchema) })
  .meta({ id: 'AdminUserList' });
export const AdminUsersQuerySchema = z.object({ q: z.string().trim().max(100).optional() });
export const RoleChangeSchema = z
  .object({ role: GrantableRoleSchema, reason: ReasonFieldSchema })
  .meta({ id: 'RoleChange' });

// Restaurants and drivers ---------------------------------------------------------------------------------------

export const AdminRestaurantSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    kind: z.enum(['restaurant', 'grocery']),
    address: z.string().nullable(),
    is_active: z.boolean(),
    is_open: z.boolean(),
    commission_rate_bps: z.number().int(),
    suspended_reason: z.string().nullable(),
    /** When an admin suspended the venue; null when not suspended. */
    suspended_at: z.string().nullable(),
    rating: z.number().nullable(),
    orders_30d: z.number().int(),
    owners: z.array(z.object({ id: z.string(), email: z.string() })),
  })
  .meta({ id: 'AdminRestaurant' });
/** One venue as the admin's detail shows and edits it: the list row plus every editable field and its bank account. */
export const AdminRestaurantDetailSchema = AdminRestaurantSchema.extend({
  description: z.string().nullable(),
  phone: z.string().nullable(),
  cuisine_type: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  service_radius_km: z.number().nullable(),
  estimated_delivery_time: z.number().int().nullable(),
  delivery_fee_cents: z.number().int().nullable(),
  minimum_order_cents: z.number().int(),
  is_partnered: z.boolean(),
  bank_details: BankDetailsSchema.nullable(),
}).meta({ id: 'AdminRestaurantDetail' });
export type AdminRestaurantDetail = z.infer<typeof AdminRestaurantDetailSchema>;

/** An admin's edit of a venue: the owner's profile fields plus the money and partnership ones. */
export const AdminUpdateVenueSchema = z
  .object({
    ...venueProfileEditFields,
    delivery_fee_cents: z.number().int().min(0).max(50_000).nullable().optional(),
    minimum_order_cents: z.number().int().min(0).max(500_000).optional(),
    is_partnered: z.boolean().optional(),
  })
  .refine(...pinHalvesTogether)
  .meta({ id: 'AdminUpdateVenue' });
export type AdminUpdateVenue = z.infer<typeof AdminUpdateVenueSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
});
export const AdminVenueOrdersQuerySchema = PageQuerySchema.extend({
  status: z.enum([...ORDER_STATUSES, 'all']).optional(),
});
const paging = { page: z.number().int(), page_size: z.number().int(), total: z.number().int() };
export const AdminVenueOrdersSchema = z
  .object({ orders: z.array(AdminOrderRowSchema), ...paging })
  .meta({ id: 'AdminVenueOrders' });

export const AdminReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().nullable(),
    comment: z.string().nullable(),
    customer_email: z.string().nullable(),
    order_number: z.string().nullable(),
    owner_reply: z.string().nullable(),
    created_at: z.iso.datetime(),
  })
  .meta({ id: 'AdminReview' });
export const AdminVenueReviewsSchema = z
  .object({
    average: z.number().nullable(),
    /** Reviews with a rating, per star (index 0 = 1 star). */
    stars: z.array(z.number().int()).length(5),
    reviews: z.array(AdminReviewSchema),
    ...paging,
  })
  .meta({ id: 'AdminVenueReviews' });

export const AdminRestaurantListSchema = z
  .object({ restaurants: z.array(AdminRestaurantSchema) })
  .meta({ id: 'AdminRestaurantList' });
export const CommissionRateSchema = z
  .object({ commission_rate_bps: z.number().int().min(0).max(5000, contractMessage('commissionMax')) })
  .meta({ id: 'CommissionRate' });

export const AdminDriverSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    vehicle_type: z.string().nullable(),
    status: z.enum(['pending', 'approved', 'suspended']),
    is_online: z.boolean(),
    last_latitude: z.number().nullable(),
    last_longitude: z.number().nullable(),
    location_updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'AdminDriver' });
export const AdminDriverListSchema = z
  .object({ drivers: z.array(AdminDriverSchema) })
  .meta({ id: 'AdminDriverList' });

/** One driver for the admin: application details, documents, bank account, internal notes and history. */
export const AdminDriverDetailSchema = z
  .object({
    driver: AdminDriverSchema,
    applied_at: z.iso.datetime(),
    decision_reason: z.string().nullable(),
    decided_at: z.iso.datetime().nullable(),
    /** The job they hold now (assigned, not delivered or cancelled). */
    active_order: z
      .object({ id: z.uuid(), order_number: z.string(), status: z.enum(ORDER_STATUSES) })
      .nullable(),
    deliveries: z.number().int(),
    documents: z.array(DriverDocumentSchema),
    bank_details: BankDetailsSchema.nullable(),
    /** Internal notes, newest first (append-only: kept in the audit log). */
    notes: z.array(AuditEntrySchema),
    /** Every admin action about them (notes included), newest first. */
    audit: z.array(AuditEntrySchema),
  })
  .meta({ id: 'AdminDriverDetail' });
export type AdminDriverDetail = z.infer<typeof AdminDriverDetailSchema>;

/** Drivers an admin may hand an order to: approved and online; `busy` ones hold another job. */
/**
 * Rules a manual assignment may override, each only when the admin confirms it explicitly (docs/decisions/053):
 * the driver is further from the venue than the 20 km the drivers' feed uses (or their position is unknown), or a
 * Cash on Delivery order would take the cash the driver holds over the cash limit.
 */
export const ASSIGNMENT_OVERRIDES = ['beyond_radius', 'cash_limit'] as const;
export const AssignmentOverrideSchema = z.enum(ASSIGNMENT_OVERRIDES);
export type AssignmentOverride = z.infer<typeof AssignmentOverrideSchema>;
export const DriverCandidateSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    vehicle_type: z.string().nullable(),
    /** From the venue, when both positions are known. */
    distance_km: z.number().nullable(),
    busy: z.boolean(),
    location_updated_at: z.iso.datetime().nullable(),
    /** Cash on Delivery money the driver took at doors this week (Mon–Sun, Africa/Johannesburg). */
    cash_held_cents: z.number().int(),
    /** Rules that choosing this driver overrides; the admin must confirm each (empty: none). */
    overrides: z.array(AssignmentOverrideSchema),
  })
  .meta({ id: 'DriverCandidate' });
export const DriverCandidateListSchema = z
  .object({ drivers: z.array(DriverCandidateSchema) })
  .meta({ id: 'DriverCandidateList' });
export const ReassignDriverSchema = z
  .object({
    driver_id: z.string().min(1, contractMessage('chooseDriver')).max(64),
    reason: ReasonFieldSchema,
    /** The overridden rules the admin confirmed; the server refuses (409 override_not_confirmed) when one is missing. */
    confirmed_overrides: z.array(AssignmentOverrideSchema).max(2).default([]),
  })
  .meta({ id: 'ReassignDriver' });

// Payouts -------------------------------------------------------------------------------------------------------

export const WeekQuerySchema = z.object({
  /** Monday of the week (YYYY-MM-DD, Africa/Johannesburg); default: last complete week. */
  week: z.iso.date().optional(),
});
export const PayoutStatusSchema = z.object({ reference: z.string(), paid_at: z.iso.datetime() }).nullable();
export const VenueStatementSchema = z
  .object({
    restaurant_id: z.uuid(),
    name: z.string(),
    orders: z.number().int(),
    food_subtotal_cents: z.number().int(),
    commission_cents: z.number().int(),
    net_cents: z.number().int(),
    payout: PayoutStatusSchema,
    /** Bank details are on file: the payout can go into the bulk-EFT file. */
    bank_details_on_file: z.boolean(),
  })
  .meta({ id: 'VenueStatement' });
export const DriverEarningSchema = z
  .object({
    driver_id: z.string(),
    name: z.string(),
    email: z.string(),
    jobs: z.number().int(),
    pay_cents: z.number().int(),
    /** Tips for delivered orders, all of them the driver's (decision 069). */
    tips_cents: z.number().int(),
    cash_held_cents: z.number().int(),
    /** Pay and tips minus cash the driver holds, when above zero: what the marketplace pays out. Never negative. */
    net_cents: z.number().int(),
    /**
     * Cash the driver holds above their pay, when above zero: a balance the driver owes, settled separately (never
     * a payout; docs/decisions/046-payouts-closed-weeks-append-only.md).
     */
    owed_by_driver_cents: z.number().int(),
    payout: PayoutStatusSchema,
    bank_details_on_file: z.boolean(),
  })
  .meta({ id: 'DriverEarning' });
export const PayoutWeekSchema = z
  .object({
    week_start: z.iso.date(),
    week_end: z.iso.date(),
    /** When the week ends (Monday 00:00 Africa/Johannesburg after its Sunday). */
    closes_at: z.iso.datetime(),
    /** The week has ended: only then can it be exported and marked paid. */
    closed: z.boolean(),
    venues: z.array(VenueStatementSchema),
    drivers: z.array(DriverEarningSchema),
  })
  .meta({ id: 'PayoutWeek' });
export const MarkPaidSchema = z
  .object({
    party: z.enum(['venue', 'driver']),
    party_id: z.string().min(1),
    week_start: z.iso.date(),
    reference: z.string().trim().min(3, contractMessage('bankReference')).max(100),
  })
  .meta({ id: 'MarkPaid' });
export type MarkPaid = z.infer<typeof MarkPaidSchema>;

// Overview ------------------------------------------------------------------------------------------------------

export const AdminOverviewSchema = z
  .object({
    orders_today: z.number().int(),
    live_by_status: z.record(z.string(), z.number().int()),
    gmv_today_cents: z.number().int(),
    gmv_7d_cents: z.number().int(),
    revenue_today_cents: z.number().int(),
    revenue_7d_cents: z.number().int(),
    daily: z.array(
      z.object({ date: z.iso.date(), gmv_cents: z.number().int(), revenue_cents: z.number().int() }),
    ),
    drivers_online: z.number().int(),
    venues_open: z.number().int(),
    avg_delivery_minutes: z.number().nullable(),
    late_orders: z.number().int(),
    refunds_owed: z.number().int(),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof AdminOverviewSchema>;

// Background jobs ------------------------------------------------------------------------------------------------

export const AdminJobSchema = z
  .object({
    name: z.string(),
    description: z.string(),
    every_seconds: z.number().int(),
    next_run_at: z.iso.datetime(),
    last_started_at: z.iso.datetime().nullable(),
    last_finished_at: z.iso.datetime().nullable(),
    last_result: z.string().nullable(),
    last_error: z.string().nullable(),
    runs: z.number().int(),
  })
  .meta({ id: 'AdminJob' });
export const AdminJobListSchema = z
  .object({ runner: z.enum(['pg-boss', 'in-process', 'none']), jobs: z.array(AdminJobSchema) })
  .meta({ id: 'AdminJobList' });
