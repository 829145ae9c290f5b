import {
  backupListSchema,
  backupNameParamsSchema,
  backupScheduleInputSchema,
  backupScheduleSchema,
  backupSchema,
} from '../schemas/backups';
import { ACCESS } from './roles';
import { defineRoute } from './route';

// Backups of the whole database: the list with each one's check, a backup now, the file itself,
// and the daily schedule. Restoring is not a call: `npm run restore -- FILE` with the server stopped.

const tags = ['Backups'] as const;

export const backupRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/backups',
    tags,
    summary: 'The backups kept (newest first), their folder and the daily schedule',
    success: { status: 200, schema: backupListSchema },
    errors: [],
    roles: ACCESS.owner,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/backups',
    tags,
    summary: 'Back up the database now; the answer says whether the written file passed its check',
    success: { status: 201, schema: backupSchema },
    errors: [409],
    roles: ACCESS.owner,
  }),
  download: defineRoute({
    method: 'GET',
    path: '/backups/:name',
    tags,
    summary: 'The backup file (SQLite database, or gzipped SQL for PostgreSQL)',
    params: backupNameParamsSchema,
    success: { status: 200, file: 'application/octet-stream' },
    errors: [400, 404],
    roles: ACCESS.owner,
  }),
  updateSchedule: defineRoute({
    method: 'PUT',
    path: '/backups/schedule',
    tags,
    summary: 'Set the hour (India time) of the daily backup and how many days backups are kept',
    body: backupScheduleInputSchema,
    success: { status: 200, schema: backupScheduleSchema },
    errors: [400, 422],
    roles: ACCESS.owner,
  }),
} as const;
