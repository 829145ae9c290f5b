// The sidebar's links, in the order docs/product.md (Every screen) lists them.

export type SidebarLink = {
  label: string;
  to: string;
  /** Other paths that belong to the same section, so its link stays highlighted there. */
  alsoActiveOn?: string[];
};

export const SIDEBAR_LINKS: SidebarLink[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Invoices', to: '/invoices', alsoActiveOn: ['/', '/invoice', '/invoiceForm'] },
  { label: 'Purchases', to: '/purchases', alsoActiveOn: ['/purchase', '/create-purchase'] },
  { label: 'Products', to: '/products' },
  { label: 'Categories', to: '/categories' },
  { label: 'GST Rate', to: '/gstrates' },
  { label: 'Customers', to: '/customers', alsoActiveOn: ['/customer'] },
  { label: 'Suppliers', to: '/suppliers' },
  { label: 'Reports', to: '/reports' },
  { label: 'Payments', to: '/payments' },
  { label: 'Expenses', to: '/backoffice/expenses' },
  { label: 'Stocks', to: '/backoffice/stocks' },
  { label: 'Settings', to: '/settings' },
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
