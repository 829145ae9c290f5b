import { gstRateRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../../core/http/api-router';
import { addResourceRoutes } from '../../core/http/resource-routes';
import { changeGstRate, createGstRate, getGstRate, listGstRates, removeGstRate } from './gst-rate-service';

export function registerGstRateRoutes(api: ApiRouter): void {
  addResourceRoutes(api, gstRateRoutes, {
    list: listGstRates,
    get: getGstRate,
    create: createGstRate,
    update: changeGstRate,
    remove: removeGstRate,
  });
}
