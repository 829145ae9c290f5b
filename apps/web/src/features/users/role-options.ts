import { ROLE_LABELS, ROLES } from '@bahi/domain/contract';

/** The roles as a Select's options, with what each may do. */
export const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

export const ROLE_DESCRIPTIONS: Record<(typeof ROLES)[number], string> = {
  owner: 'Everything: users, settings, backups',
  accountant: 'Every document and report, cancelling, the edit log',
  billing: "Issues invoices, receipts and customers; sees the day's work",
  viewer: 'Reads the books, changes nothing',
};
