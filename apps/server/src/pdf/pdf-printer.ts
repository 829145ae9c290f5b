import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { loadPdfFonts } from './pdf-fonts';
import { speedUpPdfkit } from './pdf-kit-speedups';
import { speedUpPdfmakeStyles } from './pdf-style-stack';
import { speedUpPdfmakeTextMeasure } from './pdf-text-measure';

// One printer for the whole process: font loading is the expensive part of setting up pdfmake,
// so it happens at first use and every later render reuses it. The first use also installs the
// shortcuts into pdfmake and pdfkit that make a render cheaper without changing its output
// (pdf-style-stack.ts, pdf-text-measure.ts, pdf-kit-speedups.ts, pdf-font-subset.ts).

let sharedPrinter: PdfPrinter | undefined;

/** The process-wide printer; the first call loads the fonts and installs the shortcuts. */
export function getPdfPrinter(): PdfPrinter {
  if (!sharedPrinter) {
    const fonts = loadPdfFonts();
    const roboto = fonts.Roboto?.normal;
    if (!Buffer.isBuffer(roboto)) throw new Error('The Roboto font was not loaded');
    speedUpPdfmakeStyles();
    speedUpPdfmakeTextMeasure();
    speedUpPdfkit(roboto);
    sharedPrinter = new PdfPrinter(fonts);
  }
  return sharedPrinter;
}

/** Lays out and writes a document, resolving with the finished PDF file. */
export function renderPdfBuffer(definition: TDocumentDefinitions): Promise<Buffer> {
  const document = getPdfPrinter().createPdfKitDocument(definition);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    document.end();
  });
}
