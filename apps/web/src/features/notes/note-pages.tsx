import { NoteDetailPage } from './note-detail-page';
import { NoteFormPage } from './note-form-page';
import { NoteListPage } from './note-list-page';

// The screens of credit and debit notes, one export per route (app/routes.tsx).

export const CreditNoteListPage = () => <NoteListPage type="credit" />;
export const DebitNoteListPage = () => <NoteListPage type="debit" />;
export const CreditNoteDetailPage = () => <NoteDetailPage type="credit" />;
export const DebitNoteDetailPage = () => <NoteDetailPage type="debit" />;
export const NewCreditNotePage = () => <NoteFormPage type="credit" />;
export const NewDebitNotePage = () => <NoteFormPage type="debit" />;
