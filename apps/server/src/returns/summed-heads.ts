import { sql } from 'kysely';

// The four heads of stored amounts summed in one select, as the returns read them: the taxable
// value (a line's `subtotal`, a document's `total_amount`, a kept row's `taxable`) as `taxable`,
// and CGST, SGST and IGST as `cgst`, `sgst` and `igst`. PostgreSQL gives a bigint sum as text: the
// readers take them through Number().

type SummedHeadsOptions = {
  /** The table (or alias) the columns belong to, when the query reads more than one. */
  table?: string;
  /** 0 rather than null when no row is summed (a period without purchases). */
  orZero?: boolean;
};

export function summedHeads(taxable: string, { table, orZero = false }: SummedHeadsOptions = {}) {
  const sum = (column: string) => {
    const ref = sql.ref(table ? `${table}.${column}` : column);
    return orZero ? sql<number>`coalesce(sum(${ref}), 0)` : sql<number>`sum(${ref})`;
  };
  return [
    sum(taxable).as('taxable'),
    sum('cgst_amount').as('cgst'),
    sum('sgst_amount').as('sgst'),
    sum('igst_amount').as('igst'),
  ] as const;
}
