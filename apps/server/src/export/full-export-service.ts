import { PassThrough, type Readable } from 'node:stream';
import { todayIso } from '@bahi/domain';
import { Zip, ZipDeflate } from 'fflate';
import type { Db } from '../core/db/database';
import { dialectOfDb } from '../core/db/derived/index';
import type { RequestContext } from '../core/http/request-context';
import { findColumns, findRowsAfter } from './export-repository';
import { EXPORT_TABLES, type ExportTable, isExported } from './export-tables';
import { csvLine, exportHeader, exportValue } from './export-values';

// The accountant's full export: one .zip with a CSV per master and document table (lines
// included), plain figures throughout. It is streamed as it is read, a batch of rows at a time, so
// a shop with a million invoices does not hold them all in memory; each batch is its own query,
// so rows saved during the download may or may not be in it (the download names its day).

const BATCH = 2000;

async function writeTable(
  db: Db,
  postgres: boolean,
  zip: Zip,
  spec: ExportTable,
  abandoned: () => boolean,
): Promise<void> {
  const file = new ZipDeflate(spec.file, { level: 6 });
  zip.add(file);
  const columns = (await findColumns(db, spec.table, postgres)).filter((column) => isExported(spec, column));
  const encoder = new TextEncoder();
  // A byte-order mark so Excel reads the file as UTF-8 (Hindi names stay readable).
  file.push(encoder.encode(`\uFEFF${csvLine(columns.map(exportHeader))}`));
  let afterId = 0;
  while (!abandoned()) {
    const rows = await findRowsAfter(db, spec.table, afterId, BATCH);
    if (rows.length === 0) break;
    const text = rows
      .map((row) => csvLine(columns.map((column) => exportValue(column, row[column]))))
      .join('');
    file.push(encoder.encode(text));
    afterId = Number(rows.at(-1)?.id);
  }
  file.push(new Uint8Array(0), true);
}

export function exportEverything(ctx: RequestContext): { file: Readable; fileName: string } {
  const { db } = ctx;
  const postgres = dialectOfDb(db) === 'postgres';
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  void (async () => {
    // A download the browser gave up on stops reading the database.
    const abandoned = () => out.destroyed;
    for (const spec of EXPORT_TABLES) await writeTable(db, postgres, zip, spec, abandoned);
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { file: out, fileName: `Bahi_export_${todayIso()}.zip` };
}
