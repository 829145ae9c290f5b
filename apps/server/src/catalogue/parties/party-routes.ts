import { customerCreditRoutes, customerRoutes, supplierRoutes, voucherRoutes } from '@bahi/domain/contract';
import type { ApiRouter } from '../../core/http/api-router';
import type { RequestContext } from '../../core/http/request-context';
import { addResourceRoutes } from '../../core/http/resource-routes';
import type { PartyKind } from '../../documents/party-repository';
import { getCustomerCredit, getPartyBalance } from './party-balance-service';
import { changeParty, createParty, getParty, listParties, lookupParties, removeParty } from './party-service';

// Customers and suppliers answer the same calls, each at its own path: /api/customers and
// /api/suppliers (list, one, add, replace, delete) and the POST /api/admin/{kind} lookup.

function registerPartyKind(
  api: ApiRouter,
  kind: PartyKind,
  routes: typeof customerRoutes | typeof supplierRoutes,
) {
  addResourceRoutes(api, routes, {
    list: (ctx, query) => listParties(ctx, kind, query),
    get: (ctx, id) => getParty(ctx, kind, id),
    create: (ctx: RequestContext, body) => createParty(ctx, kind, body),
    update: (ctx, id, body) => changeParty(ctx, kind, id, body),
    remove: (ctx, id) => removeParty(ctx, kind, id),
  });
  api.add(routes.lookup, ({ ctx }) => lookupParties(ctx, kind));
}

export function registerPartyRoutes(api: ApiRouter): void {
  registerPartyKind(api, 'customers', customerRoutes);
  registerPartyKind(api, 'suppliers', supplierRoutes);
  api.add(customerCreditRoutes.credit, ({ ctx, params }) => getCustomerCredit(ctx, params.id));
  // Declared with the vouchers' calls in the contract; answered here, where balances are read.
  api.add(voucherRoutes.customerBalance, ({ ctx, params }) => getPartyBalance(ctx, 'customers', params.id));
  api.add(voucherRoutes.supplierBalance, ({ ctx, params }) => getPartyBalance(ctx, 'suppliers', params.id));
}
