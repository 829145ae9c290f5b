import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { InvoiceEmail, InvoiceEmailInput } from '@bahi/domain/schemas';
import { inTransaction } from '../core/db/transactions';
import { recordChange } from '../core/edit-log/record-change';
import { BadGatewayError, ConflictError, NotFoundError } from '../core/http/errors';
import { type RequestContext, withDb } from '../core/http/request-context';
import { findEmailSettings } from '../core/mail/mail-settings-repository';
import { sendMail } from '../core/mail/mail-transport';
import { printedSettingsImages } from '../core/shop/settings-images';
import { refuseOutsideBillingDay } from '../documents/billing-day';
import { findEmailsOfInvoice, type InvoiceEmailRow, insertInvoiceEmail } from './invoice-email-repository';
import { invoicePdfFileName, renderInvoicePdf } from './invoice-pdf';
import { findInvoiceById } from './invoice-repository';
import { getInvoiceDetail } from './invoice-service';

// "E-mail invoice": the invoice's PDF, as printed, attached to a short message through the shop's
// mail server, and a record of the sending on the invoice (to whom, when, by whom). Nothing is
// recorded when the mail server refuses; the answer says what it said. The sending is an edit-log
// entry of the invoice too (action email), with the copy on the invoice in one transaction.

function toInvoiceEmail(row: InvoiceEmailRow): InvoiceEmail {
  return {
    id: row.id,
    invoice_id: row.invoice_id,
    sent_to: row.sent_to,
    subject: row.subject,
    sent_at: row.sent_at,
    user_name: row.user_name,
  };
}

export async function listInvoiceEmails(
  ctx: RequestContext,
  invoiceId: number,
): Promise<{ data: InvoiceEmail[] }> {
  const { db } = ctx;
  const invoice = await findInvoiceById(db, invoiceId);
  if (!invoice) throw new NotFoundError(`Invoice ${invoiceId} not found`);
  refuseOutsideBillingDay(ctx, invoice.date, 'invoices');
  return { data: (await findEmailsOfInvoice(db, invoiceId)).map(toInvoiceEmail) };
}

export async function emailInvoice(
  ctx: RequestContext,
  invoiceId: number,
  input: InvoiceEmailInput,
): Promise<InvoiceEmail> {
  const { db } = ctx;
  const settings = await findEmailSettings(db);
  if (settings.configured !== 1) {
    throw new ConflictError('E-mail is not set up: the owner enters the mail server in Settings first');
  }
  const invoice = await getInvoiceDetail(ctx, invoiceId);
  const subject = `Invoice ${invoice.invoice_number} from ${invoice.seller.name}`;
  const lines = [
    input.message?.trim() || `Dear ${invoice.customer.name},`,
    '',
    `Please find attached invoice ${invoice.invoice_number} of ${formatDateDmy(invoice.date)} for ${formatRupees(rupeesToPaise(invoice.grand_total))}.`,
    '',
    invoice.seller.name,
  ];
  let messageId: string;
  try {
    ({ messageId } = await sendMail(settings, {
      to: input.to,
      subject,
      text: lines.join('\n'),
      attachment: {
        filename: invoicePdfFileName(invoice.invoice_number),
        content: await renderInvoicePdf(invoice, { images: await printedSettingsImages(db) }),
      },
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BadGatewayError(`The mail server did not take the e-mail: ${reason}`, { cause: error });
  }
  return inTransaction(db, async (trx) => {
    const row = await insertInvoiceEmail(trx, {
      invoice_id: invoice.id,
      sent_to: input.to,
      subject,
      sent_at: new Date().toISOString(),
      user_id: ctx.actor.id,
      user_name: ctx.actor.tokenName ? `${ctx.actor.name} (token ${ctx.actor.tokenName})` : ctx.actor.name,
      message_id: messageId || null,
    });
    const sent = toInvoiceEmail(row);
    await recordChange(withDb(ctx, trx), {
      recordType: 'invoice',
      recordId: invoice.id,
      action: 'email',
      before: null,
      after: { sent_to: sent.sent_to, subject: sent.subject, sent_at: sent.sent_at },
    });
    return sent;
  });
}
