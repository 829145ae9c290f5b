import { apiRoutes } from '@bahi/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../core/db/database';

// Every successful write through the API leaves an edit-log entry (CGST Rules, rule 56(8)): each
// test app watches its own answers, and a POST, PUT or DELETE of the contract that answered 2xx
// without an entry of its request in audit_log fails the test file when the app closes. So the
// whole API suite, on both databases, walks every write route its tests make, and a new write
// route fails the first test that calls it unless its use case calls recordChange.

/**
 * Write routes of the contract that legitimately leave no entry, each with the reason. Nothing
 * else may be added here: a write that changes the books records its change.
 */
export const WRITES_WITHOUT_ENTRY: Readonly<Record<string, string>> = {
  'POST /admin/products': 'a read: every product for the purchase form picker (POST for a long filter)',
  'POST /admin/customers': 'a read: every customer for a picker (POST for a long filter)',
  'POST /admin/suppliers': 'a read: every supplier for a picker (POST for a long filter)',
  'POST /admin/next-purchase-number': 'a read: suggests the next purchase number, saves nothing',
  'POST /imports/:kind/preview': 'a read: checks a file and shows what would be imported, saves nothing',
  'POST /auth/login':
    'a session is not a record of the books; failed sign-ins and lock-outs are logged (login-service.ts)',
  'POST /auth/logout': 'ends the caller’s own session; sessions are not records of the books',
  'POST /auth/logout-everywhere': 'ends the caller’s own sessions; sessions are not records of the books',
  'POST /invoices/:id/eway-bill/json': 'a download: the portal file is built from saved data, saves nothing',
  'POST /eway-bills/json': 'a download: the portal file is built from saved data, saves nothing',
  'POST /purchase-returns/:id/eway-bill/json':
    'a download: the portal file is built from saved data, saves nothing',
  'POST /invoices/:id/e-invoice/json': 'a download: the IRP file is built from saved data, saves nothing',
  'POST /e-invoices/json': 'a download: the IRP file is built from saved data, saves nothing',
  'POST /credit-notes/:id/e-invoice/json': 'a download: the IRP file is built from saved data, saves nothing',
  'POST /debit-notes/:id/e-invoice/json': 'a download: the IRP file is built from saved data, saves nothing',
  'POST /customers/:id/statement/email': 'sends a statement of saved data by e-mail and saves nothing',
  'POST /suppliers/:id/statement/email': 'sends a statement of saved data by e-mail and saves nothing',
};

/**
 * Write routes whose answer can say that nothing changed, and so no entry is due: how to read it
 * from the answer. An import whose every row is skipped (on_match skip) saves nothing.
 */
const CHANGED_NOTHING: Readonly<Record<string, (answer: Record<string, unknown>) => boolean>> = {
  'POST /imports/:kind/commit': (answer) =>
    Object.entries(answer).every(([field, count]) => field === 'skipped' || count === 0),
};

const WRITE_ROUTES = new Set(
  apiRoutes.filter((route) => route.method !== 'GET').map((route) => `${route.method} ${route.path}`),
);

for (const key of Object.keys(WRITES_WITHOUT_ENTRY)) {
  if (!WRITE_ROUTES.has(key))
    throw new Error(`WRITES_WITHOUT_ENTRY names ${key}, not a write route of the contract`);
}

export type EditLogWitness = {
  /** Waits for the checks of answers already sent; throws naming each write that logged nothing. */
  verify(): Promise<void>;
};

export function watchEditLog(app: FastifyInstance, db: Db): EditLogWitness {
  const pending: Promise<void>[] = [];
  const unlogged: string[] = [];
  const answers = new WeakMap<object, string>();
  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload === 'string') answers.set(request, payload);
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = `${request.method} ${(request.routeOptions.url ?? '').replace(/^\/api/, '')}`;
    if (!WRITE_ROUTES.has(route) || route in WRITES_WITHOUT_ENTRY) return;
    if (reply.statusCode < 200 || reply.statusCode >= 300) return;
    // A retry with the same Idempotency-Key answers the first create again: the entry is the first's.
    if (reply.getHeader('idempotent-replayed') === 'true') return;
    const changedNothing = CHANGED_NOTHING[route];
    const answer = answers.get(request);
    if (changedNothing && answer !== undefined && changedNothing(JSON.parse(answer))) return;
    const check = db
      .selectFrom('audit_log')
      .select('id')
      .where('request_id', '=', request.id)
      .limit(1)
      .executeTakeFirst()
      .then((entry) => {
        if (!entry)
          unlogged.push(`${route} (${request.url}) answered ${reply.statusCode} with no edit-log entry`);
      });
    pending.push(check);
    await check;
  });
  return {
    async verify() {
      await Promise.all(pending);
      if (unlogged.length > 0) throw new Error(`Writes without an edit-log entry:\n${unlogged.join('\n')}`);
    },
  };
}
