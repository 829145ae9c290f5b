import { stockRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { listProductBatches } from './product-batches-service';
import { getProductStock, listStock } from './stock-service';

export function registerStockRoutes(api: ApiRouter): void {
  api.add(stockRoutes.list, ({ ctx, query }) => listStock(ctx, query));
  api.add(stockRoutes.product, ({ ctx, params, query }) => getProductStock(ctx, params.id, query.as_of));
  api.add(stockRoutes.batches, ({ ctx, params, query }) => listProductBatches(ctx, params.id, query));
}
