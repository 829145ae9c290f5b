import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolveTitle } from './route-types';
import { bareRoutes, shellRoutes } from './routes';
import { SIDEBAR_LINKS } from './shell/sidebar-links';

const table = [...shellRoutes, ...bareRoutes];
const routeObjects = table.map((route) => ({ path: route.path }));

/** The route a URL lands on and its title, as the router would pick them. */
function land(pathname: string) {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  if (!match) return undefined;
  const route = table.find((candidate) => candidate.path === match.route.path);
  return route && { path: route.path, title: resolveTitle(route.title, match.params) };
}

describe('route table', () => {
  it('has every screen of docs/product.md', () => {
    const screenPaths = [
      '/',
      '/invoices',
      '/dashboard',
      '/invoice/5',
      '/invoice-view/5',
      '/products',
      '/categories',
      '/gstrates',
      '/customers',
      '/customer/3',
      '/invoices/customer/3',
      '/productdrodown',
      '/cutomerdrodown',
      '/productrow',
      '/paymentvoucher',
      '/receiptvoucher',
      '/purchases',
      '/create-purchase',
      '/purchase/PUR-7',
      '/invoiceForm',
      '/reports',
      '/reports/hsn-summary',
      '/reports/hsn-summarybtob',
      '/reports/hsn-summarybtoc',
      '/reports/product-report',
      '/reports/stock-report',
      '/reports/near-expiry',
      '/payments',
      '/backoffice/expenses',
      '/backoffice/stocks',
    ];
    for (const path of screenPaths) expect(land(path), path).toBeDefined();
  });

  it('matches paths whatever their case', () => {
    expect(land('/Invoices')?.title).toBe('Invoices');
    expect(land('/INVOICEFORM')?.path).toBe('/invoiceForm');
  });

  it('keeps the misspelt helper routes as aliases of the correctly spelt ones', () => {
    expect(land('/productdrodown')?.title).toBe(land('/productdropdown')?.title);
    expect(land('/cutomerdrodown')?.title).toBe(land('/customerdropdown')?.title);
  });

  it('titles pages from their parameters, in correct English', () => {
    expect(land('/purchase/PUR-25-26-0001')?.title).toBe('Purchase PUR-25-26-0001');
    // A record's screen titles itself with its name or number once loaded, never with the id.
    expect(land('/invoices/customer/42')?.title).toBe('Customer invoices');
    expect(land('/customer/42')?.title).toBe('Customer');
    expect(land('/invoice/3')?.title).toBe('Invoice');
    expect(land('/purchases')?.title).toBe('Record Purchase');
  });

  it('has a route behind every sidebar link, and none for an unknown path', () => {
    for (const link of SIDEBAR_LINKS) expect(land(link.to), link.to).toBeDefined();
    expect(land('/no/such/page')).toBeUndefined();
  });

  it('lists each path once', () => {
    const paths = table.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});
