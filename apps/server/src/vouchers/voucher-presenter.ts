import { amountInWords } from '@bahi/domain';
import type { VoucherDetail, VoucherListRow } from '@bahi/domain/schemas';
import type { SettingsRow } from '../core/shop/settings-repository';
import { rupees } from '../documents/document-presenter';
import { storedSeller } from '../documents/seller-snapshot';
import type { VoucherAllocationRow, VoucherRow } from './voucher-repository';

// Stored voucher rows (paise) → the API's shapes (rupees).

function partyIdOf(row: VoucherRow): number {
  // The table's check constraint guarantees exactly one of the two for the voucher's kind.
  return row.customer_id ?? row.supplier_id ?? 0;
}

export function toVoucherListRow(
  row: VoucherRow,
  allocations: readonly VoucherAllocationRow[],
): VoucherListRow {
  return {
    id: row.id,
    kind: row.kind,
    voucher_number: row.voucher_number,
    date: row.date,
    party_id: partyIdOf(row),
    party_name: row.party_name,
    amount: rupees(Number(row.amount)),
    mode: row.mode,
    cheque_number: row.cheque_number,
    reference: row.reference,
    settles: allocations.map((allocation) => allocation.document_number),
    created_at: row.created_at,
  };
}

export function toVoucherDetail(
  row: VoucherRow,
  allocations: readonly VoucherAllocationRow[],
  settings: SettingsRow,
): VoucherDetail {
  const amount = Number(row.amount);
  const applied = allocations.reduce((sum, allocation) => sum + Number(allocation.amount), 0);
  return {
    id: row.id,
    kind: row.kind,
    voucher_number: row.voucher_number,
    date: row.date,
    created_at: row.created_at,
    party: {
      id: partyIdOf(row),
      name: row.party_name,
      gstin: row.party_gstin,
      email: row.party_email,
      phone: row.party_phone,
      address: row.party_address,
      state_code: row.party_state_code,
    },
    seller: storedSeller(row.seller_snapshot, settings),
    amount: rupees(amount),
    amount_in_words: amountInWords(amount),
    mode: row.mode,
    cheque_number: row.cheque_number,
    reference: row.reference,
    allocations: allocations.map((allocation) => ({
      document_kind: allocation.document_kind ?? 'document',
      document_id: Number(allocation.document_id),
      document_number: allocation.document_number,
      document_date: allocation.document_date,
      document_total: rupees(Number(allocation.document_total)),
      amount: rupees(Number(allocation.amount)),
    })),
    on_account: rupees(amount - applied),
  };
}
