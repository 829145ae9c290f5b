import { healthRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../http/api-router';

export function registerHealthRoutes(api: ApiRouter): void {
  api.add(healthRoutes.check, async () => ({ status: 'ok' as const }));
}
