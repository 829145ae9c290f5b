import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { keepGlyphText } from './pdf-font-cache';

// A font parsed once serves every document, and so does fontkit's glyph object per glyph id. In
// Roboto a colon is drawn with the full stop's outline: writing a subset that holds ':' asks for
// the full stop with no characters. The full stop laid out afterwards must still carry its '.',
// or the PDF's ToUnicode map leaves it out and the text read back says '1,000 45'.

const requireFromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
const requireFromPdfkit = createRequire(requireFromPdfmake.resolve('@foliojs-fork/pdfkit'));
type Glyph = { id: number; codePoints: number[] };
type Font = {
  getGlyph: (id: number, characters?: number[]) => Glyph;
  layout: (text: string) => { glyphs: Glyph[] };
};
const fontkit = requireFromPdfkit('@foliojs-fork/fontkit') as { create: (buffer: Buffer) => Font };
const vfs = (
  createRequire(import.meta.url)('pdfmake/build/vfs_fonts.js') as { pdfMake: { vfs: Record<string, string> } }
).pdfMake.vfs;

/** A font of its own (a copy of the bytes, so no cache shares it), full stop asked for first bare. */
function fullStopAfterBareRequest(keep: boolean): number[] {
  const font = fontkit.create(Buffer.from(vfs['Roboto-Medium.ttf'] ?? '', 'base64'));
  if (keep) keepGlyphText(font);
  const fullStop = font.layout('.').glyphs[0]?.id ?? -1;
  const fresh = fontkit.create(Buffer.from(vfs['Roboto-Medium.ttf'] ?? '', 'base64'));
  if (keep) keepGlyphText(fresh);
  // As a subset holding ':' does: the outline's part, asked for by id alone.
  fresh.getGlyph(fullStop);
  return fresh.layout('1,000.45').glyphs.find((glyph) => glyph.id === fullStop)?.codePoints ?? [];
}

describe('glyphs of a shared font', () => {
  it("keep their characters when a composite glyph's part was asked for first", () => {
    expect(fullStopAfterBareRequest(true)).toEqual([0x2e]);
  });

  it('are what fontkit alone gets wrong (the case above is real)', () => {
    expect(fullStopAfterBareRequest(false)).toEqual([]);
  });
});
