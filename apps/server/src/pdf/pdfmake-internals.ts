import { createRequire } from 'node:module';

// The PDF shortcuts (pdf-style-stack.ts, pdf-text-measure.ts with pdf-text-words.ts and
// pdf-style-lookup.ts, pdf-kit-speedups.ts) replace code inside pdfmake and the pdfkit it bundles,
// so they load those modules as pdfmake itself does.

/** The pdfmake release whose code the shortcuts follow (apps/server pins it). */
const PORTED_PDFMAKE_VERSION = '0.2.8';

/** `require` as seen from pdfmake's own main module: its files and its dependencies. */
export const requireFromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));

/**
 * Refuses to install a port of pdfmake's code into another pdfmake release: `what` names the
 * ported code, for the message.
 */
export function checkPortedPdfmake(what: string): void {
  const { version } = requireFromPdfmake('../package.json') as { version: string };
  if (version !== PORTED_PDFMAKE_VERSION) {
    throw new Error(
      `Bahi's port of ${what} follows pdfmake ${PORTED_PDFMAKE_VERSION}; pdfmake is ${version} now`,
    );
  }
}
