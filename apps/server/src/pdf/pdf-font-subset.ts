// The font file pdfkit embeds in every PDF is a subset of the TrueType font: the glyphs the
// document uses plus nine tables. fontkit (TTFSubset.encode) builds it by decoding its tables into
// objects and encoding them again field by field with restructure, the constant hinting tables
// (fpgm, prep, cvt: some 5 kB for Roboto) byte by byte; for an invoice that was a fifth of the
// render. The replacement below writes the same bytes directly: each glyph's outline is copied
// from the font file as fontkit's _addGlyph does (a composite glyph's components renumbered), but
// which glyphs are composite is decoded once per process rather than once per document; the
// tables fontkit copies unchanged are copied from the font file, and head, hhea and maxp are the
// font's own with the one field fontkit changes in each.
// pdf-font-subset.test.ts checks that both give byte-identical files.

type GlyphMetric = { advance: number; bearing: number };
type TableEntry = { offset: number; length: number };
type Component = { glyphID: number; pos: number };
type Glyph = {
  advanceWidth: number;
  _getMetrics: () => { leftBearing: number };
  _decode: () => { numberOfContours: number; components?: Component[] } | null;
};
type TrueTypeFont = {
  stream: { buffer: Buffer };
  getGlyph: (gid: number) => Glyph;
  directory: { tables: Record<string, TableEntry | undefined> };
  loca: { version: number; offsets: number[] };
  _variationProcessor?: unknown;
  'cvt '?: { controlValues: ArrayLike<number> };
  fpgm?: { instructions: ArrayLike<number> };
  prep?: { controlValueProgram: ArrayLike<number> };
};
type EncodeStream = { writeBuffer: (buffer: Buffer) => void };
export type TrueTypeSubset = {
  font: TrueTypeFont;
  glyphs: number[];
  glyf: Buffer[];
  offset: number;
  loca: { offsets: number[]; version: number };
  hmtx: { metrics: GlyphMetric[]; bearings: number[] };
  includeGlyph: (gid: number) => number;
  encode: (stream: EncodeStream) => void;
};

/** Byte offsets of the fields fontkit rewrites (OpenType spec: head, hhea, maxp version 1.0). */
const HEAD_LENGTH = 54;
const HEAD_INDEX_TO_LOC_FORMAT = 50;
const HHEA_LENGTH = 36;
const HHEA_NUMBER_OF_METRICS = 34;
const MAXP_LENGTH = 32;
const MAXP_NUM_GLYPHS = 4;

/** fontkit's own encode per TTFSubset prototype, once replaced (the test compares the two). */
const fontkitEncoders = new WeakMap<object, TrueTypeSubset['encode']>();

export function fontkitSubsetEncode(prototype: object): TrueTypeSubset['encode'] | undefined {
  return fontkitEncoders.get(prototype);
}

/** Replaces TTFSubset.prototype.encode; fonts this writer does not cover keep fontkit's encoder. */
export function writeSubsetsDirectly(prototype: TrueTypeSubset): void {
  if (fontkitEncoders.has(prototype)) return;
  const encode = prototype.encode;
  fontkitEncoders.set(prototype, encode);
  prototype.encode = function encodeDirectly(stream) {
    const file = canWriteDirectly(this.font) ? subsetFile(this) : undefined;
    if (file) stream.writeBuffer(file);
    else encode.call(this, stream);
  };
}

function canWriteDirectly(font: TrueTypeFont): boolean {
  const { tables } = font.directory;
  return (
    !font._variationProcessor &&
    tables.glyf !== undefined &&
    tables.head?.length === HEAD_LENGTH &&
    tables.hhea?.length === HHEA_LENGTH &&
    tables.maxp?.length === MAXP_LENGTH &&
    (font.loca.version === 0 || font.loca.version === 1)
  );
}

/** The subset font file, as fontkit's TTFSubset.encode writes it. */
export function subsetFile(subset: TrueTypeSubset): Buffer {
  const { font } = subset;
  // Collect the glyphs as fontkit does; a composite glyph adds its components to the list.
  subset.glyf = [];
  subset.offset = 0;
  subset.loca = { offsets: [], version: font.loca.version };
  subset.hmtx = { metrics: [], bearings: [] };
  for (let index = 0; index < subset.glyphs.length; index += 1) {
    addGlyph(subset, subset.glyphs[index] as number);
  }
  subset.loca.offsets.push(subset.offset);

  const head = Buffer.from(raw(font, 'head'));
  head.writeInt16BE(subset.loca.version, HEAD_INDEX_TO_LOC_FORMAT);
  const hhea = Buffer.from(raw(font, 'hhea'));
  hhea.writeUInt16BE(subset.hmtx.metrics.length, HHEA_NUMBER_OF_METRICS);
  const maxp = Buffer.from(raw(font, 'maxp'));
  maxp.writeUInt16BE(subset.glyf.length, MAXP_NUM_GLYPHS);

  const { offsets, version } = subset.loca;
  const loca = Buffer.alloc(offsets.length * (version === 0 ? 2 : 4));
  offsets.forEach((offset, index) => {
    if (version === 0) loca.writeUInt16BE(offset >>> 1, index * 2);
    else loca.writeUInt32BE(offset, index * 4);
  });

  const hmtx = Buffer.alloc(subset.hmtx.metrics.length * 4);
  subset.hmtx.metrics.forEach((metric, index) => {
    hmtx.writeUInt16BE(metric.advance, index * 4);
    hmtx.writeInt16BE(metric.bearing, index * 4 + 2);
  });

  // The order and presence of fontkit's tables; a font without cvt, prep or fpgm leaves them out.
  const tables: [string, Buffer | undefined][] = [
    ['head', head],
    ['hhea', hhea],
    ['loca', loca],
    ['maxp', maxp],
    ['cvt ', font['cvt '] && raw(font, 'cvt ', font['cvt '].controlValues.length * 2)],
    ['prep', font.prep && raw(font, 'prep', font.prep.controlValueProgram.length)],
    ['glyf', Buffer.concat(subset.glyf)],
    ['hmtx', hmtx],
    ['fpgm', font.fpgm && raw(font, 'fpgm', font.fpgm.instructions.length)],
  ];
  const present = tables.filter((table): table is [string, Buffer] => table[1] !== undefined);
  return directoryAndTables(present);
}

/** Per font and glyph: the components of a composite glyph, null for a simple (or empty) one. */
const componentsByFont = new WeakMap<TrueTypeFont, Map<number, readonly Component[] | null>>();

/** fontkit's TTFSubset._addGlyph, with the glyph's decoding remembered. */
function addGlyph(subset: TrueTypeSubset, gid: number): void {
  const { font } = subset;
  const glyph = font.getGlyph(gid);
  let known = componentsByFont.get(font);
  if (!known) {
    known = new Map();
    componentsByFont.set(font, known);
  }
  let components = known.get(gid);
  if (components === undefined) {
    const glyf = glyph._decode();
    components =
      glyf && glyf.numberOfContours < 0
        ? (glyf.components ?? []).map(({ glyphID, pos }) => ({ glyphID, pos }))
        : null;
    known.set(gid, components);
  }
  const start = font.directory.tables.glyf?.offset ?? 0;
  const from = font.loca.offsets[gid] ?? 0;
  const to = font.loca.offsets[gid + 1] ?? from;
  let buffer = font.stream.buffer.subarray(start + from, start + to);
  if (components) {
    buffer = Buffer.from(buffer);
    for (const component of components) {
      buffer.writeUInt16BE(subset.includeGlyph(component.glyphID), component.pos);
    }
  }
  subset.glyf.push(buffer);
  subset.loca.offsets.push(subset.offset);
  subset.hmtx.metrics.push({ advance: glyph.advanceWidth, bearing: glyph._getMetrics().leftBearing });
  subset.offset += buffer.length;
}

/** The font's own bytes of a table (the first `length` of them when given). */
function raw(font: TrueTypeFont, tag: string, length?: number): Buffer {
  const entry = font.directory.tables[tag];
  if (!entry) throw new Error(`The font has no ${tag} table`);
  return font.stream.buffer.subarray(entry.offset, entry.offset + (length ?? entry.length));
}

/** fontkit's Directory: tag 'true', the binary-search fields, then entries (checksums 0) and tables. */
function directoryAndTables(tables: [string, Buffer][]): Buffer {
  const count = tables.length;
  const maxPowerOf2 = 2 ** Math.floor(Math.log(count) / Math.LN2);
  const searchRange = maxPowerOf2 * 16;
  const header = Buffer.alloc(12 + count * 16);
  header.write('true', 0, 'latin1');
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(Math.log(maxPowerOf2) / Math.LN2, 8);
  header.writeUInt16BE(count * 16 - searchRange, 10);
  let offset = header.length;
  tables.forEach(([tag, data], index) => {
    const at = 12 + index * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(0, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...tables.map(([, data]) => data)]);
}
