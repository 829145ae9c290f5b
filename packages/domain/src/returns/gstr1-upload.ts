import type { Gstr1Amendments } from './gstr1-amendment-types';
import type { Gstr1Json } from './gstr1-types';

// The file uploaded to the portal leaves out every section with nothing in it, as the portal's
// offline tool writes it: an empty list (b2b: []) or a nil table of zeros is no data, and the
// preview on screen keeps them to show each table. A period with nothing at all keeps its header.

export type Gstr1Upload = Pick<Gstr1Json, 'gstin' | 'fp' | 'version' | 'hash'> &
  Partial<Gstr1Json> &
  Partial<Gstr1Amendments>;

// The amendment tables (a return that amends earlier ones) follow the same rule.
const LISTS = ['b2b', 'b2ba', 'b2cl', 'b2cla', 'b2cs', 'b2csa', 'cdnr', 'cdnra', 'cdnur', 'cdnura'] as const;

export function gstr1UploadOf(json: Gstr1Json & Partial<Gstr1Amendments>): Gstr1Upload {
  const { gstin, fp, version, hash } = json;
  const upload: Gstr1Upload = { gstin, fp, version, hash };
  for (const section of LISTS)
    if ((json[section]?.length ?? 0) > 0) Object.assign(upload, { [section]: json[section] });
  const nilHasData = json.nil.inv.some(
    (row) => row.nil_amt !== 0 || row.expt_amt !== 0 || row.ngsup_amt !== 0,
  );
  if (nilHasData) upload.nil = json.nil;
  const hsnLists = Object.values(json.hsn) as unknown[][];
  if (hsnLists.some((rows) => rows.length > 0)) upload.hsn = json.hsn;
  if (json.doc_issue.doc_det.length > 0) upload.doc_issue = json.doc_issue;
  return upload;
}
