import pg from 'pg';
import { type Row, type RowSink, TABLE_COLUMNS, TABLE_ORDER, type TableName } from './row-sink';

// PostgreSQL gets multi-row INSERTs (up to 1,000 rows per statement), one transaction per batch.
// Rows wait in memory only until the batch commits, a few hundred thousand at most.

const MAX_ROWS_PER_STATEMENT = 1000;
// PostgreSQL's wire protocol numbers bind parameters with 16 bits.
const MAX_PARAMETERS = 65_535;

function insertText(table: TableName, rowCount: number): string {
  const columns = TABLE_COLUMNS[table];
  const tuples: string[] = [];
  for (let row = 0; row < rowCount; row += 1) {
    const base = row * columns.length;
    tuples.push(`(${columns.map((_, column) => `$${base + column + 1}`).join(',')})`);
  }
  return `insert into ${table} (${columns.join(', ')}) values ${tuples.join(',')}`;
}

export async function openPostgresSink(connectionString: string): Promise<RowSink> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  await client.query('begin');
  const buffers = new Map<TableName, Row[]>(TABLE_ORDER.map((table) => [table, []]));
  const fullChunkText = new Map<TableName, string>();

  async function flush(table: TableName): Promise<void> {
    const rows = buffers.get(table) ?? [];
    const chunkSize = Math.min(
      MAX_ROWS_PER_STATEMENT,
      Math.floor(MAX_PARAMETERS / TABLE_COLUMNS[table].length),
    );
    for (let start = 0; start < rows.length; start += chunkSize) {
      const chunk = rows.slice(start, start + chunkSize);
      let text = chunk.length === chunkSize ? fullChunkText.get(table) : undefined;
      if (!text) {
        text = insertText(table, chunk.length);
        if (chunk.length === chunkSize) fullChunkText.set(table, text);
      }
      await client.query(text, chunk.flat());
    }
    buffers.set(table, []);
  }

  async function commit(): Promise<void> {
    // Parents before children, so every foreign key finds its row.
    for (const table of TABLE_ORDER) await flush(table);
    await client.query('commit');
    await client.query('begin');
  }

  return {
    add(table, row) {
      buffers.get(table)?.push(row);
    },
    commit,
    async finish() {
      await commit();
      await client.query('commit');
      // Rows came with explicit ids: move each identity past them so the app's inserts fit.
      for (const table of TABLE_ORDER) {
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      }
      // Autovacuum would analyse these tables shortly anyway; do it now so plans are realistic.
      await client.query('analyze');
      await client.end();
    },
    async abort() {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}
