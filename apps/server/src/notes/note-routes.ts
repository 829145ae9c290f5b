import { creditNoteRoutes, debitNoteRoutes, noteRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { notePdfFileName, renderNotePdf } from './note-pdf';
import { cancelNote, createNote, getNoteableInvoice, getNoteDetail, listNotes } from './note-service';

export function registerNoteRoutes(api: ApiRouter): void {
  api.add(noteRoutes.noteLines, ({ ctx, params }) => getNoteableInvoice(ctx, params.id));
  for (const [type, routes] of [
    ['credit', creditNoteRoutes],
    ['debit', debitNoteRoutes],
  ] as const) {
    api.add(routes.list, ({ ctx, query }) => listNotes(ctx, type, query));
    api.add(routes.detail, ({ ctx, params }) => getNoteDetail(ctx, type, params.id));
    api.add(routes.setStatus, ({ ctx, params }) => cancelNote(ctx, type, params.id));
    api.add(routes.pdf, async ({ ctx, params }) => {
      const note = await getNoteDetail(ctx, type, params.id);
      return { file: await renderNotePdf(note), fileName: notePdfFileName(note) };
    });
  }
  api.add(creditNoteRoutes.create, ({ ctx, body }) => createNote(ctx, 'credit', body));
  api.add(debitNoteRoutes.create, ({ ctx, body }) => createNote(ctx, 'debit', body));
}
