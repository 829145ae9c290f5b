import {
  creditNoteEInvoiceRoutes,
  creditNoteRoutes,
  debitNoteEInvoiceRoutes,
  debitNoteRoutes,
  noteRoutes,
} from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { findPrintedEDocuments } from '../e-documents/e-document-print';
import { cancelNoteIrn, getNoteEInvoice, inv01OfNote, noteEInvoiceType } from './note-e-invoice';
import { listNotes } from './note-list';
import { notePdfFileName, renderNotePdf } from './note-pdf';
import { cancelNote, createNote, getNoteableInvoice, getNoteDetail } from './note-service';

export function registerNoteRoutes(api: ApiRouter): void {
  api.add(noteRoutes.noteLines, ({ ctx, params }) => getNoteableInvoice(ctx, params.id));
  for (const [type, routes, eInvoice] of [
    ['credit', creditNoteRoutes, creditNoteEInvoiceRoutes],
    ['debit', debitNoteRoutes, debitNoteEInvoiceRoutes],
  ] as const) {
    api.add(routes.list, ({ ctx, query }) => listNotes(ctx, type, query));
    api.add(routes.detail, ({ ctx, params }) => getNoteDetail(ctx, type, params.id));
    api.add(routes.setStatus, ({ ctx, params }) => cancelNote(ctx, type, params.id));
    api.add(routes.pdf, async ({ ctx, params }) => {
      const note = await getNoteDetail(ctx, type, params.id);
      const eDocuments = await findPrintedEDocuments(ctx.db, noteEInvoiceType(type), note.id);
      return { file: await renderNotePdf(note, eDocuments), fileName: notePdfFileName(note) };
    });
    api.add(eInvoice.get, ({ ctx, params }) => getNoteEInvoice(ctx, type, params.id));
    api.add(eInvoice.json, async ({ ctx, params }) => {
      const json = await inv01OfNote(ctx, type, params.id);
      return {
        file: Buffer.from(JSON.stringify([json])),
        fileName: `EINV_${json.DocDtls.No.replaceAll('/', '-')}.json`,
      };
    });
    api.add(eInvoice.cancel, ({ ctx, params, body }) => cancelNoteIrn(ctx, type, params.id, body));
  }
  api.add(creditNoteRoutes.create, ({ ctx, body }) => createNote(ctx, 'credit', body));
  api.add(debitNoteRoutes.create, ({ ctx, body }) => createNote(ctx, 'debit', body));
}
