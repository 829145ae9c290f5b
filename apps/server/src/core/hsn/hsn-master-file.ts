import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type HsnCode, HsnMaster } from '@bahi/domain';

// The GST HSN/SAC code master shipped in apps/server/assets/hsn (its README says where it came
// from). Read once, on first use, and kept: about 18,700 codes, a few megabytes in memory.

const FILE_NAME = 'hsn-sac-codes.tsv';

let loaded: HsnMaster | undefined;

export function hsnMaster(): HsnMaster {
  loaded ??= new HsnMaster(parseHsnFile(readFileSync(findHsnFile(), 'utf8')));
  return loaded;
}

/** One `code<TAB>description` per line. */
export function parseHsnFile(text: string): HsnCode[] {
  const codes: HsnCode[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const tab = line.indexOf('\t');
    codes.push({ code: line.slice(0, tab), description: line.slice(tab + 1) });
  }
  return codes;
}

/** From the sources (src/core/hsn/) or the built server (dist/main.mjs): the first folder up holding assets/hsn. */
function findHsnFile(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = join(folder, 'assets', 'hsn', FILE_NAME);
    if (existsSync(candidate)) return candidate;
    folder = dirname(folder);
  }
  throw new Error(`${FILE_NAME} was not found in apps/server/assets/hsn`);
}
