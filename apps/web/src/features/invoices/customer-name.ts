import { titleCase } from '../../lib/format';

/** A customer's name as the invoice screens show it: title-cased, or 'N/A' when blank. */
export function customerName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? '';
  return trimmed ? titleCase(trimmed) : 'N/A';
}
