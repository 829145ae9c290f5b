import type { Statement } from '@bahi/domain/schemas';
import type { RequestContext } from '../core/http/request-context';
import { findSettings } from '../core/shop/settings-repository';
import { storedSeller } from '../documents/seller-snapshot';
import { renderPdfBuffer } from '../pdf/pdf-printer';
import { buildStatementDocument } from './statement-document';

/** The statement as an A4 PDF, with the shop's particulars of today. */
export async function renderStatementPdf(ctx: RequestContext, statement: Statement): Promise<Buffer> {
  const seller = storedSeller(null, await findSettings(ctx.db));
  return renderPdfBuffer(buildStatementDocument(statement, seller));
}

/** 'Statement_Sharma-Traders_2026-11-01_2026-11-30.pdf'. */
export function statementFileName(statement: Statement, extension: 'pdf' | 'xlsx'): string {
  const name = statement.party_name.replaceAll(/[^A-Za-z0-9]+/g, '-').replaceAll(/^-|-$/g, '') || 'party';
  return `Statement_${name}_${statement.from}_${statement.to}.${extension}`;
}
