import { z } from 'zod';
import { optionalText } from './fields';

// An invoice's e-invoice: whether it goes to the IRP, what the IRP would refuse, and the IRN,
// acknowledgement and signed QR code read back from the IRP's answer.

export const EINVOICE_STATUSES = ['not-applicable', 'needed', 'generated', 'cancelled'] as const;

/** The e-invoice filter of the invoice and note lists: IRN pending, generated, cancelled. */
export const IRN_FILTERS = ['needed', 'generated', 'cancelled'] as const;

/** The lists' `irn_status` query parameter: one of IRN_FILTERS, blank for any. */
export const irnStatusQueryField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(IRN_FILTERS, { error: `irn_status must be one of ${IRN_FILTERS.join(', ')}` }).optional(),
);

export const eInvoiceSchema = z.object({
  document_id: z.number(),
  document_number: z.string(),
  status: z.enum(EINVOICE_STATUSES),
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  /** ISO instant. */
  ack_date: z.string().nullable(),
  signed_qr_code: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});

export const irpImportInputSchema = z.object({
  content: z.string({ error: 'The file is required' }).min(1, 'The file is empty'),
});

export const irpImportAnswerSchema = z.object({
  recorded: z.array(z.object({ document_number: z.string(), irn: z.string() })),
});

const IRN_CANCEL_CODES = [1, 2, 3, 4] as const;

export const irnCancelInputSchema = z.object({
  reason_code: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Cancel reason must be one of 1, 2, 3, 4' })
      .refine((value) => IRN_CANCEL_CODES.includes(value as 1), 'Cancel reason must be one of 1, 2, 3, 4'),
  ),
  remark: optionalText('Cancel remark', 100),
});

export type EInvoice = z.output<typeof eInvoiceSchema>;
export type EInvoiceStatus = (typeof EINVOICE_STATUSES)[number];
export type IrnCancelInput = z.output<typeof irnCancelInputSchema>;
