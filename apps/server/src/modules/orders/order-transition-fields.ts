import type { NewOrder } from './orders.repository.ts';

/** The order's columns a status change may set with it (order-transitions.ts). */
export type TransitionFields = Partial<
  Pick<
    NewOrder,
    | 'preparationMinutes'
    | 'cancelReason'
    | 'cancelCode'
    | 'pfPaymentId'
    // A failed delivery (docs/product.md#when-the-door-does-not-open): its proof, and a redelivery's fresh start.
    | 'doorstepPhotoPath'
    | 'doorstepNote'
    | 'doorstepWaitStartedAt'
    | 'driverId'
    | 'driverAssignedAt'
    | 'driverPayCents'
    | 'deliveryCode'
    | 'deliveryCodeAttempts'
    | 'deliveryCodeLockedUntil'
    | 'cashCollectedCents'
  >
>;
