import { creditNoteRoutes, debitNoteRoutes, noteRoutes, type RouteBodyInput } from '@bahi/domain/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/client';
import type { OriginalDocument } from '../../components/correcting-document/original-document';
import { downloadBlob } from '../../lib/export/download-blob';

// Credit and debit notes: the invoice lines still open to a note, saving and cancelling a note,
// one note, its PDF. A note changes what the invoice owes, stock and the reports, so a save
// refreshes those too.

export type NoteType = 'credit' | 'debit';
export const ROUTES_OF = { credit: creditNoteRoutes, debit: debitNoteRoutes } as const;
export const NOTE_LABEL = { credit: 'Credit note', debit: 'Debit note' } as const;
/** Where each type's screens live: /credit-notes, /credit-notes/{id}. */
export const NOTE_PATH = { credit: '/credit-notes', debit: '/debit-notes' } as const;

/** The invoice a note stands against, as the note's screens name it. */
export function originalInvoice(
  invoice: { id: number; invoice_number: string; date: string },
  customer: { name: string },
): OriginalDocument {
  return {
    word: 'invoice',
    number: invoice.invoice_number,
    suffix: '',
    date: invoice.date,
    party: customer.name,
    path: `/invoice/${invoice.id}`,
  };
}

const CHANGED_BY_NOTES = [
  'notes',
  'invoices',
  'products',
  'stock',
  'customers',
  'vouchers',
  'reports',
  'dashboard',
];

export function useNoteLines(invoiceId: number) {
  return useQuery({
    queryKey: ['notes', 'lines', invoiceId],
    queryFn: ({ signal }) => callApi(noteRoutes.noteLines, { params: { id: invoiceId } }, signal),
    staleTime: 0,
  });
}

export function useNoteDetail(type: NoteType, id: number) {
  return useQuery({
    queryKey: ['notes', type, id],
    queryFn: ({ signal }) => callApi(ROUTES_OF[type].detail, { params: { id } }, signal),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of CHANGED_BY_NOTES) void queryClient.invalidateQueries({ queryKey: [key] });
  };
}

export type CreditNoteBody = RouteBodyInput<typeof creditNoteRoutes.create>;
export type DebitNoteBody = RouteBodyInput<typeof debitNoteRoutes.create>;

export type NoteToSave = (
  | { type: 'credit'; body: CreditNoteBody }
  | { type: 'debit'; body: DebitNoteBody }
) & {
  /** The form's Idempotency-Key: a save sent twice issues one note. */
  idempotencyKey: string;
};

export function useSaveNote() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (note: NoteToSave) =>
      note.type === 'credit'
        ? callApi(creditNoteRoutes.create, { body: note.body, idempotencyKey: note.idempotencyKey })
        : callApi(debitNoteRoutes.create, { body: note.body, idempotencyKey: note.idempotencyKey }),
    onSuccess: refresh,
  });
}

export function useCancelNote(type: NoteType) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) =>
      callApi(ROUTES_OF[type].setStatus, { params: { id }, body: { status: 'Cancelled' } }),
    onSuccess: refresh,
  });
}

/** 'CN/25-26/0001' → 'Credit_Note_CN-25-26-0001.pdf'. */
export function notePdfFileName(type: NoteType, number: string): string {
  return `${type === 'credit' ? 'Credit_Note' : 'Debit_Note'}_${number.replaceAll('/', '-')}.pdf`;
}

export async function downloadNotePdf(type: NoteType, id: number, number: string): Promise<void> {
  downloadBlob(notePdfFileName(type, number), await callApi(ROUTES_OF[type].pdf, { params: { id } }));
}
