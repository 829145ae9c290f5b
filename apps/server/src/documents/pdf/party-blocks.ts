import type { Seller } from '@bahi/domain/schemas';
import type { Content, TableCell } from 'pdfmake/interfaces';
import { scriptText } from '../../pdf/pdf-scripts';
import { formatState } from './document-format';
import { PLAIN_LAYOUT } from './document-styles';

// The blocks every document's heading is made of: the seller, a party's lines, a key-value table.

/** The seller as printed at the top of every document; an invoice puts the shop's logo to its left. */
export function sellerBlock(seller: Seller, logo?: string): TableCell {
  const stack: Content[] = [
    { text: scriptText(seller.name), style: 'sellerName' },
    ...optionalLine(seller.address),
    registrationLine(seller.gstin, formatState(seller.state_code, seller.state_name)),
    ...contactLines(seller.phone, seller.email),
  ];
  if (!logo) return { stack };
  return {
    columns: [
      { image: logo, fit: [56, 56], width: 60 },
      { width: '*', stack },
    ],
    columnGap: 6,
  };
}

export function keyValueTable(rows: [string, Content][]): Content {
  return {
    table: {
      widths: ['auto', '*'],
      body: rows.map(([key, value]) => [{ text: key, style: 'label' }, value]),
    },
    layout: PLAIN_LAYOUT,
  };
}

/** GSTIN and state on one line: both identify where the party is registered. */
export function registrationLine(gstin: string | null, state: string): Content {
  return {
    text: [
      { text: 'GSTIN: ', style: 'label' },
      gstin ? { text: gstin, bold: true } : { text: 'Unregistered' },
      { text: '     State: ', style: 'label' },
      { text: state },
    ],
  };
}

export function optionalLine(text: string | null): Content[] {
  return text ? [{ text: scriptText(text) }] : [];
}

export function contactLines(phone: string | null, email: string | null): Content[] {
  const parts: Content[] = [];
  if (phone) parts.push({ text: [{ text: 'Phone: ', style: 'label' }, phone] });
  if (email) parts.push({ text: [{ text: 'E-mail: ', style: 'label' }, email] });
  if (parts.length === 0) return [];
  // Phone and e-mail share one line to keep the header short.
  return [{ columns: parts.map((part) => ({ width: 'auto', stack: [part] })), columnGap: 12 }];
}
