import { customerOnAccountRoutes, supplierOnAccountRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../core/http/api-router';
import { applyOnAccount, getOnAccount } from './on-account-service';
import { takeBackAdvance } from './on-account-take-back';

// A party's money on account and applying it to its bills (invoices of a customer, purchases of a supplier).
export function registerOnAccountRoutes(api: ApiRouter): void {
  api.add(customerOnAccountRoutes.read, ({ ctx, params }) => getOnAccount(ctx, 'customers', params.id));
  api.add(customerOnAccountRoutes.apply, ({ ctx, params, body }) =>
    applyOnAccount(ctx, 'customers', params.id, body),
  );
  api.add(customerOnAccountRoutes.takeBack, ({ ctx, params, body }) =>
    takeBackAdvance(ctx, 'customers', params.id, body),
  );
  api.add(supplierOnAccountRoutes.takeBack, ({ ctx, params, body }) =>
    takeBackAdvance(ctx, 'suppliers', params.id, body),
  );
  api.add(supplierOnAccountRoutes.read, ({ ctx, params }) => getOnAccount(ctx, 'suppliers', params.id));
  api.add(supplierOnAccountRoutes.apply, ({ ctx, params, body }) =>
    applyOnAccount(ctx, 'suppliers', params.id, body),
  );
}
