import { exportRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { exportEverything } from './full-export-service';

export function registerExportRoutes(api: ApiRouter): void {
  api.add(exportRoutes.everything, async ({ ctx }) => exportEverything(ctx));
}
