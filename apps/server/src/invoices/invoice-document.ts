import type { InvoiceDetail, PrintFormat } from '@bahi/domain/schemas';
import { copiesOf } from '@bahi/domain/schemas';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { invoicePrint, type SalesDocumentPrint } from '../documents/pdf/document-parties';
import { buildSalesDocument, type SalesDocumentOptions } from '../documents/pdf/sales-document';
import { buildThermalDocument } from './invoice-thermal';

// The pdfmake document for one invoice: the sales document's A4 or A5 layout
// (documents/pdf/sales-document.ts), or the 80 mm thermal roll (invoice-thermal.ts).

export type InvoicePrintOptions = Omit<SalesDocumentOptions, 'format'> & { format?: PrintFormat };

export function buildInvoiceDocument(
  detail: InvoiceDetail,
  print: SalesDocumentPrint = invoicePrint(detail),
  options: InvoicePrintOptions = {},
): TDocumentDefinitions {
  const { format, ...rest } = options;
  if (format === 'thermal') {
    return buildThermalDocument(detail, print, copiesOf(rest.copies ?? 'original'), rest.images ?? {});
  }
  return buildSalesDocument(detail, print, { ...rest, ...(format ? { format } : {}) });
}
