import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reads rendered PDFs back with poppler-utils, the way a buyer's PDF reader or an auditor's tools
// would, so the tests check what is really in the file rather than what pdfmake was asked for.
// Used by the tests only; CI installs poppler-utils.

const POPPLER_TOOLS = ['pdftotext', 'pdfinfo', 'pdfimages', 'pdffonts'] as const;
type PopplerTool = (typeof POPPLER_TOOLS)[number];

/** Throws a clear message when poppler-utils is missing, so the PDF tests fail instead of skipping. */
export function assertPopplerInstalled(): void {
  for (const tool of POPPLER_TOOLS) {
    const probe = spawnSync(tool, ['-v'], { encoding: 'utf8' });
    if (probe.error) {
      throw new Error(
        `${tool} was not found (${probe.error.message}). The invoice PDF tests read PDFs with ` +
          'poppler-utils: install it (apt-get install poppler-utils) and run them again.',
      );
    }
  }
}

/** The text of each page, laid out as on paper (pdftotext -layout). */
export function extractPdfPages(pdf: Buffer): string[] {
  const text = runOnPdf(pdf, 'pdftotext', ['-layout', '-enc', 'UTF-8'], ['-']);
  // pdftotext ends every page with a form feed, so the last piece is empty.
  return text.split('\f').slice(0, -1);
}

export function readPdfPageCount(pdf: Buffer): number {
  const info = runOnPdf(pdf, 'pdfinfo', []);
  const match = /^Pages:\s+(\d+)$/m.exec(info);
  if (!match) throw new Error(`pdfinfo printed no page count:\n${info}`);
  return Number(match[1]);
}

/** Rows of `pdfimages -list` below its two header lines: one per embedded raster image. */
export function listPdfImages(pdf: Buffer): string[] {
  return runOnPdf(pdf, 'pdfimages', ['-list'])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '');
}

/** Rows of `pdffonts` below its two header lines: one per font the PDF uses. */
export function listPdfFonts(pdf: Buffer): string[] {
  return runOnPdf(pdf, 'pdffonts', [])
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '');
}

function runOnPdf(pdf: Buffer, tool: PopplerTool, options: string[], after: string[] = []): string {
  const folder = mkdtempSync(join(tmpdir(), 'bahi-pdf-'));
  try {
    const file = join(folder, 'invoice.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...options, file, ...after], { encoding: 'utf8' });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
