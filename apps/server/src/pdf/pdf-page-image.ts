import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Tests only: a page of a PDF rendered to pixels by poppler's pdftoppm, and the QR code on it read
// back by zbar's zbarimg, so a test checks the code a phone would scan rather than what pdfmake was
// given. zbar, not a JavaScript decoder: jsQR took one to two seconds a page at 200 dpi on the
// 2-core machine, and the suite reads a dozen pages on each database.

/** zbarimg's exit code when the image holds no code it can read. */
const NO_CODE_FOUND = 4;

/**
 * The text of the QR code on page 1 of the PDF, or null when there is none. 200 dpi reads the
 * densest code Bahi prints, the e-invoice's signed QR (150 dpi did too, 100 did not); a test of a
 * small code may ask for fewer dots, which take a third of the time.
 */
export function readQrCode(pdf: Buffer, dpi = 200): string | null {
  const folder = mkdtempSync(join(tmpdir(), 'bahi-pdf-png-'));
  try {
    const file = join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    const pageArgs = ['-f', '1', '-l', '1', '-singlefile'];
    execFileSync('pdftoppm', ['-png', '-r', String(dpi), ...pageArgs, file, join(folder, 'page')]);
    try {
      return execFileSync('zbarimg', ['--quiet', '--raw', join(folder, 'page.png')], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch (error) {
      if ((error as { status?: number }).status === NO_CODE_FOUND) return null;
      throw error;
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
