import { priceListRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import {
  changePriceLevel,
  createPriceLevel,
  getCustomerPriceList,
  getCustomerProductRate,
  listPriceLevels,
  setCustomerPriceList,
} from './price-list-service';

export function registerPriceListRoutes(api: ApiRouter): void {
  api.add(priceListRoutes.levels, ({ ctx }) => listPriceLevels(ctx));
  api.add(priceListRoutes.createLevel, ({ ctx, body }) => createPriceLevel(ctx, body));
  api.add(priceListRoutes.updateLevel, ({ ctx, params, body }) => changePriceLevel(ctx, params.id, body));
  api.add(priceListRoutes.customerPriceList, ({ ctx, params }) => getCustomerPriceList(ctx, params.id));
  api.add(priceListRoutes.setCustomerPriceList, ({ ctx, params, body }) =>
    setCustomerPriceList(ctx, params.id, body),
  );
  api.add(priceListRoutes.customerProductRate, ({ ctx, params }) =>
    getCustomerProductRate(ctx, params.id, params.productId),
  );
}
