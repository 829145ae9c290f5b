import { categoryRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../../core/http/api-router';
import { addResourceRoutes } from '../../core/http/resource-routes';
import {
  changeCategory,
  createCategory,
  getCategory,
  listCategories,
  removeCategory,
} from './category-service';

export function registerCategoryRoutes(api: ApiRouter): void {
  addResourceRoutes(api, categoryRoutes, {
    list: listCategories,
    get: getCategory,
    create: createCategory,
    update: changeCategory,
    remove: removeCategory,
  });
}
