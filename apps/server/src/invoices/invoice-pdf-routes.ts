import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../db/database';
import { errorResponses, idParamsSchema } from '../http/route-schemas';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { getInvoiceDetail } from './invoice-service';

/** GET /api/invoices/{id}/pdf: the vector A4 tax invoice, rendered on the server (DESIGN.md section 1). */
export function registerInvoicePdfRoutes(api: FastifyInstance, db: Db): void {
  const app = api.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/invoices/:id/pdf',
    {
      schema: {
        tags: ['Invoices'],
        summary: 'The invoice as an A4 PDF file named Invoice_{number}.pdf (/ in the number becomes -)',
        params: idParamsSchema,
        // The 200 answer is a binary file, which no JSON schema describes; only errors are JSON.
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => {
      const detail = await getInvoiceDetail(db, request.params.id);
      const pdf = await renderInvoicePdf(detail);
      // The typed reply only knows the JSON error bodies; the file goes out as plain bytes.
      const fileReply: FastifyReply = reply;
      return fileReply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${invoicePdfFileName(detail.invoice_number)}"`)
        .send(pdf);
    },
  );
}
