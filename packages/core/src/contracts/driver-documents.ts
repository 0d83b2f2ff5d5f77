import { z } from 'zod';
import { contractMessage } from '../contract-messages.ts';
import { RECEIPT_CONTENT_TYPES } from './receipts.ts';

/**
 * A driver's application documents: uploaded by the applicant (same file rules as receipts: JPG, PNG, WebP or PDF,
 * at most 8 MB), kept privately, opened by the driver and by admins through links valid for 10 minutes.
 */
export const DRIVER_DOCUMENT_KINDS = [
  'id_document',
  'drivers_licence',
  'vehicle_licence',
  'proof_of_address',
] as const;
export type DriverDocumentKind = (typeof DRIVER_DOCUMENT_KINDS)[number];
export const DRIVER_DOCUMENT_LABELS: Record<DriverDocumentKind, string> = {
  id_document: 'ID document or passport',
  drivers_licence: "Driver's licence",
  vehicle_licence: 'Vehicle licence disc or registration',
  proof_of_address: 'Proof of address',
};

/** `PUT /api/driver/documents?kind=…&filename=…`: the body is the raw file, its Content-Type the declared type. */
export const UploadDriverDocumentQuerySchema = z.object({
  kind: z.enum(DRIVER_DOCUMENT_KINDS, { message: contractMessage('documentKind') }),
  filename: z.string().trim().min(1, 'filename is required').max(1000),
});

export const DriverDocumentSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(DRIVER_DOCUMENT_KINDS),
    original_name: z.string(),
    content_type: z.enum(RECEIPT_CONTENT_TYPES),
    size: z.number().int(),
    created_at: z.iso.datetime(),
    /** A link valid for 10 minutes. */
    url: z.string(),
  })
  .meta({ id: 'DriverDocument' });
export type DriverDocument = z.infer<typeof DriverDocumentSchema>;
export const DriverDocumentListSchema = z
  .object({ documents: z.array(DriverDocumentSchema) })
  .meta({ id: 'DriverDocumentList' });
