import { apiRoutes, invoiceRoutes, voucherKindRouteSets } from '@bahi/domain/contract';
import { describe, expect, it } from 'vitest';
import { contractRuntimeSource, runtimeValue } from '../../contract-runtime';

// The production build's stand-in for the contract keeps what a call needs at run time and none
// of the schemas, so zod and the shared schemas stay out of the first visit.

describe('the contract as the web build ships it', () => {
  it('keeps method, path, answer kind, idempotency and roles of every route', () => {
    for (const route of apiRoutes) {
      const kept = runtimeValue(route) as Record<string, unknown>;
      expect(kept).toMatchObject({ method: route.method, path: route.path, roles: route.roles });
      expect(Object.keys(kept).sort()).toEqual(
        ['method', 'path', 'roles', 'success', ...(route.idempotent ? ['idempotent'] : [])].sort(),
      );
    }
    expect(runtimeValue(invoiceRoutes.create)).toMatchObject({ success: { status: 201 }, idempotent: true });
    expect(runtimeValue(invoiceRoutes.pdf)).toMatchObject({
      success: { status: 200, file: 'application/pdf' },
    });
    expect(runtimeValue(voucherKindRouteSets)).toMatchObject({
      receipt: { list: { method: 'GET', path: '/receipts' } },
    });
  });

  it('writes a module without a schema in it', () => {
    const source = contractRuntimeSource();
    expect(source).not.toContain('_zod');
    expect(source).toContain('export const invoiceRoutes = ');
    expect(source).toMatch(/export \{ fillPath \} from ".*path\.ts";/);
  });
});
