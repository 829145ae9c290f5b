import type PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { loadPdfFonts } from './pdf-fonts';
import { speedUpPdfkit } from './pdf-kit-speedups';
import { speedUpPdfmakeStyles } from './pdf-style-stack';
import { speedUpPdfmakeTextMeasure } from './pdf-text-measure';

// One printer for the whole process: loading pdfmake (with the pdfkit it bundles, about 0.5 s of
// CPU) and its fonts is the expensive part, so it happens at the first PDF, not at the server's
// start, and every later render reuses it. The first use also installs the shortcuts into pdfmake
// and pdfkit that make a render cheaper without changing its output (pdf-style-stack.ts,
// pdf-text-measure.ts, pdf-kit-speedups.ts, pdf-font-subset.ts).

let sharedPrinter: Promise<PdfPrinter> | undefined;

/** The process-wide printer; the first call loads pdfmake and the fonts and installs the shortcuts. */
export function getPdfPrinter(): Promise<PdfPrinter> {
  sharedPrinter ??= import('pdfmake').then(({ default: Printer }) => {
    const fonts = loadPdfFonts();
    const roboto = fonts.Roboto?.normal;
    if (!Buffer.isBuffer(roboto)) throw new Error('The Roboto font was not loaded');
    speedUpPdfmakeStyles();
    speedUpPdfmakeTextMeasure();
    speedUpPdfkit(roboto);
    return new Printer(fonts);
  });
  // A failed first use is tried again by the next PDF rather than remembered.
  sharedPrinter.catch(() => {
    sharedPrinter = undefined;
  });
  return sharedPrinter;
}

/** Lays out and writes a document, resolving with the finished PDF file. */
export async function renderPdfBuffer(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = (await getPdfPrinter()).createPdfKitDocument(definition);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
