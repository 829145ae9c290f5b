import { z } from 'zod';
import {
  optionalEmail,
  optionalPhone,
  optionalText,
  recordVersion,
  requiredText,
  versionField,
  wholeNumberInRange,
} from './fields';
import {
  checkGstinMatchesState,
  deriveStateFromGstin,
  gstinStateCheckOptions,
  optionalGstinField,
  optionalStateCodeField,
} from './gstin-fields';

// The seller's own details, printed on every invoice, purchase and voucher. They are stored
// settings edited on /settings, not fixed text (docs/product.md, "Deliberate departures").

/**
 * The default series is PREFIX/25-26/0001 and Rule 46(b) allows 16 characters, so the prefix can
 * have at most 5; a number must not start with 0.
 */
export const INVOICE_PREFIX_PATTERN = /^[A-Za-z1-9][A-Za-z0-9]{0,4}$/;
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A UPI id (virtual payment address): name@bank, as NPCI allows it. */
const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

const upiIdField = optionalText('UPI ID', 320).refine(
  (value) => value === null || UPI_ID_PATTERN.test(value),
  'UPI ID must look like shopname@bank',
);

const invoicePrefixField = z
  .string({ error: 'Invoice Prefix is required' })
  .trim()
  .min(1, 'Invoice Prefix is required')
  .regex(INVOICE_PREFIX_PATTERN, 'Invoice Prefix must be 1 to 5 letters or digits, not starting with 0');

const accountNumberField = optionalText('Account Number', 18).refine(
  (value) => value === null || /^\d{9,18}$/.test(value),
  'Account Number must be 9 to 18 digits',
);

const ifscField = optionalText('IFSC', 11)
  .transform((value) => value?.toUpperCase() ?? null)
  .refine(
    (value) => value === null || IFSC_PATTERN.test(value),
    'IFSC must be 11 characters: 4 letters, 0, then 6 letters or digits',
  );

/** PUT /api/settings body. */
export const settingsInputSchema = z
  .object({
    name: requiredText('Business Name', 200),
    /** false: the shop is not registered under GST; it has no GSTIN and issues bills of supply. */
    registered: z.boolean({ error: 'Registered under GST must be true or false' }).default(true),
    /** Required of a registered shop, left empty by one that is not. */
    gstin: optionalGstinField(),
    state_code: optionalStateCodeField(),
    phone: optionalPhone(),
    email: optionalEmail(),
    address: requiredText('Address', 500),
    bank_name: optionalText('Bank Name', 100),
    bank_account_number: accountNumberField,
    bank_ifsc: ifscField,
    bank_branch: optionalText('Branch', 100),
    /** When set, invoices print a UPI QR code for the amount payable. */
    upi_id: upiIdField,
    invoice_prefix: invoicePrefixField,
    /**
     * The first number of this financial year's series, for a shop that billed elsewhere until
     * now (458 → INV/26-27/0458). At most 9999: a 5-letter prefix leaves 4 digits of Rule 46's 16.
     */
    invoice_first_number: wholeNumberInRange('First Invoice No', 1, 9999, 1),
    round_off: z.boolean({ error: 'Round Off must be true or false' }).default(false),
    /** The basis a new invoice line starts with: 'rate' (trade rate, when the product has one) or 'mrp'. */
    default_price_basis: z
      .enum(['rate', 'mrp'], { error: 'New lines start with must be rate or mrp' })
      .default('rate'),
    /** true: a sale beyond the stock on hand is warned about; false: it is refused. */
    allow_negative_stock: z
      .boolean({ error: 'Allow selling below zero stock must be true or false' })
      .default(true),
    /** The version the settings were read with: a save over someone else's change is refused. */
    version: versionField(),
  })
  .superRefine(checkRegistration, {
    // Runs beside other fields' problems (every message at once), not over a bad GSTIN or state.
    when: (payload) =>
      typeof payload.value === 'object' &&
      payload.value !== null &&
      !payload.issues.some((issue) =>
        ['registered', 'gstin', 'state_code'].includes(String(issue.path?.[0])),
      ),
  })
  .superRefine(checkGstinMatchesState, gstinStateCheckOptions)
  .transform((value) => {
    const withState = deriveStateFromGstin(value);
    // checkRegistration saw to a GSTIN or a state, so the seller's state is never empty.
    return { ...withState, state_code: withState.state_code ?? '' };
  });

type Registration = { registered: boolean; gstin: string | null; state_code: string | null };

/**
 * A registered shop needs its GSTIN; one that is not registered has none to give, so its state
 * (which decides CGST + SGST or IGST for its suppliers' bills) must be chosen by hand.
 */
function checkRegistration(value: Registration, ctx: z.RefinementCtx<Registration>): void {
  if (value.registered && value.gstin === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: 'GSTIN is required (or tick "Not registered under GST")',
      input: value.gstin,
    });
  }
  if (!value.registered && value.gstin !== null) {
    ctx.addIssue({
      code: 'custom',
      path: ['gstin'],
      message: 'GSTIN must be left empty when the shop is not registered under GST',
      input: value.gstin,
    });
  }
  if (!value.registered && value.state_code === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['state_code'],
      message: 'State is required when the shop is not registered under GST',
      input: value.state_code,
    });
  }
}

export const settingsSchema = z.object({
  name: z.string(),
  /** false: not registered under GST (no GSTIN); its sales are bills of supply with no GST. */
  registered: z.boolean(),
  gstin: z.string().nullable(),
  state_code: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  bank_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  bank_ifsc: z.string().nullable(),
  bank_branch: z.string().nullable(),
  upi_id: z.string().nullable(),
  invoice_prefix: z.string(),
  /** Where this financial year's series starts; 1 unless set during this financial year. */
  invoice_first_number: z.number(),
  round_off: z.boolean(),
  default_price_basis: z.enum(['rate', 'mrp']),
  allow_negative_stock: z.boolean(),
  /** false until the shop saves its own details: documents are refused and every screen leads to setup. */
  configured: z.boolean(),
  /** true for the sample shop ("Explore with sample data"): a banner on every screen, DEMO on every PDF. */
  demo: z.boolean(),
  updated_at: z.string(),
  version: recordVersion(),
});

export type SettingsInput = z.input<typeof settingsInputSchema>;
export type SettingsValues = z.output<typeof settingsInputSchema>;
export type Settings = z.output<typeof settingsSchema>;

export * from './settings-images';

/** GET /api/settings/gst-registrations: the GSTIN the shop held from each date, oldest first. */
export const gstRegistrationsSchema = z.array(
  z.object({
    /** Null while the shop was not registered. */
    gstin: z.string().nullable(),
    state_code: z.string(),
    /** ISO date it took effect. */
    effective_from: z.string(),
  }),
);
export type GstRegistrations = z.infer<typeof gstRegistrationsSchema>;
