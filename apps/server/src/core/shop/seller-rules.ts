import { ConflictError } from '../http/errors';
import type { SettingsRow } from './settings-repository';

// Rules of the shop's own details that every document-issuing feature applies.

/**
 * Where the invoice series of the financial year of `today` starts: the saved first number when it
 * was saved during that year, else 1 (a new year's series starts over).
 */
export function invoiceFirstNumber(
  row: Pick<SettingsRow, 'invoice_first_number' | 'invoice_first_number_year'>,
  financialYear: string,
): number {
  return row.invoice_first_number_year === financialYear ? row.invoice_first_number : 1;
}

/** Documents carry the seller's details: none may be issued before the shop has saved its own. */
export function refuseUnconfiguredSeller(seller: Pick<SettingsRow, 'configured'>): void {
  if (seller.configured !== 1) {
    throw new ConflictError(
      "Save the shop's details (Settings, first-run setup) before issuing invoices or other documents",
    );
  }
}
