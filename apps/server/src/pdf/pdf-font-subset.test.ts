import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { fontkitSubsetEncode, subsetFile, type TrueTypeSubset } from './pdf-font-subset';

// The font subsets written directly must be byte for byte the files fontkit's encoder writes,
// for the fonts the PDFs embed: Roboto (with composite glyphs for accented letters) and Noto Sans
// Devanagari (conjuncts and vowel signs).

const requireFromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
const requireFromPdfkit = createRequire(requireFromPdfmake.resolve('@foliojs-fork/pdfkit'));
const fontkit = requireFromPdfkit('@foliojs-fork/fontkit') as {
  create: (buffer: Buffer) => SubsetFont;
};
const restructure = requireFromPdfkit('@foliojs-fork/restructure') as {
  EncodeStream: new () => NodeJS.ReadableStream & { end: () => void };
};
type SubsetFont = {
  numGlyphs: number;
  createSubset: () => TrueTypeSubset;
  layout: (text: string) => { glyphs: { id: number }[] };
};

const vfs = (
  createRequire(import.meta.url)('pdfmake/build/vfs_fonts.js') as { pdfMake: { vfs: Record<string, string> } }
).pdfMake.vfs;
const FONTS: [string, Buffer][] = [
  ['Roboto Regular', Buffer.from(vfs['Roboto-Regular.ttf'] ?? '', 'base64')],
  ['Roboto Medium', Buffer.from(vfs['Roboto-Medium.ttf'] ?? '', 'base64')],
  [
    'Noto Sans Devanagari',
    readFileSync(new URL('../../assets/fonts/NotoSansDevanagari-Regular.ttf', import.meta.url)),
  ],
];

async function fontkitFile(subset: TrueTypeSubset): Promise<Buffer> {
  const encode = fontkitSubsetEncode(Object.getPrototypeOf(subset)) ?? subset.encode;
  const stream = new restructure.EncodeStream();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => stream.on('end', resolve));
  encode.call(subset, stream as never);
  stream.end();
  await ended;
  return Buffer.concat(chunks);
}

function subsetsOf(font: SubsetFont, glyphIds: number[]): [TrueTypeSubset, TrueTypeSubset] {
  const first = font.createSubset();
  const second = font.createSubset();
  for (const id of glyphIds) {
    first.includeGlyph(id);
    second.includeGlyph(id);
  }
  return [first, second];
}

describe('font subsets written directly', () => {
  it.each(FONTS)('equal fontkit’s byte for byte (%s)', async (_name, buffer) => {
    const font = fontkit.create(buffer);
    const text = 'Tax Invoice ₹1,22,551.00 Ééàçñ ÅØ Sharma Kirana शर्मा किराना स्टोर्स क्षत्रिय';
    const glyphSets = [font.layout(text).glyphs.map((glyph) => glyph.id)];
    // A fixed spread of glyph ids across the whole font, so composite glyphs are among them.
    for (let set = 1; set <= 8; set += 1) {
      glyphSets.push(Array.from({ length: 40 }, (_, index) => (index * 7919 * set + set) % font.numGlyphs));
    }
    for (const glyphIds of glyphSets) {
      const [viaFontkit, direct] = subsetsOf(font, glyphIds);
      expect(subsetFile(direct).equals(await fontkitFile(viaFontkit))).toBe(true);
    }
  });
});
