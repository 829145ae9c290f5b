import type { DocumentKind, DocumentTable, ExportTable } from './document-kind';
import { DOCUMENT_KINDS } from './document-kinds';

// The lists derived from the document kinds' declarations: what the sample shop's wipe deletes,
// what the full export writes, which stock sources exist. A kind comes in DOCUMENT_KINDS after
// every kind it refers to, so deleting kind by kind from the last one back never meets a foreign
// key still pointing at a deleted row.

function unique<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Every document table, dependants before what they refer to. */
export function documentTablesInWipeOrder(kinds: readonly DocumentKind[] = DOCUMENT_KINDS): DocumentTable[] {
  return unique([...kinds].reverse().flatMap((kind) => kind.tables));
}

/** The number series tables: those a wipe empties, and those whose rows it sets back to 0. */
export function seriesTables(kinds: readonly DocumentKind[] = DOCUMENT_KINDS) {
  const series = kinds.flatMap((kind) =>
    typeof kind.series === 'object' && kind.series ? [kind.series] : [],
  );
  return {
    emptied: unique(series.filter((s) => !s.rowsKept).map((s) => s.table)),
    restarted: unique(series.filter((s) => s.rowsKept).map((s) => s.table)),
  };
}

/** Every document CSV of the full export, in the kinds' order, each table once. */
export function documentExportTables(kinds: readonly DocumentKind[] = DOCUMENT_KINDS): ExportTable[] {
  const seen = new Set<string>();
  return kinds
    .flatMap((kind) => kind.exports)
    .filter((spec) => {
      if (seen.has(spec.table)) return false;
      seen.add(spec.table);
      return true;
    });
}

/** The stock_movements.source_type values the kinds write (each a row of document_kinds). */
export function stockSourceTypes(kinds: readonly DocumentKind[] = DOCUMENT_KINDS): string[] {
  return unique(kinds.flatMap((kind) => (kind.stock?.sourceType ? [kind.stock.sourceType] : [])));
}

export function documentKindNamed(name: string): DocumentKind {
  const kind = DOCUMENT_KINDS.find((candidate) => candidate.kind === name);
  if (!kind) throw new Error(`No document kind ${name}`);
  return kind;
}
