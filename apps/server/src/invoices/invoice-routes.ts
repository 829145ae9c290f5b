import { invoiceRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { printedSettingsImages } from '../core/shop/settings-images';
import { findPrintedEDocuments } from '../e-documents/e-document-print';
import { registerInvoiceEDocumentRoutes } from './invoice-e-document-routes';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { changeInvoice, createInvoice, type IssueReceipt } from './invoice-save';
import { getInvoiceDetail, getInvoiceForEdit, listInvoices, suggestInvoiceNumber } from './invoice-service';
import { changeInvoiceStatus, refuseInvoiceDelete } from './invoice-status-change';

/** `issueReceipt` comes from the vouchers feature: money received with an invoice becomes a receipt. */
export function registerInvoiceRoutes(api: ApiRouter, issueReceipt: IssueReceipt): void {
  // The two reads a clerk makes all day, and the saves that answer with the same detail, answer as
  // their presenters build them (answer-as-built.ts).
  api.add(invoiceRoutes.list, ({ ctx, query }) => listInvoices(ctx, query), { answer: 'asBuilt' });
  api.add(invoiceRoutes.nextNumber, ({ ctx, query }) => suggestInvoiceNumber(ctx, query.date));
  api.add(invoiceRoutes.edit, ({ ctx, params }) => getInvoiceForEdit(ctx, params.id));
  api.add(invoiceRoutes.detail, ({ ctx, params }) => getInvoiceDetail(ctx, params.id), { answer: 'asBuilt' });
  api.add(invoiceRoutes.create, ({ ctx, body }) => createInvoice(ctx, body, issueReceipt), {
    answer: 'asBuilt',
  });
  api.add(
    invoiceRoutes.update,
    ({ ctx, params, body }) => changeInvoice(ctx, params.id, body, issueReceipt),
    {
      answer: 'asBuilt',
    },
  );
  api.add(invoiceRoutes.setStatus, ({ ctx, params, body }) =>
    changeInvoiceStatus(ctx, params.id, body.status),
  );
  api.add(invoiceRoutes.remove, ({ ctx, params }) => refuseInvoiceDelete(ctx, params.id));
  // The vector tax invoice, rendered on the server on the paper and in the copies asked for.
  api.add(invoiceRoutes.pdf, async ({ ctx, params, query }) => {
    const detail = await getInvoiceDetail(ctx, params.id);
    const images = await printedSettingsImages(ctx.db);
    const eDocuments = await findPrintedEDocuments(ctx.db, 'invoice', detail.id);
    const file = await renderInvoicePdf(detail, {
      format: query.format,
      copies: query.copies,
      images,
      eDocuments,
    });
    return { file, fileName: invoicePdfFileName(detail.invoice_number) };
  });
  registerInvoiceEDocumentRoutes(api);
}
