import { createRequire } from 'node:module';
import type { TFontDictionary } from 'pdfmake/interfaces';
import { shareParsedFonts } from './pdf-font-cache';

// Fonts for the server-side PDFs: Roboto as bundled with pdfmake, which has the rupee sign
// (U+20B9) that the 14 standard PDF fonts lack. Loaded and parsed once per process.

const ROBOTO_FILES = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** Decodes the bundled fonts and makes every later document reuse their parsed form. */
export function loadPdfFonts(): TFontDictionary {
  const requireHere = createRequire(import.meta.url);
  const vfs = readVfs(requireHere('pdfmake/build/vfs_fonts.js'));
  const font = (file: string): Buffer => {
    const base64 = vfs[file];
    if (base64 === undefined) throw new Error(`pdfmake's bundled fonts lack ${file}`);
    return Buffer.from(base64, 'base64');
  };
  const roboto = {
    normal: font(ROBOTO_FILES.normal),
    bold: font(ROBOTO_FILES.bold),
    italics: font(ROBOTO_FILES.italics),
    bolditalics: font(ROBOTO_FILES.bolditalics),
  };
  shareParsedFonts(Object.values(roboto));
  return { Roboto: roboto };
}

function readVfs(loaded: unknown): Record<string, string | undefined> {
  // vfs_fonts.js is a browser script that assigns `this.pdfMake.vfs`; loaded as CommonJS, `this` is
  // module.exports, so the fonts arrive as { pdfMake: { vfs } } (not the bare vfs its types claim).
  const vfs = isRecord(loaded) && isRecord(loaded.pdfMake) ? loaded.pdfMake.vfs : undefined;
  if (!isRecord(vfs)) throw new Error('pdfmake/build/vfs_fonts.js has an unexpected shape');
  const files: Record<string, string | undefined> = {};
  for (const [name, content] of Object.entries(vfs)) {
    if (typeof content === 'string') files[name] = content;
  }
  return files;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
