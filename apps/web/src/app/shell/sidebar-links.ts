import { ACCESS, type RouteRoles } from '@bahi/domain/contract';

// The sidebar's links, in the order docs/product.md (Every screen) lists them. Each names the
// roles that may open its screen (the role matrix); the sidebar shows a user only those.

export type SidebarLink = {
  label: string;
  to: string;
  /** Other paths that belong to the same section, so its link stays highlighted there. */
  alsoActiveOn?: string[];
  /** Who sees the link; everyone signed in when left out. */
  roles?: RouteRoles;
};

export const SIDEBAR_LINKS: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard', roles: ACCESS.readers },
  { label: 'Invoices', to: '/invoices', alsoActiveOn: ['/', '/invoice', '/invoiceForm'] },
  { label: 'Notes', to: '/credit-notes', alsoActiveOn: ['/debit-notes'], roles: ACCESS.readers },
  {
    label: 'Purchases',
    to: '/purchases',
    alsoActiveOn: ['/purchase', '/create-purchase', '/purchase-returns'],
    roles: ACCESS.readers,
  },
  { label: 'Products', to: '/products' },
  { label: 'Categories', to: '/categories' },
  { label: 'GST Rate', to: '/gstrates' },
  { label: 'Customers', to: '/customers', alsoActiveOn: ['/customer'] },
  { label: 'Suppliers', to: '/suppliers', roles: ACCESS.readers },
  { label: 'Price lists', to: '/price-lists', roles: ACCESS.accounts },
  { label: 'Reports', to: '/reports', roles: ACCESS.readers },
  { label: 'GST Returns', to: '/returns', alsoActiveOn: ['/gstr-2b'], roles: ACCESS.readers },
  { label: 'Payments', to: '/payments' },
  { label: 'Expenses', to: '/backoffice/expenses', roles: ACCESS.readers },
  { label: 'Stocks', to: '/backoffice/stocks' },
  { label: 'Import', to: '/import', roles: ACCESS.accounts },
  { label: 'Settings', to: '/settings', roles: ACCESS.owner },
  { label: 'Users', to: '/users', alsoActiveOn: ['/tokens'], roles: ACCESS.owner },
  { label: 'Edit log', to: '/edit-log', roles: ACCESS.accounts },
];

/** Whether a link is the current section. Paths compare case-insensitively, like the routes. */
export function isLinkActive(link: SidebarLink, pathname: string): boolean {
  const path = normalize(pathname);
  return [link.to, ...(link.alsoActiveOn ?? [])].some((candidate) => {
    const base = normalize(candidate);
    if (base === '/') return path === '/';
    return path === base || path.startsWith(`${base}/`);
  });
}

function normalize(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') : lower;
}
