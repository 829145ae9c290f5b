import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

// Tests only: a page of a PDF rendered to pixels by poppler's pdftoppm, and the QR code on it read
// back by jsQR, so a test checks the code a phone would scan rather than what pdfmake was given.

/** Page 1 (or `page`) of the PDF as RGBA pixels at `dpi`. */
export function renderPdfPage(pdf: Buffer, page = 1, dpi = 200): PNG {
  const folder = mkdtempSync(join(tmpdir(), 'bahi-pdf-png-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(page),
      '-l',
      String(page),
      '-singlefile',
      file,
      join(folder, 'page'),
    ]);
    return PNG.sync.read(readFileSync(join(folder, 'page.png')));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The text of the QR code on a page, or null when there is none. */
export function readQrCode(pdf: Buffer, page = 1): string | null {
  const image = renderPdfPage(pdf, page);
  // Dark modules on white paper: no need to try the inverted image as well (halves the time).
  const found = jsQR(new Uint8ClampedArray(image.data), image.width, image.height, {
    inversionAttempts: 'dontInvert',
  });
  return found?.data ?? null;
}
