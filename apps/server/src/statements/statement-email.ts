import { formatDateDmy, formatRupees, rupeesToPaise } from '@bahi/domain';
import type { InvoiceEmailInput, StatementQuery } from '@bahi/domain/schemas';
import { BadGatewayError, ConflictError } from '../core/http/errors';
import type { RequestContext } from '../core/http/request-context';
import { findEmailSettings } from '../core/mail/mail-settings-repository';
import { sendMail } from '../core/mail/mail-transport';
import { findSettings } from '../core/shop/settings-repository';
import type { PartyKind } from '../documents/party-repository';
import { renderStatementPdf, statementFileName } from './statement-pdf';
import { getStatement } from './statement-service';

// "E-mail statement": the statement's PDF attached to a short message through the shop's mail
// server, as invoices are e-mailed.

export async function emailStatement(
  ctx: RequestContext,
  kind: PartyKind,
  partyId: number,
  query: StatementQuery,
  input: InvoiceEmailInput,
): Promise<{ sent_to: string; subject: string }> {
  const { db } = ctx;
  const settings = await findEmailSettings(db);
  if (settings.configured !== 1) {
    throw new ConflictError('E-mail is not set up: the owner enters the mail server in Settings first');
  }
  const statement = await getStatement(ctx, kind, partyId, query);
  const shop = await findSettings(db);
  const period = `${formatDateDmy(statement.from)} to ${formatDateDmy(statement.to)}`;
  const subject = `Statement of account ${period} from ${shop.name}`;
  const text = [
    input.message?.trim() || `Dear ${statement.party_name},`,
    '',
    `Please find attached your statement of account for ${period}. Balance on ${formatDateDmy(statement.to)}: ${formatRupees(rupeesToPaise(statement.closing_balance))}.`,
    '',
    shop.name,
  ].join('\n');
  try {
    await sendMail(settings, {
      to: input.to,
      subject,
      text,
      attachment: {
        filename: statementFileName(statement, 'pdf'),
        content: await renderStatementPdf(ctx, statement),
      },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BadGatewayError(`The mail server did not take the e-mail: ${reason}`, { cause: error });
  }
  return { sent_to: input.to, subject };
}
