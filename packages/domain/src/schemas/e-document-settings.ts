import { z } from 'zod';
import { amountField, optionalText, recordVersion, versionField } from './fields';
import { optionalDayField, optionalPinCodeField } from './pin-code-field';

// The shop's e-way bill and e-invoice settings (PUT /api/e-documents/settings): from which date
// its B2B documents go to the e-invoice system (none: off), the e-way bill limits, and the places
// goods leave from.

export const eDocumentSettingsInputSchema = z.object({
  /** First document date reported for an IRN; null: e-invoicing is off. */
  einvoice_from: optionalDayField('E-invoicing from'),
  /** Rupees: a consignment above this between states needs an e-way bill. */
  eway_threshold: amountField('E-way bill limit'),
  /** Rupees: the shop's state's own limit for movements within it. */
  eway_intra_threshold: amountField('E-way bill limit within the state'),
  pin_code: optionalPinCodeField(),
  place: optionalText('Place', 50),
  /** Where goods leave from when not the shop's own address (Bill From - Dispatch From). */
  dispatch_address: optionalText('Dispatch Address', 120),
  dispatch_place: optionalText('Dispatch Place', 50),
  dispatch_pin_code: optionalPinCodeField(),
  version: versionField(),
});

export const eDocumentSettingsSchema = z.object({
  einvoice_from: z.string().nullable(),
  eway_threshold: z.number(),
  eway_intra_threshold: z.number(),
  pin_code: z.string().nullable(),
  place: z.string().nullable(),
  dispatch_address: z.string().nullable(),
  dispatch_place: z.string().nullable(),
  dispatch_pin_code: z.string().nullable(),
  updated_at: z.string(),
  version: recordVersion(),
});

export type EDocumentSettingsInput = z.output<typeof eDocumentSettingsInputSchema>;
export type EDocumentSettings = z.output<typeof eDocumentSettingsSchema>;
