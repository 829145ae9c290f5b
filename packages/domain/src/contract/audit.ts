import { auditEntrySchema, auditQuerySchema } from '../schemas/audit';
import { listResponseSchema } from '../schemas/common';
import { listCall } from './calls';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// The edit log (append-only): read page by page, or every matching entry as CSV.

const tags = ['Edit log'] as const;

export const auditRoutes = {
  list: listCall({
    path: '/audit-log',
    tags,
    summary:
      'Edit log entries, newest first; from/to (India’s days), user_id, record_type and record_id narrow it',
    query: auditQuerySchema,
    page: listResponseSchema(auditEntrySchema),
    roles: ACCESS.accounts,
  }),
  csv: defineRoute({
    method: 'GET',
    path: '/audit-log/csv',
    tags,
    summary: 'Every entry matching the filters as a CSV file (offset and limit are ignored)',
    query: auditQuerySchema,
    success: { status: 200, file: 'text/csv' },
    errors: [400],
    roles: ACCESS.accounts,
  }),
} as const;
