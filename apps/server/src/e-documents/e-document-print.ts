import { formatIndianInstant } from '@bahi/domain';
import type { Content } from 'pdfmake/interfaces';
import type { Db } from '../core/db/database';
import type { EInvoiceDocumentType, EwayDocumentType } from '../core/db/schema-e-documents';

// What a document prints of its e-documents: the live e-way bill number with its date and validity
// (an invoice, a purchase return), and the IRN with its acknowledgement and the IRP's signed QR
// code (an invoice, a note: Rule 48(4)).

export type PrintedEDocuments = {
  ewayBill?: { number: string; date: string; validUntil: string | null };
  eInvoice?: { irn: string; ackNo: string; ackDate: string; signedQrCode: string };
};

export async function findPrintedEDocuments(
  db: Db,
  type: EInvoiceDocumentType | EwayDocumentType,
  documentId: number,
): Promise<PrintedEDocuments> {
  const [bill, irn] = await Promise.all([
    type === 'invoice' || type === 'purchase_return'
      ? db
          .selectFrom('eway_bills')
          .select(['ewb_number', 'ewb_date', 'valid_until'])
          .where('document_type', '=', type)
          .where('document_id', '=', documentId)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst()
      : undefined,
    type === 'purchase_return'
      ? undefined
      : db
          .selectFrom('e_invoices')
          .select(['irn', 'ack_no', 'ack_date', 'signed_qr_code'])
          .where('document_type', '=', type)
          .where('document_id', '=', documentId)
          .where('status', '=', 'ACT')
          .executeTakeFirst(),
  ]);
  return {
    ...(bill?.ewb_number && bill.ewb_date
      ? { ewayBill: { number: bill.ewb_number, date: bill.ewb_date, validUntil: bill.valid_until } }
      : {}),
    ...(irn
      ? {
          eInvoice: {
            irn: irn.irn,
            ackNo: irn.ack_no,
            ackDate: irn.ack_date,
            signedQrCode: irn.signed_qr_code,
          },
        }
      : {}),
  };
}

/** A band under the heading; nothing when the document has neither. */
export function buildEDocumentBand(printed: PrintedEDocuments | undefined): Content[] {
  if (!printed || (!printed.ewayBill && !printed.eInvoice)) return [];
  const lines: Content[] = [];
  if (printed.eInvoice) {
    lines.push(
      { text: [{ text: 'IRN: ', bold: true }, printed.eInvoice.irn], fontSize: 7.5 },
      {
        text: [
          { text: 'Ack No: ', bold: true },
          printed.eInvoice.ackNo,
          { text: '   Ack Date: ', bold: true },
          formatIndianInstant(printed.eInvoice.ackDate),
        ],
      },
    );
  }
  if (printed.ewayBill) {
    const until = printed.ewayBill.validUntil
      ? ` · valid until ${formatIndianInstant(printed.ewayBill.validUntil)}`
      : '';
    lines.push({
      text: [
        { text: 'E-Way Bill No: ', bold: true },
        printed.ewayBill.number,
        ` · ${formatIndianInstant(printed.ewayBill.date)}${until}`,
      ],
    });
  }
  return [
    {
      columns: [
        { width: '*', stack: lines },
        ...(printed.eInvoice
          ? [{ width: 110, qr: printed.eInvoice.signedQrCode, fit: 110, eccLevel: 'L' as const }]
          : []),
      ],
      columnGap: 8,
      margin: [0, 4, 0, 6],
    },
  ];
}
