import { parseArgs } from 'node:util';
import { generateDataset } from './lib/generate-dataset';

// npx tsx bench/generate-data.ts --database-url file:/tmp/bahi-bench.db --invoices 1000000 [--seed 1]
//   [--end-date YYYY-MM-DD]. The database must be new (or an empty PostgreSQL database).

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    invoices: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'end-date': { type: 'string' },
  },
});

const databaseUrl = values['database-url'];
const invoices = Number(values.invoices);
const seed = Number(values.seed);
if (!databaseUrl || !Number.isSafeInteger(invoices) || invoices < 0 || !Number.isSafeInteger(seed)) {
  console.error('Usage: generate-data.ts --database-url URL --invoices N [--seed S] [--end-date YYYY-MM-DD]');
  process.exit(2);
}

const summary = await generateDataset({
  databaseUrl,
  invoices,
  seed,
  endDate: values['end-date'],
  onProgress: (message) => console.log(message),
});
console.log(JSON.stringify(summary, null, 2));
