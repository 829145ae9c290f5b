// Who may do what: the one role matrix of Bahi. Every call of the contract names one of these
// access levels in its `roles` field (a call without one does not compile); the server refuses
// the others with 403, the OpenAPI description lists them, and the web app hides what a role may
// not do. docs/product.md ("Users and roles") prints the same table.

export const ROLES = ['owner', 'accountant', 'billing', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  accountant: 'Accountant',
  billing: 'Billing',
  viewer: 'Viewer',
};

/** Calls anyone may make without signing in: health, login, first-start setup. */
export const PUBLIC = 'public' as const;

/**
 * The access levels. Owner: everything, users, settings, backups. Accountant: every document and
 * report, cancelling, returns, the edit log. Billing: issues invoices, receipts and customers and
 * sees the day's work (the services narrow its reads to India's today and its edits to the day of
 * issue). Viewer: reads the books, changes nothing.
 */
export const ACCESS = {
  /** Every signed-in user: the catalogue, settings as printed, stock, one's own account. */
  anyone: ['owner', 'accountant', 'billing', 'viewer'],
  /** Reading the books: purchases, payments, expenses, reports, dashboard. */
  readers: ['owner', 'accountant', 'viewer'],
  /** Issuing sales: invoices, receipts, new customers. */
  billing: ['owner', 'accountant', 'billing'],
  /** Every document and record: purchases, payments, expenses, cancelling, the catalogue, the edit log. */
  accounts: ['owner', 'accountant'],
  /** Users, API tokens, settings, backups. */
  owner: ['owner'],
} as const satisfies Record<string, readonly Role[]>;

export type AccessLevel = keyof typeof ACCESS;

/**
 * Actions more than one call can reach, each with its one rule: cancelling an invoice or bringing a
 * cancelled one back is the same action whether asked through its status call or a PUT of the whole
 * invoice with a status, and the server checks this row (not the route's) wherever it is asked.
 */
export const ACTION_ROLES = {
  cancelInvoice: ACCESS.accounts,
  restoreInvoice: ACCESS.accounts,
  /** Saving a bill over the customer's credit limit, or while their bills are past due, after the question. */
  overrideCredit: ACCESS.accounts,
  /**
   * Setting a customer's credit limit or credit days: adding a customer (which Billing may) with
   * them, as changing a customer (which Billing may not) does.
   */
  setCreditTerms: ACCESS.accounts,
} as const satisfies Record<string, RouteRoles>;

export type GuardedAction = keyof typeof ACTION_ROLES;

/** What a route's `roles` field holds: PUBLIC, or one row of ACCESS. */
export type RouteRoles = typeof PUBLIC | (typeof ACCESS)[AccessLevel];

/** True when a signed-in user of this role may make a call with these roles. */
export function roleMay(roles: RouteRoles, role: Role): boolean {
  return roles === PUBLIC || (roles as readonly Role[]).includes(role);
}

/** The access level's name of a route's roles, for the docs and the OpenAPI description. */
export function accessLevelOf(roles: RouteRoles): AccessLevel | typeof PUBLIC {
  if (roles === PUBLIC) return PUBLIC;
  const level = (Object.keys(ACCESS) as AccessLevel[]).find((name) => ACCESS[name] === roles);
  if (!level) throw new Error('A route names roles that are not a row of ACCESS');
  return level;
}

/** "Owner, Accountant" or "Anyone, signed in or not". */
export function describeRoles(roles: RouteRoles): string {
  if (roles === PUBLIC) return 'Anyone, signed in or not';
  return roles.map((role) => ROLE_LABELS[role]).join(', ');
}
