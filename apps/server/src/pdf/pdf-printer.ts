import PdfPrinter from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { loadPdfFonts } from './pdf-fonts';

// One printer for the whole process: font loading is the expensive part of setting up pdfmake,
// so it happens at first use and every later render reuses it.

let sharedPrinter: PdfPrinter | undefined;

/** The process-wide printer; the first call loads the fonts. */
export function getPdfPrinter(): PdfPrinter {
  sharedPrinter ??= new PdfPrinter(loadPdfFonts());
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
