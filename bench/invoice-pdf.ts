import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildInvoiceFixture } from '../apps/server/src/invoices/invoice-fixture';
import { renderInvoicePdf } from '../apps/server/src/invoices/invoice-pdf';

// Server-side invoice PDF rendering (issue 6: under 50 ms median once warm, under 100 kB for a
// 10-line invoice). Renders the same realistic invoices the PDF tests use, in process, so the
// figures are the renderer alone, not HTTP or the database.
// Run: npx tsx bench/invoice-pdf.ts [renders=200] [warm-up renders=30]

const RENDERS = Number(process.argv[2] ?? 200);
const WARM_UP = Number(process.argv[3] ?? 30);

type Result = { label: string; median: number; p95: number; cpuMedian: number; bytes: number; pages: number };

async function measure(label: string, lineCount: number): Promise<Result> {
  const detail = buildInvoiceFixture({ lineCount, buyer: 'local', roundOff: true });
  let pdf = await renderInvoicePdf(detail);
  for (let index = 0; index < WARM_UP; index += 1) pdf = await renderInvoicePdf(detail);

  const wall: number[] = [];
  const cpu: number[] = [];
  for (let index = 0; index < RENDERS; index += 1) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    pdf = await renderInvoicePdf(detail);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    label,
    median: percentile(wall, 50),
    p95: percentile(wall, 95),
    cpuMedian: percentile(cpu, 50),
    bytes: pdf.length,
    pages: countPages(pdf),
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Page objects in the file; pdfkit writes them uncompressed, so no PDF parser is needed here. */
function countPages(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

// Other work on the machine inflates wall-clock times; the load average and the CPU time spent
// per render (which contention barely changes) make a noisy run recognisable as such.
const loadBefore = os.loadavg()[0] ?? 0;
const results: Result[] = [];
for (const [label, lines] of [
  ['10 lines', 10],
  ['60 lines', 60],
] as const) {
  results.push(await measure(label, lines));
}

const loadAfter = os.loadavg()[0] ?? 0;
console.log(
  `Invoice PDF: ${RENDERS} renders each after ${WARM_UP} warm-up, ${os.cpus().length} CPUs, ` +
    `Node ${process.version}, 1-minute load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
);
console.log('invoice   | median ms | p95 ms | CPU median ms | size      | pages');
for (const result of results) {
  console.log(
    `${result.label.padEnd(9)} | ${result.median.toFixed(1).padStart(9)} | ${result.p95.toFixed(1).padStart(6)} | ` +
      `${result.cpuMedian.toFixed(1).padStart(13)} | ${(result.bytes / 1024).toFixed(1).padStart(6)} kB | ${result.pages}`,
  );
}
