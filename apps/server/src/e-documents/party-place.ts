import type { Db } from '../core/db/database';

// Where an e-document's buyer is: the PIN code kept on the customer and the town of the address.

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
