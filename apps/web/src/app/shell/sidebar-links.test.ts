import { describe, expect, it } from 'vitest';
import { isLinkActive, SIDEBAR_LINKS } from './sidebar-links';

const activeLabels = (pathname: string) =>
  SIDEBAR_LINKS.filter((link) => isLinkActive(link, pathname)).map((link) => link.label);

describe('isLinkActive', () => {
  it('highlights Invoices on the home page, the list and an invoice', () => {
    expect(activeLabels('/')).toEqual(['Invoices']);
    expect(activeLabels('/Invoices')).toEqual(['Invoices']);
    expect(activeLabels('/invoice/7')).toEqual(['Invoices']);
    expect(activeLabels('/invoices/customer/3')).toEqual(['Invoices']);
  });
  it('does not confuse a section with another that starts with the same letters', () => {
    expect(activeLabels('/customers')).toEqual(['Customers']);
    expect(activeLabels('/customer/4')).toEqual(['Customers']);
    expect(activeLabels('/purchases/')).toEqual(['Purchases']);
  });
  it('highlights nothing on an unknown page', () => {
    expect(activeLabels('/nowhere')).toEqual([]);
  });
  it('lists every sidebar link of the specification', () => {
    expect(SIDEBAR_LINKS.map((link) => link.label)).toEqual([
      'Dashboard',
      'Invoices',
      'Notes',
      'Purchases',
      'Products',
      'Categories',
      'GST Rate',
      'Customers',
      'Suppliers',
      'Price lists',
      'Reports',
      'GST Returns',
      'Payments',
      'Expenses',
      'Stocks',
      'Import',
      'Settings',
      'Users',
      'Edit log',
    ]);
  });
});
