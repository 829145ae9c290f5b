// The statement's file name, as the server names the e-mailed PDF: Statement_<party>_<from>_<to>,
// the party's name reduced to letters, digits and hyphens so any system can save it.

export function statementFileName(name: string, from: string, to: string, extension: string): string {
  const safe = name.replaceAll(/[^A-Za-z0-9]+/g, '-').replaceAll(/^-|-$/g, '') || 'party';
  return `Statement_${safe}_${from}_${to}.${extension}`;
}
