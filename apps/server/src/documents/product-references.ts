import { sql } from 'kysely';
import type { Db } from '../core/db/database';
import type { DocumentKind } from './document-kind';
import { DOCUMENT_KINDS } from './document-kinds';

// A product's document lines, kind by kind, for its delete refusal ("Product "Atta 5 kg" is used
// by 3 invoice lines and cannot be deleted"): every kind whose lines name a product declares the
// table (document-kinds.ts), so a new kind is counted without touching the catalogue.

export type ProductReference = { count: number; singular: string; plural: string };

type ProductLines = NonNullable<DocumentKind['productLines']>;

/** How many lines of one table name the product (one query). */
async function countLines(db: Db, lines: ProductLines, productId: number): Promise<number> {
  const { rows } = await sql<{ total: number | string }>`select count(*) as total
    from ${sql.table(lines.table)} where product_id = ${productId}`.execute(db);
  return Number(rows[0]?.total ?? 0);
}

/** Each kind with product lines, with how many of its lines name the product. */
export async function findProductDocumentReferences(db: Db, productId: number): Promise<ProductReference[]> {
  const references: ProductReference[] = [];
  for (const kind of DOCUMENT_KINDS) {
    const lines = kind.productLines;
    if (lines) {
      references.push({
        count: await countLines(db, lines, productId),
        singular: lines.singular,
        plural: lines.plural,
      });
    }
  }
  return references;
}
