import { todayIso } from '@bahi/domain';
import { callServer, type ServerProcess } from './server-process';

// Concurrent writers saving invoices through the HTTP API of one or more server processes for a
// bounded time, as billing counters would. Writer w uses server w mod n and numbers its invoices
// <prefix><w>-<i>, so any duplicate in the database is a save that happened twice.

/** The shop's details, saved (PUT /api/settings) before invoices can be issued. */
export const LOAD_SHOP = {
  name: 'Counter Traders',
  gstin: '22AAAAA0000A1ZC',
  state_code: '22',
  phone: '+91 771 400 0000',
  email: 'accounts@countertraders.in',
  address: 'Shop 4, Sadar Bazar, Raipur, Chhattisgarh 492001',
  bank_name: 'State Bank of India',
  bank_account_number: '00000011122233',
  bank_ifsc: 'SBIN0000461',
  bank_branch: 'Raipur Main',
  invoice_prefix: 'INV',
  round_off: false,
};

export type InvoiceLoadResult = {
  /** Invoice numbers whose save was answered 201. */
  acknowledged: string[];
  /** How many answers of each status (0: the connection failed without an answer). */
  statuses: Record<number, number>;
  /** Answers other than 201, first ones kept. */
  failures: { status: number; body: unknown }[];
};

export type InvoiceLoadOptions = {
  writers: number;
  durationMs: number;
  customerId: number;
  productId: number;
  prefix: string;
  /** Stop early (e.g. once a server has been killed on purpose). */
  until?: () => boolean;
};

export async function runInvoiceLoad(
  servers: ServerProcess[],
  options: InvoiceLoadOptions,
): Promise<InvoiceLoadResult> {
  const result: InvoiceLoadResult = { acknowledged: [], statuses: {}, failures: [] };
  const deadline = Date.now() + options.durationMs;
  const writer = async (w: number) => {
    const server = servers[w % servers.length] as ServerProcess;
    for (let i = 1; Date.now() < deadline && !options.until?.(); i++) {
      const invoiceNumber = `${options.prefix}${w}-${i}`;
      const answer = await callServer(server, 'POST', '/api/invoices', {
        invoice_number: invoiceNumber,
        date: todayIso(),
        customer_id: options.customerId,
        status: 'Unpaid',
        items: [{ product_id: options.productId, mrp: 118, gst_rate: 18, quantity: 1, discount: 0 }],
      });
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      if (answer.status === 201) result.acknowledged.push(invoiceNumber);
      else if (result.failures.length < 10) result.failures.push(answer);
      // A server that is gone: this writer stops, as a counter would see the error.
      if (answer.status === 0) return;
    }
  };
  await Promise.all(Array.from({ length: options.writers }, (_, w) => writer(w)));
  return result;
}

/** Count of answers with a status of 500 or more. */
export function serverErrors(result: InvoiceLoadResult): number {
  return Object.entries(result.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
}
