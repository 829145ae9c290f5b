import { z } from 'zod';
import { MAX_EWAY_DISTANCE_KM, TRANSPORTER_ID_PATTERN, VEHICLE_NUMBER_PATTERN } from '../eway/eway-checks';
import { optionalText, recordVersion, versionField } from './fields';
import { dateAnswer } from './formats';
import { optionalDayField, optionalPinCodeField } from './pin-code-field';

// A document's e-way bill (an invoice's or a purchase return's): the Part A/B form (PUT …/eway-bill), the number the
// portal gave (POST …/eway-bill/number), its cancellation, and the answer with its status.

function codeField<T extends number>(label: string, codes: readonly T[]) {
  const message = `${label} must be one of ${codes.join(', ')}`;
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).refine((value): value is T => codes.includes(value as T), message),
  ) as unknown as z.ZodType<T, unknown>;
}

const upperOptional = (label: string, max: number, pattern: RegExp, example: string) =>
  optionalText(label, max).refine(
    (value) => value === null || pattern.test(value),
    `${label} must be capital letters and digits only, e.g. ${example}`,
  );

export const ewayPartBInputSchema = z.object({
  sub_supply_type: codeField('Reason (sub-supply type)', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const),
  sub_supply_desc: optionalText('Reason description', 20),
  transaction_type: codeField('Transaction type', [1, 2, 3, 4] as const),
  transporter_id: optionalText('Transporter ID', 15).refine(
    (value) => value === null || TRANSPORTER_ID_PATTERN.test(value),
    'Transporter ID must be a 15-character GSTIN or TRANSIN in capitals',
  ),
  transporter_name: optionalText('Transporter name', 100),
  trans_mode: z.preprocess(
    (value) => (value === '' ? null : value),
    codeField('Mode', [1, 2, 3, 4] as const)
      .nullish()
      .transform((value) => value ?? null),
  ),
  vehicle_no: upperOptional('Vehicle number', 15, VEHICLE_NUMBER_PATTERN, 'CG04AB1234'),
  vehicle_type: z.preprocess(
    (value) => (value === '' ? null : value),
    z
      .enum(['R', 'O'], { error: 'Vehicle type must be R (regular) or O (over-dimensional cargo)' })
      .nullish()
      .transform((value) => value ?? null),
  ),
  trans_doc_no: optionalText('Transport document number', 15),
  trans_doc_date: optionalDayField('Transport document date'),
  distance_km: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: 'Distance must be a whole number of kilometres' })
      .int('Distance must be a whole number of kilometres')
      .min(0, 'Distance must be 0 (the portal works it out) or more')
      .max(MAX_EWAY_DISTANCE_KM, `Distance must be at most ${MAX_EWAY_DISTANCE_KM} km (the portal's limit)`),
  ),
  /** The delivery PIN; the customer's when left out. */
  to_pin_code: optionalPinCodeField(),
  to_place: optionalText('Delivery place', 50),
  version: versionField(),
});

const ewayNumberField = z
  .string({ error: 'E-way bill number is required' })
  .trim()
  .regex(/^[0-9]{12}$/, 'E-way bill number must be 12 digits');

/** A date and time as the clerk types it or the portal prints it (ISO, or dd/mm/yyyy hh:mm:ss AM). */
const instantField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

export const ewayNumberInputSchema = z.object({
  ewb_number: ewayNumberField,
  ewb_date: instantField('E-way bill date'),
  valid_until: instantField('Valid until').nullish(),
});

export const ewayCancelInputSchema = z.object({
  reason_code: codeField('Cancel reason', [1, 2, 3, 4] as const),
  remark: optionalText('Cancel remark', 50),
});

/**
 * The portal's answer, one bill or many, matched to documents by number: its JSON as text
 * (`content`), or the Excel file of its bulk-generation results in base64 (`xlsx_base64`).
 */
export const ewayImportInputSchema = z
  .object({
    content: z.string({ error: 'The file must be text' }).min(1, 'The file is empty').optional(),
    xlsx_base64: z
      .string({ error: 'The Excel file must be base64 text' })
      .min(1, 'The Excel file is empty')
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The Excel file must be base64 text')
      .optional(),
  })
  .refine((input) => (input.content === undefined) !== (input.xlsx_base64 === undefined), {
    path: ['content'],
    message: "Send the portal's JSON answer as content, or its Excel file as xlsx_base64 (one of them)",
  });

export type EwayImportInput = z.output<typeof ewayImportInputSchema>;

export const EWAY_STATUSES = ['not-needed', 'needed', 'generated', 'cancelled', 'expired'] as const;

export const ewayBillSchema = z.object({
  document_type: z.enum(['invoice', 'purchase_return']),
  document_id: z.number(),
  document_number: z.string(),
  document_date: dateAnswer(),
  consignment_value: z.number(),
  threshold: z.number(),
  needed: z.boolean(),
  status: z.enum(EWAY_STATUSES),
  part_b: z.object({
    sub_supply_type: z.number(),
    sub_supply_desc: z.string().nullable(),
    transaction_type: z.number(),
    transporter_id: z.string().nullable(),
    transporter_name: z.string().nullable(),
    trans_mode: z.number().nullable(),
    vehicle_no: z.string().nullable(),
    vehicle_type: z.string().nullable(),
    trans_doc_no: z.string().nullable(),
    trans_doc_date: z.string().nullable(),
    distance_km: z.number(),
    to_pin_code: z.string().nullable(),
    to_place: z.string().nullable(),
  }),
  /** False until the form is saved: part_b then shows what the bill would start with. */
  saved: z.boolean(),
  /** What the portal would refuse, each naming its field; empty when the file may be downloaded. */
  problems: z.array(z.object({ field: z.string(), message: z.string() })),
  ewb_number: z.string().nullable(),
  /** ISO instant. */
  ewb_date: z.string().nullable(),
  valid_until: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  version: recordVersion().nullable(),
});

export type EwayPartBInput = z.output<typeof ewayPartBInputSchema>;
export type EwayNumberInput = z.output<typeof ewayNumberInputSchema>;
export type EwayCancelInput = z.output<typeof ewayCancelInputSchema>;
export type EwayBill = z.output<typeof ewayBillSchema>;
export type EwayStatus = (typeof EWAY_STATUSES)[number];
