import type { AuditEntry } from '@bahi/domain/schemas';

// The edit log as CSV for auditors: one row per entry, the record before and after as JSON text.

const HEADER = [
  'When (UTC)',
  'User',
  'API token',
  'IP address',
  'Record type',
  'Record id',
  'Action',
  'Before',
  'After',
];

/** A cell quoted as CSV needs, with spreadsheet formulas defused ('=', '+', '-', '@' lead). */
function cell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [HEADER.join(',')];
  for (const entry of entries) {
    lines.push(
      [
        entry.at,
        entry.user_name,
        entry.token_name,
        entry.ip,
        entry.record_type,
        entry.record_id,
        entry.action,
        entry.before,
        entry.after,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
