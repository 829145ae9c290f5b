import { displayName } from '../../lib/format';

/**
 * A customer's name as the invoice documents show it: title-cased, or 'N/A' when blank. Kept for
 * the screens that import it from here (vouchers); it is the shared list rule of lib/format.
 */
export function customerName(name: string | null | undefined): string {
  return displayName(name);
}
