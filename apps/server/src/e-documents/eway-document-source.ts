import type { Db } from '../core/db/database';
import type { EwayDocumentType } from '../core/db/schema-e-documents';
import type { EwayLoader } from './eway-bill-record';

// A kind of document that carries e-way bills (an invoice, a purchase return), as a day's bulk
// file and the portal's answer read it: which of a day's documents to look at, which documents a
// number names, and how the shared rules load one. Each feature describes its own; the e-way bill
// batch goes through them in order.

export type EwayDocumentSource = {
  type: EwayDocumentType;
  /** 'invoice', 'purchase return': how messages name the kind. */
  label: string;
  /** The portal's document types this kind's bills go out as (docType), to tell kinds apart. */
  portalDocTypes: readonly string[];
  /** The standing documents of one day that may move goods, oldest first. */
  standingIdsOn: (db: Db, date: string) => Promise<{ id: number }[]>;
  /** The documents carrying a number, newest first (a number repeats only across financial years). */
  idsByNumber: (db: Db, documentNumber: string) => Promise<{ id: number }[]>;
  load: (id: number) => EwayLoader;
};
