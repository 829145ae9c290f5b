import type { EInvoiceParty } from '@bahi/domain';
import type { InvoiceDetail } from '@bahi/domain/schemas';
import type { Db } from '../core/db/database';
import type { EDocumentSettingsRow } from './e-document-settings-repository';

// Where an e-document's parties are: the PIN code kept on the customer or supplier, the town of an address,
// and a sales document's seller and buyer as the IRP reads them.

/** The town of an address written "street, area, town": its last part. */
export function placeOfAddress(address: string | null): string {
  const parts = (address ?? '')
    .split(/[,\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return (parts.at(-1) ?? '').slice(0, 50);
}

export function findCustomerPinCode(
  db: Db,
  customerId: number,
): Promise<{ pin_code: string | null } | undefined> {
  return db.selectFrom('customers').select('pin_code').where('id', '=', customerId).executeTakeFirst();
}

export function findSupplierPinCode(
  db: Db,
  supplierId: number,
): Promise<{ pin_code: string | null } | undefined> {
  return db.selectFrom('suppliers').select('pin_code').where('id', '=', supplierId).executeTakeFirst();
}

/**
 * The seller and buyer of a sales document (an invoice or a note) as the IRP reads them: the
 * shop's PIN and town from the e-document settings, the customer's PIN and town of its address,
 * the buyer's state from its GSTIN (else the place of supply).
 */
export function eInvoicePartiesOf(
  document: Pick<InvoiceDetail, 'seller' | 'customer' | 'place_of_supply'>,
  settings: EDocumentSettingsRow,
  customerPinCode: string | null,
): { seller: EInvoiceParty; buyer: EInvoiceParty; placeOfSupply: string } {
  const { seller, customer } = document;
  return {
    seller: {
      gstin: seller.gstin,
      name: seller.name,
      address: seller.address ?? '',
      place: settings.place ?? '',
      pinCode: settings.pin_code ?? '',
      stateCode: seller.state_code,
    },
    buyer: {
      gstin: customer.gstin,
      name: customer.name,
      address: customer.address ?? '',
      place: placeOfAddress(customer.address),
      pinCode: customerPinCode ?? '',
      stateCode: customer.gstin?.slice(0, 2) ?? document.place_of_supply.state_code,
    },
    placeOfSupply: document.place_of_supply.state_code,
  };
}
