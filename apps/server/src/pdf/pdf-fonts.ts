import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TFontDictionary } from 'pdfmake/interfaces';
import { shareParsedFonts } from './pdf-font-cache';

// Fonts for the server-side PDFs: Roboto as bundled with pdfmake, which has the rupee sign
// (U+20B9) that the 14 standard PDF fonts lack, and Noto Sans Devanagari (apps/server/assets/fonts,
// OFL) for Hindi and Marathi names, which Roboto has no glyphs for. Loaded and parsed once per process.

/** The pdfmake name of the Devanagari font; text runs in that script name it (pdf-scripts.ts). */
export const DEVANAGARI_FONT = 'NotoDevanagari';

const DEVANAGARI_FILES = {
  normal: 'NotoSansDevanagari-Regular.ttf',
  bold: 'NotoSansDevanagari-Bold.ttf',
} as const;

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
  const fontsFolder = findFontsFolder();
  const regular = readFileSync(join(fontsFolder, DEVANAGARI_FILES.normal));
  const bold = readFileSync(join(fontsFolder, DEVANAGARI_FILES.bold));
  // No italic Devanagari exists: italic text in that script prints upright.
  const devanagari = { normal: regular, bold, italics: regular, bolditalics: bold };
  shareParsedFonts([...Object.values(roboto), regular, bold]);
  return { Roboto: roboto, [DEVANAGARI_FONT]: devanagari };
}

/**
 * apps/server/assets/fonts, from the sources (src/pdf/) or from the built server (dist/main.mjs):
 * the first folder up from this file's that holds assets/fonts.
 */
function findFontsFolder(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 4; depth += 1) {
    const candidate = join(folder, 'assets', 'fonts');
    if (existsSync(join(candidate, DEVANAGARI_FILES.normal))) return candidate;
    folder = dirname(folder);
  }
  throw new Error(`${DEVANAGARI_FILES.normal} was not found in apps/server/assets/fonts`);
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
