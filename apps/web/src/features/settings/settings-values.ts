import { financialYearOf, formatSeriesNumber } from '@bahi/domain';
import type { Settings } from '@bahi/domain/schemas';
import { asFormText } from '../../components/form/form-text';

export type SettingsFormValues = {
  name: string;
  /** false: "Not registered under GST" is ticked; the GSTIN is left empty. */
  registered: boolean;
  gstin: string;
  state_code: string;
  phone: string;
  email: string;
  address: string;
  bank_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  bank_branch: string;
  upi_id: string;
  invoice_prefix: string;
  /** As typed; the shared schema reads the number. */
  invoice_first_number: string;
  round_off: boolean;
  default_price_basis: 'rate' | 'mrp';
  allow_negative_stock: boolean;
};

export const emptySettingsValues: SettingsFormValues = {
  name: '',
  registered: true,
  gstin: '',
  state_code: '',
  phone: '',
  email: '',
  address: '',
  bank_name: '',
  bank_account_number: '',
  bank_ifsc: '',
  bank_branch: '',
  upi_id: '',
  invoice_prefix: 'INV',
  invoice_first_number: '1',
  round_off: false,
  default_price_basis: 'rate',
  allow_negative_stock: true,
};

export function toSettingsValues(settings: Settings): SettingsFormValues {
  return {
    ...asFormText(settings, [
      'name',
      'gstin',
      'state_code',
      'phone',
      'email',
      'address',
      'bank_name',
      'bank_account_number',
      'bank_ifsc',
      'bank_branch',
      'upi_id',
    ]),
    registered: settings.registered,
    // A database before setup holds no prefix worth keeping; INV is the usual start.
    invoice_prefix: settings.invoice_prefix || 'INV',
    invoice_first_number: String(settings.invoice_first_number),
    round_off: settings.round_off,
    default_price_basis: settings.default_price_basis,
    allow_negative_stock: settings.allow_negative_stock,
  };
}

/**
 * The hint under Invoice Prefix: the first number of the series in the financial year of `today`
 * (India's day), with the prefix and first number as typed: 'INV', 2026-11-24 → 'Invoice numbers
 * read INV/26-27/0001.'; with first number '458', INV/26-27/0458. A first number that is not one
 * yet shows as 1 (its field says what is wrong).
 */
export function invoicePrefixHint(prefix: string, today: string, firstNumber = '1'): string {
  const head = prefix.trim() || 'PREFIX';
  const first = /^\d{1,4}$/.test(firstNumber.trim()) ? Math.max(1, Number(firstNumber.trim())) : 1;
  return `Invoice numbers read ${formatSeriesNumber(head, financialYearOf(today).label, first)}.`;
}
