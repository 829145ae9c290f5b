import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  type ImportField,
  type ImportKind,
  type ImportProblem,
  isImportKind,
} from '@bahi/domain/schemas';

// Pure helpers of the import screen: the file as base64 for the request, the kind named in the
// address, and how a problem names its column.

/** The file's bytes in base64, as the import calls take them. */
export async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/** ?kind=customers → customers; anything else → products. */
export function kindFromAddress(text: string | null): ImportKind {
  return text && isImportKind(text) ? text : (IMPORT_KINDS[0] as ImportKind);
}

/** The column a problem is about, as the template names it ('HSN Code'), or 'File'. */
export function problemColumn(kind: ImportKind, problem: ImportProblem): string {
  if (problem.field === 'file') return 'File';
  const field: ImportField | undefined = IMPORT_FIELDS[kind].find((each) => each.key === problem.field);
  return field?.label ?? problem.field;
}
