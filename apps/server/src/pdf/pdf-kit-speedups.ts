import { deflateSync } from 'node:zlib';
import { type TrueTypeSubset, writeSubsetsDirectly } from './pdf-font-subset';
import { requireFromPdfmake } from './pdfmake-internals';

// Process-wide shortcuts inside pdfkit (the copy pdfmake uses). Each leaves the PDF's content as
// it was, byte for byte before compression; only the zlib level differs (DEFLATE_LEVEL below).
// The embedded font subsets have their own (pdf-font-subset.ts).
// - Shaped words: pdfkit keeps the scaled glyph run of each word per font *per document*, so
//   every document shapes and scales its words again. The runs depend only on the font and the
//   word, and pdfkit only reads them, so one cache per font serves every document.
// - Content streams: pdfkit turned every drawing operator into a Buffer of its own (a few dozen
//   bytes each, thousands per page). Operators are kept as strings and become one Buffer when
//   the stream is finished.
// - Colours: pdfkit parsed the colour string ('#8a8a8a') again for every line and word drawn.
// - Compression: content streams and fonts are deflated at DEFLATE_LEVEL, not zlib's default.

type Run = unknown;
type EmbeddedFont = {
  font: object;
  subset: TrueTypeSubset;
  layoutCache?: unknown;
  layoutRun: (text: string, features?: unknown) => Run;
  layoutCached: (text: string) => Run;
};
type Reference = {
  buffer: (Buffer | string)[] | Buffer;
  data: { Length?: number; Filter?: string };
  compress: boolean;
  uncompressedLength: number;
  write: (chunk: Buffer | string) => unknown;
  finalize: () => unknown;
};
type ColorDocument = {
  _normalizeColor: (color: unknown) => number[] | null;
  _getColorSpace: (color: number[]) => string;
  _setColorSpace: (space: string, stroke: boolean) => unknown;
  _setColorCore: (color: unknown, stroke: boolean) => boolean;
  addContent: (data: string) => unknown;
};
type PdfKitDocument = ColorDocument & {
  ref: (data?: object) => Reference;
  font: (source: Buffer) => unknown;
  _font: EmbeddedFont;
};
type PdfKitClass = { prototype: ColorDocument } & (new (options: object) => PdfKitDocument);

/** Words kept per font; product names vary, so the cache is capped like the shaping cache. */
const MAX_CACHED_RUNS = 20_000;

/**
 * zlib level for the content streams and embedded fonts: 3 deflates the 160 kB content stream of a
 * one-page invoice in half the time of zlib's default (6) for some 2 kB more in the file.
 */
const DEFLATE_LEVEL = 3;

let installed = false;

/** Installs the shortcuts into pdfmake's pdfkit, once per process; `font` is a TrueType font file. */
export function speedUpPdfkit(font: Buffer): void {
  if (installed) return;
  const PDFDocument = requireFromPdfmake('@foliojs-fork/pdfkit') as PdfKitClass;
  // The font and reference classes are not exported: a throwaway document yields their prototypes.
  const probe = new PDFDocument({ autoFirstPage: false });
  probe.font(font);
  const fontPrototype = Object.getPrototypeOf(probe._font) as EmbeddedFont;
  const referencePrototype = Object.getPrototypeOf(probe.ref()) as Reference;
  if (
    typeof fontPrototype.layoutCached !== 'function' ||
    typeof referencePrototype.write !== 'function' ||
    typeof referencePrototype.finalize !== 'function' ||
    typeof PDFDocument.prototype._setColorCore !== 'function' ||
    typeof Object.getPrototypeOf(probe._font.subset)?._addGlyph !== 'function'
  ) {
    throw new Error("pdfkit's internals have changed shape");
  }
  shareLayoutCache(fontPrototype);
  bufferContentAsText(referencePrototype);
  cacheColors(PDFDocument.prototype);
  writeSubsetsDirectly(Object.getPrototypeOf(probe._font.subset) as TrueTypeSubset);
  installed = true;
}

function shareLayoutCache(prototype: EmbeddedFont): void {
  const runsByFont = new WeakMap<object, Map<string, Run>>();
  prototype.layoutCached = function layoutCached(text) {
    // Documents made without the cache (fontLayoutCache: false) keep pdfkit's behaviour.
    if (!this.layoutCache) return this.layoutRun(text);
    let runs = runsByFont.get(this.font);
    if (!runs) {
      runs = new Map();
      runsByFont.set(this.font, runs);
    }
    const cached = runs.get(text);
    if (cached !== undefined) return cached;
    const run = this.layoutRun(text);
    if (runs.size >= MAX_CACHED_RUNS) runs.clear();
    runs.set(text, run);
    return run;
  };
}

/**
 * pdfkit's write appends `chunk + '\n'` as a 'binary' (latin1) Buffer; here the text waits in
 * `pending` and is encoded in one go, before any Buffer chunk and when the stream is finished.
 */
function bufferContentAsText(prototype: Reference): void {
  const pending = new WeakMap<Reference, string[]>();
  const flush = (reference: Reference) => {
    const parts = pending.get(reference);
    if (!parts || parts.length === 0) return;
    (reference.buffer as (Buffer | string)[]).push(Buffer.from(parts.join(''), 'latin1'));
    parts.length = 0;
  };
  const write = prototype.write;
  prototype.write = function writeText(chunk) {
    if (Buffer.isBuffer(chunk) || !Array.isArray(this.buffer)) {
      flush(this);
      return write.call(this, chunk);
    }
    const text = `${chunk}\n`;
    let parts = pending.get(this);
    if (!parts) {
      parts = [];
      pending.set(this, parts);
    }
    parts.push(text);
    this.uncompressedLength += text.length;
    if (this.data.Length == null) this.data.Length = 0;
    this.data.Length += text.length;
    if (this.compress) this.data.Filter = 'FlateDecode';
    return undefined;
  };
  const finalize = prototype.finalize;
  prototype.finalize = function finalizeText() {
    flush(this);
    if (this.compress && Array.isArray(this.buffer) && this.buffer.length > 0) {
      // Deflated here at DEFLATE_LEVEL; pdfkit then writes it as it is (the filter is already set).
      this.buffer = [deflateSync(Buffer.concat(this.buffer as Buffer[]), { level: DEFLATE_LEVEL })];
      this.compress = false;
    }
    return finalize.call(this);
  };
}

function cacheColors(prototype: ColorDocument): void {
  const setColorCore = prototype._setColorCore;
  /** Colour string → its colour space and operands, or null when pdfkit does not know it. */
  const known = new Map<string, { space: string; operands: string } | null>();
  prototype._setColorCore = function setCachedColor(color, stroke) {
    if (typeof color !== 'string') return setColorCore.call(this, color, stroke);
    let entry = known.get(color);
    if (entry === undefined) {
      const normalized = this._normalizeColor(color);
      entry = normalized ? { space: this._getColorSpace(normalized), operands: normalized.join(' ') } : null;
      if (known.size < 1000) known.set(color, entry);
    }
    if (!entry) return false;
    this._setColorSpace(entry.space, stroke);
    this.addContent(`${entry.operands} ${stroke ? 'SCN' : 'scn'}`);
    return true;
  };
}
