import { ACCESS } from './roles';
import { defineRoute } from './route';

// The accountant's full export: every master and document with its lines, one download.

export const exportRoutes = {
  everything: defineRoute({
    method: 'GET',
    path: '/export',
    tags: ['Export'],
    summary:
      'Every master and document with its lines as one .zip of CSV files (plain figures: 1234567.80, dates YYYY-MM-DD), named Bahi_export_{date}.zip',
    success: { status: 200, file: 'application/zip' },
    errors: [],
    roles: ACCESS.accounts,
  }),
} as const;
