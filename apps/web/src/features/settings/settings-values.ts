import { financialYearOf, formatSeriesNumber } from '@bahi/domain';
import type { Settings } from '@bahi/domain/schemas';

export type SettingsFormValues = {
  name: string;
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
  round_off: boolean;
  default_price_basis: 'rate' | 'mrp';
  allow_negative_stock: boolean;
};

export const emptySettingsValues: SettingsFormValues = {
  name: '',
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
  round_off: false,
  default_price_basis: 'rate',
  allow_negative_stock: true,
};

export function toSettingsValues(settings: Settings): SettingsFormValues {
  return {
    name: settings.name,
    gstin: settings.gstin,
    state_code: settings.state_code,
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    address: settings.address,
    bank_name: settings.bank_name ?? '',
    bank_account_number: settings.bank_account_number ?? '',
    bank_ifsc: settings.bank_ifsc ?? '',
    bank_branch: settings.bank_branch ?? '',
    upi_id: settings.upi_id ?? '',
    // A database before setup holds no prefix worth keeping; INV is the usual start.
    invoice_prefix: settings.invoice_prefix || 'INV',
    round_off: settings.round_off,
    default_price_basis: settings.default_price_basis,
    allow_negative_stock: settings.allow_negative_stock,
  };
}

/**
 * The hint under Invoice Prefix: the first number of the series in the financial year of `today`
 * (India's day), with the prefix as typed: 'INV', 2026-11-24 → 'Invoice numbers read INV/26-27/0001.'.
 */
export function invoicePrefixHint(prefix: string, today: string): string {
  const head = prefix.trim() || 'PREFIX';
  return `Invoice numbers read ${formatSeriesNumber(head, financialYearOf(today).label, 1)}.`;
}
