import { createRequire } from 'node:module';

// Process-wide caches under pdfkit. pdfkit parses each font Buffer afresh for every document
// (fontkit.create) and shapes every word again in every document (font.layout); for an invoice
// the two were more than half of the render time. Both results depend only on the font and the text, so
// they are computed once and shared. fontkit is resolved from pdfkit's own location so the patch
// reaches the very instance pdfkit calls, and it applies only to the Buffers handed in here.

type FontkitCreate = (buffer: Buffer, postscriptName?: string | null) => unknown;
type Fontkit = { create: FontkitCreate };
type LayoutFunction = (text: string, ...options: unknown[]) => unknown;
type ShapedFont = { layout: LayoutFunction };
type GlyphWithText = { codePoints: number[] };
type GlyphSource = { getGlyph: (id: number, characters?: number[]) => GlyphWithText };
type GlyphRunLike = { glyphs: unknown[]; positions: Record<string, unknown>[] };

/** Shaped words kept per font; product names and amounts vary, so the cache is capped. */
const MAX_CACHED_RUNS = 20_000;

export function shareParsedFonts(buffers: readonly Buffer[]): void {
  const requireFromPdfmake = createRequire(createRequire(import.meta.url).resolve('pdfmake'));
  const requireFromPdfkit = createRequire(requireFromPdfmake.resolve('@foliojs-fork/pdfkit'));
  const fontkit: unknown = requireFromPdfkit('@foliojs-fork/fontkit');
  if (!isFontkit(fontkit)) throw new Error('@foliojs-fork/fontkit has no create function');
  const create = fontkit.create;
  const parsed = new Map<Buffer, unknown>();
  for (const buffer of buffers) {
    const font = create(buffer);
    if (isGlyphSource(font)) keepGlyphText(font);
    if (isShapedFont(font)) cacheLayouts(font);
    parsed.set(buffer, font);
  }
  fontkit.create = (buffer, postscriptName) =>
    (postscriptName == null ? parsed.get(buffer) : undefined) ?? create(buffer, postscriptName);
}

/**
 * fontkit keeps one glyph object per glyph id, with the characters of the call that first made it.
 * Writing a font subset asks for a composite glyph's parts with no characters: in Roboto a colon is
 * drawn with the full stop's outline, so a document printing ':' in a weight before any '.' left
 * the shared full stop with none, and every later document's ToUnicode map lacked it ('1,000 45'
 * when its text is read back or copied). A glyph made without characters takes those of the first
 * call that brings them, as it would have in a font parsed for one document.
 */
export function keepGlyphText(font: GlyphSource): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, characters = []) => {
    const glyph = getGlyph(id, characters);
    if (glyph.codePoints.length === 0 && characters.length > 0) glyph.codePoints = characters;
    return glyph;
  };
}

/**
 * Memoizes shaping of plain text (no explicit features, script or direction, which is how pdfkit
 * asks). pdfkit scales the positions of the run it gets in place, so every caller receives its
 * own copy of the positions; glyph objects are fontkit's shared, read-only ones either way.
 */
function cacheLayouts(font: ShapedFont): void {
  const layout = font.layout.bind(font);
  const runs = new Map<string, GlyphRunLike>();
  font.layout = (text, ...options) => {
    if (options.some((option) => option !== undefined)) return layout(text, ...options);
    const cached = runs.get(text);
    if (cached) return copyRun(cached);
    const run = layout(text);
    if (!isGlyphRun(run)) return run;
    if (runs.size >= MAX_CACHED_RUNS) runs.clear();
    runs.set(text, copyRun(run));
    return run;
  };
}

/**
 * A copy with the run's own class (its advanceWidth getter sums the positions) and fresh position
 * objects; pdfkit reads positions only as plain own properties (for...in), so spreads will do.
 */
function copyRun(run: GlyphRunLike): GlyphRunLike {
  const copy: GlyphRunLike = Object.create(Object.getPrototypeOf(run));
  Object.assign(copy, run);
  copy.glyphs = run.glyphs.slice();
  copy.positions = run.positions.map((position) => ({ ...position }));
  return copy;
}

function isFontkit(value: unknown): value is Fontkit {
  return (
    typeof value === 'object' && value !== null && 'create' in value && typeof value.create === 'function'
  );
}

function isGlyphSource(value: unknown): value is GlyphSource {
  return (
    typeof value === 'object' && value !== null && 'getGlyph' in value && typeof value.getGlyph === 'function'
  );
}

function isShapedFont(value: unknown): value is ShapedFont {
  return (
    typeof value === 'object' && value !== null && 'layout' in value && typeof value.layout === 'function'
  );
}

function isGlyphRun(value: unknown): value is GlyphRunLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    'glyphs' in value &&
    Array.isArray(value.glyphs) &&
    'positions' in value &&
    Array.isArray(value.positions)
  );
}
