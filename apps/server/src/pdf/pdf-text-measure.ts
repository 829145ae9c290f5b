import { getStyleProperty, resolved, type StyleStack } from './pdf-style-lookup';
import { type Inline, type LineBreakerClass, normalizeTextArray, splitWordsWith } from './pdf-text-words';
import { checkPortedPdfmake, requireFromPdfmake } from './pdfmake-internals';

// pdfmake measures every word of a document by asking its style stack for 22 properties one at a
// time (textTools.js, getStyleProperty), and each question pushes the word's own style onto the
// stack, walks it and pops it again. For an invoice that was a sixth of the render, most of it
// the garbage those pushes leave. TextTools.prototype.buildInlines is replaced here by a port of
// pdfmake 0.2's own code (textTools.js: buildInlines, measure, normalizeTextArray, splitWords)
// that differs in one respect: a word's style is pushed once and all its properties are read
// under it. Each property resolves exactly as before (the word's own value, else the stack's,
// else pdfmake's default), so the measured inlines, and the PDF, are the same. pdfmake is MIT
// licensed, Copyright (c) 2014-2015 bpampuch, 2016-2022 liborm85. The style lookup is in
// pdf-style-lookup.ts, the splitting into words in pdf-text-words.ts.

type MeasuredFont = {
  widthOfString: (text: string, size: number, features: unknown) => number;
  lineHeight: (size: number) => number;
};
type FontProvider = { provideFont: (name: unknown, bold: unknown, italics: unknown) => MeasuredFont };
type TextToolsClass = {
  prototype: {
    fontProvider: FontProvider;
    buildInlines: (
      this: { fontProvider: FontProvider },
      textArray: unknown,
      styleContextStack: StyleStack | null | undefined,
    ) => { items: Inline[]; minWidth: number; maxWidth: number };
  };
};

const LEADING = /^(\s)+/g;
const TRAILING = /(\s)+$/g;

let installed = false;

/** Installs the single-push measurement into pdfmake's TextTools, once per process. */
export function speedUpPdfmakeTextMeasure(): void {
  if (installed) return;
  checkPortedPdfmake('the text measurement (textTools.js)');
  const TextTools = requireFromPdfmake('./textTools.js') as TextToolsClass;
  const LineBreaker = requireFromPdfmake('@foliojs-fork/linebreak') as LineBreakerClass;
  if (typeof TextTools.prototype.buildInlines !== 'function') {
    throw new Error("pdfmake's TextTools has changed shape");
  }
  const splitWords = (text: string, noWrap: unknown) => splitWordsWith(LineBreaker, text, noWrap);

  TextTools.prototype.buildInlines = function buildInlines(textArray, styleContextStack) {
    const measured = measure(this.fontProvider, textArray, styleContextStack, splitWords);
    let minWidth = 0;
    let maxWidth = 0;
    let currentLineWidth: { width: number; leadingCut: number; trailingCut: number } | null = null;
    for (const inline of measured) {
      const width = inline.width as number;
      const leadingCut = inline.leadingCut as number;
      const trailingCut = inline.trailingCut as number;
      minWidth = Math.max(minWidth, width - leadingCut - trailingCut);
      currentLineWidth ??= { width: 0, leadingCut, trailingCut: 0 };
      currentLineWidth.width += width;
      currentLineWidth.trailingCut = trailingCut;
      maxWidth = Math.max(
        maxWidth,
        Math.max(0, currentLineWidth.width - currentLineWidth.leadingCut - currentLineWidth.trailingCut),
      );
      if (inline.lineEnd) currentLineWidth = null;
    }
    if (getStyleProperty({}, styleContextStack, 'noWrap', false)) minWidth = maxWidth;
    return { items: measured, minWidth, maxWidth };
  };
  installed = true;
}

function measure(
  fontProvider: FontProvider,
  textArray: unknown,
  stack: StyleStack | null | undefined,
  splitWords: (text: string, noWrap: unknown) => Inline[],
): Inline[] {
  const normalized = normalizeTextArray(textArray, stack, splitWords);
  const first = normalized[0];
  if (first) {
    const leadingIndent = getStyleProperty(first, stack, 'leadingIndent', 0);
    if (leadingIndent) {
      first.leadingCut = -(leadingIndent as number);
      first.leadingIndent = leadingIndent;
    }
  }

  for (const item of normalized) {
    // One push of the word's style for all of its properties (pdfmake pushes it for each one).
    const pushed = stack ? stack.autopush(item) : 0;
    const fontName = resolved(item, stack, 'font', 'Roboto');
    let fontSize = resolved(item, stack, 'fontSize', 12) as number;
    const fontFeatures = resolved(item, stack, 'fontFeatures', null);
    const bold = resolved(item, stack, 'bold', false);
    const italics = resolved(item, stack, 'italics', false);
    const color = resolved(item, stack, 'color', 'black');
    const decoration = resolved(item, stack, 'decoration', null);
    const decorationColor = resolved(item, stack, 'decorationColor', null);
    const decorationStyle = resolved(item, stack, 'decorationStyle', null);
    const background = resolved(item, stack, 'background', null);
    const lineHeight = resolved(item, stack, 'lineHeight', 1) as number;
    const characterSpacing = resolved(item, stack, 'characterSpacing', 0) as number;
    const link = resolved(item, stack, 'link', null);
    const linkToPage = resolved(item, stack, 'linkToPage', null);
    const linkToDestination = resolved(item, stack, 'linkToDestination', null);
    const noWrap = resolved(item, stack, 'noWrap', null);
    const preserveLeadingSpaces = resolved(item, stack, 'preserveLeadingSpaces', false);
    const preserveTrailingSpaces = resolved(item, stack, 'preserveTrailingSpaces', false);
    const opacity = resolved(item, stack, 'opacity', 1);
    const sup = resolved(item, stack, 'sup', false);
    const sub = resolved(item, stack, 'sub', false);

    if ((sup || sub) && item.fontSize === undefined) {
      // pdfmake's reduction for superscript and subscript
      fontSize *= 0.58;
    }

    const font = fontProvider.provideFont(fontName, bold, italics);
    item.width = widthOfString(item.text, font, fontSize, characterSpacing, fontFeatures);
    item.height = font.lineHeight(fontSize) * lineHeight;
    if (!item.leadingCut) item.leadingCut = 0;

    const leadingSpaces = preserveLeadingSpaces ? null : item.text.match(LEADING);
    if (leadingSpaces) {
      item.leadingCut =
        (item.leadingCut as number) +
        widthOfString(leadingSpaces[0] ?? '', font, fontSize, characterSpacing, fontFeatures);
    }
    const trailingSpaces = preserveTrailingSpaces ? null : item.text.match(TRAILING);
    item.trailingCut = trailingSpaces
      ? widthOfString(trailingSpaces[0] ?? '', font, fontSize, characterSpacing, fontFeatures)
      : 0;

    item.alignment = resolved(item, stack, 'alignment', 'left');
    if (pushed > 0 && stack) stack.pop(pushed);
    item.font = font;
    item.fontSize = fontSize;
    item.fontFeatures = fontFeatures;
    item.characterSpacing = characterSpacing;
    item.color = color;
    item.decoration = decoration;
    item.decorationColor = decorationColor;
    item.decorationStyle = decorationStyle;
    item.background = background;
    item.link = link;
    item.linkToPage = linkToPage;
    item.linkToDestination = linkToDestination;
    item.noWrap = noWrap;
    item.opacity = opacity;
    item.sup = sup;
    item.sub = sub;
  }
  return normalized;
}

function widthOfString(
  text: string,
  font: MeasuredFont,
  fontSize: number,
  characterSpacing: number,
  fontFeatures: unknown,
): number {
  return font.widthOfString(text, fontSize, fontFeatures) + (characterSpacing || 0) * (text.length - 1);
}
