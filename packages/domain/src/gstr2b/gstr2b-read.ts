import { rupeesToPaise } from '../money';
import type { MatchDocument } from './gstr2b-match';

// The GSTR-2B JSON as the portal gives it: {data: {gstin, rtnprd "MMYYYY", docdata: {b2b, b2ba,
// cdnr, cdnra, isd, impg …}}}. b2b and cdnr are read into documents to match (b2ba and cdnra
// replace the original they amend, named by oinum / ontnum); every other section is listed with
// its count and kept as it came. Dates are dd-mm-yyyy, money rupees.

type Items = { txval?: number; igst?: number; cgst?: number; sgst?: number }[];
type Invoice = { inum?: string; oinum?: string; dt?: string; items?: Items };
type Note = { ntnum?: string; ontnum?: string; typ?: string; dt?: string; items?: Items };
type Supplier = { ctin?: string; trdnm?: string; inv?: Invoice[]; nt?: Note[] };

export type Gstr2bDocument = MatchDocument & {
  supplierName: string;
  noteType: 'C' | 'D' | null;
  amends: string | null;
};
export type Gstr2bRead = {
  gstin: string;
  period: string;
  documents: Gstr2bDocument[];
  /** Sections not matched (isd, impg …) with how many entries each holds. */
  otherSections: { section: string; entries: number }[];
};

const isoOf = (dmy: string | undefined) => {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(dmy ?? '');
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
};

function sums(items: Items | undefined) {
  const total = (field: 'txval' | 'igst' | 'cgst' | 'sgst') =>
    (items ?? []).reduce((sum, item) => sum + rupeesToPaise(item[field] ?? 0), 0);
  return { taxable: total('txval'), cgst: total('cgst'), sgst: total('sgst'), igst: total('igst') };
}

/** The documents of a 2B file, or the reason it cannot be read. */
export function readGstr2b(json: unknown): Gstr2bRead | { problem: string } {
  const data = (json as { data?: Record<string, unknown> } | null)?.data;
  const docdata = data?.docdata as Record<string, unknown> | undefined;
  if (!data || typeof data.gstin !== 'string' || typeof data.rtnprd !== 'string' || !docdata)
    return {
      problem:
        'This is not a GSTR-2B file from the GST portal (data.gstin, data.rtnprd and data.docdata are missing)',
    };
  const documents: Gstr2bDocument[] = [];
  const read = (section: string, kind: MatchDocument['kind']) => {
    for (const [s, supplier] of ((docdata[section] as Supplier[] | undefined) ?? []).entries()) {
      const entries = kind === 'invoice' ? (supplier.inv ?? []) : (supplier.nt ?? []);
      for (const [e, entry] of entries.entries()) {
        const number = 'inum' in entry ? entry.inum : (entry as Note).ntnum;
        const date = isoOf(entry.dt);
        if (!supplier.ctin || !number || !date) continue;
        const amends = 'oinum' in entry ? (entry.oinum ?? null) : ((entry as Note).ontnum ?? null);
        documents.push({
          key: `${section}:${s}:${e}`,
          kind,
          gstin: supplier.ctin,
          supplierName: supplier.trdnm ?? '',
          number,
          date,
          noteType: kind === 'note' ? ((entry as Note).typ === 'D' ? 'D' : 'C') : null,
          amends,
          ...sums(entry.items),
        });
      }
    }
  };
  read('b2b', 'invoice');
  read('b2ba', 'invoice');
  read('cdnr', 'note');
  read('cdnra', 'note');
  // An amendment replaces the document it names.
  const amended = new Set(
    documents.filter((doc) => doc.amends).map((doc) => `${doc.gstin}|${doc.kind}|${doc.amends}`),
  );
  const kept = documents.filter(
    (doc) => doc.amends || !amended.has(`${doc.gstin}|${doc.kind}|${doc.number}`),
  );
  const otherSections = Object.entries(docdata)
    .filter(([section]) => !['b2b', 'b2ba', 'cdnr', 'cdnra'].includes(section))
    .map(([section, value]) => ({ section, entries: Array.isArray(value) ? value.length : 0 }));
  return { gstin: data.gstin, period: data.rtnprd, documents: kept, otherSections };
}
