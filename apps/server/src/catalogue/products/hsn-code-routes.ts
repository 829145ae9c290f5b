import { hsnCodeRoutes } from '@bahi/domain/contract';
import { hsnMaster } from '../../core/hsn/hsn-master-file';
import type { ApiRouter } from '../../core/http/api-router';

/** The HSN/SAC master, searched in memory: a binary search for digits, one pass for words. */
export function registerHsnCodeRoutes(api: ApiRouter): void {
  api.add(hsnCodeRoutes.search, async ({ query }) => ({ data: hsnMaster().search(query.q, query.limit) }));
}
