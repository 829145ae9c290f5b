import { productRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../../core/http/api-router';
import { addResourceRoutes } from '../../core/http/resource-routes';
import { registerHsnCodeRoutes } from './hsn-code-routes';
import {
  changeProduct,
  createProduct,
  getProduct,
  listProducts,
  lookupProducts,
  removeProduct,
} from './product-service';

export function registerProductRoutes(api: ApiRouter): void {
  addResourceRoutes(api, productRoutes, {
    list: listProducts,
    get: getProduct,
    create: createProduct,
    update: changeProduct,
    remove: removeProduct,
  });
  api.add(productRoutes.lookup, ({ ctx }) => lookupProducts(ctx));
  registerHsnCodeRoutes(api);
}
