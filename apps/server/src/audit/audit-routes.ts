import { auditRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { exportAuditEntries, listAuditEntries } from './audit-service';

export function registerAuditRoutes(api: ApiRouter): void {
  api.add(auditRoutes.list, ({ ctx, query }) => listAuditEntries(ctx, query));
  api.add(auditRoutes.csv, async ({ ctx, query }) => ({
    file: Buffer.from(await exportAuditEntries(ctx, query), 'utf8'),
    fileName: 'edit-log.csv',
  }));
}
