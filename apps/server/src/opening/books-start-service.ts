import { formatDateDmy } from '@bahi/domain';
import type { BooksStart } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordUpdated } from '../core/edit-log/record-change';
import { ConflictError, fieldError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import {
  countBookDocuments,
  findLatestOpeningDate,
  updateBooksStartDate,
} from '../documents/opening-bills/opening-bill-repository';

// The books' start date: the first day the books in Bahi cover. Asked at setup; the owner may
// change it until the first invoice, purchase or voucher is saved, and never to a day on or
// before an opening balance already entered (those are dated before it).

export async function getBooksStart(ctx: RequestContext): Promise<BooksStart> {
  const { db } = ctx;
  const [settings, documents] = await Promise.all([findSettings(db), countBookDocuments(db)]);
  return { books_start_date: settings.books_start_date, changeable: documents === 0 };
}

export async function setBooksStart(ctx: RequestContext, date: string): Promise<BooksStart> {
  return inTransaction(ctx.db, async (trx) => {
    const settings = await findSettings(trx);
    if (settings.books_start_date !== date && (await countBookDocuments(trx)) > 0) {
      throw new ConflictError(
        "The books' start date cannot change once an invoice, purchase or voucher is saved",
      );
    }
    const latest = await findLatestOpeningDate(trx);
    if (latest !== null && latest >= date) {
      throw fieldError(
        'books_start_date',
        `Books start date must be after the opening balances already entered (latest ${formatDateDmy(latest)})`,
      );
    }
    await updateBooksStartDate(trx, date, new Date().toISOString());
    await recordUpdated(
      withDb(ctx, trx),
      'settings',
      settings.id,
      { books_start_date: settings.books_start_date },
      { books_start_date: date },
    );
    return { books_start_date: date, changeable: true };
  });
}
