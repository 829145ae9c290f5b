import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Tests only: the size of every page of a PDF in points, as pdfinfo reads it.

export function readPdfPageSizes(pdf: Buffer): { width: number; height: number }[] {
  const folder = mkdtempSync(join(tmpdir(), 'bahi-pdf-size-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', ['-f', '1', '-l', '1000', file], { encoding: 'utf8' });
    return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((match) => ({
      width: Number(match[1]),
      height: Number(match[2]),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
