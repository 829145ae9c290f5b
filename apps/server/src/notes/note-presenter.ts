import { stateName } from '@bahi/domain';
import type { NoteDetail, NoteListRow } from '@bahi/domain/schemas';
import type { SettingsRow } from '../core/shop/settings-repository';
import { correctionFigures, correctionHeadShown } from '../documents/correction-lines';
import { toPartySnapshot } from '../documents/document-presenter';
import { storedSeller } from '../documents/seller-snapshot';
import type { NoteItemRow, NoteRow } from './note-repository';

// Stored note rows (paise, basis points) → the API's shapes (rupees, percent).

/** What a note's list row and its detail share; the list adds the note's IRN status. */
export function toNoteHeader(row: NoteRow): Omit<NoteListRow, 'irn_status'> {
  return {
    id: row.id,
    note_type: row.note_type,
    note_number: row.note_number,
    kind: row.kind,
    invoice: { id: row.invoice_id, invoice_number: row.invoice_number, date: row.invoice_date },
    customer_id: row.customer_id,
    customer: toPartySnapshot('customer', row.customer_id, row),
    ...correctionHeadShown(row),
  };
}

export function toNoteDetail(row: NoteRow, items: readonly NoteItemRow[], settings: SettingsRow): NoteDetail {
  const { lines, ...figures } = correctionFigures(items, row);
  return {
    ...toNoteHeader(row),
    seller: storedSeller(row.seller_snapshot, settings),
    place_of_supply: { state_code: row.place_of_supply, state_name: stateName(row.place_of_supply) ?? '' },
    items: lines.map(({ source, shown }) => ({ ...shown, invoice_item_id: source.invoice_item_id })),
    ...figures,
    reverse_charge: false,
  };
}
