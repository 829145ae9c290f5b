import { checkPortedPdfmake, requireFromPdfmake } from './pdfmake-internals';

// pdfmake measures every word of a document by asking its style stack for 22 properties one at a
// time (textTools.js, getStyleProperty), and each question pushes the word's own style onto the
// stack, walks it and pops it again. For an invoice that was a sixth of the render, most of it
// the garbage those pushes leave. TextTools.prototype.buildInlines is replaced here by a port of
// pdfmake 0.2's own code (textTools.js: buildInlines, measure, normalizeTextArray, splitWords)
// that differs in one respect: a word's style is pushed once and all its properties are read
// under it. Each property resolves exactly as before (the word's own value, else the stack's,
// else pdfmake's default), so the measured inlines, and the PDF, are the same. pdfmake is MIT
// licensed, Copyright (c) 2014-2015 bpampuch, 2016-2022 liborm85.

type StyleStack = {
  autopush: (item: unknown) => number;
  pop: (howMany?: number) => void;
  getProperty: (property: string) => unknown;
};
type MeasuredFont = {
  widthOfString: (text: string, size: number, features: unknown) => number;
  lineHeight: (size: number) => number;
};
type FontProvider = { provideFont: (name: unknown, bold: unknown, italics: unknown) => MeasuredFont };
type Inline = Record<string, unknown> & { text: string };
type TextNodeRef = { _textRef?: { _textNodeRef: { text?: unknown } } };
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
type Break = { position: number; required: boolean };
type LineBreakerClass = new (text: string) => { nextBreak: () => Break | null };

const LEADING = /^(\s)+/g;
const TRAILING = /(\s)+$/g;
const LINE_END = /\r?\n$|\r$/;

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

/** pdfmake's getStyleProperty: the item's own value, else the stack's under the item, else the default. */
function getStyleProperty(
  item: Record<string, unknown>,
  stack: StyleStack | null | undefined,
  property: string,
  defaultValue: unknown,
): unknown {
  const own = item[property];
  if (own !== undefined && own !== null) return own;
  if (!stack) return defaultValue;
  const pushed = stack.autopush(item);
  const value = resolved({}, stack, property, defaultValue);
  if (pushed > 0) stack.pop(pushed);
  return value;
}

/** getStyleProperty for a word whose style is already on the stack: no push of its own. */
function resolved(
  item: Record<string, unknown>,
  stack: StyleStack | null | undefined,
  property: string,
  defaultValue: unknown,
): unknown {
  const own = item[property];
  if (own !== undefined && own !== null) return own;
  if (!stack) return defaultValue;
  const value = stack.getProperty(property);
  return value !== null && value !== undefined ? value : defaultValue;
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

function normalizeString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return String(value);
}

function splitWordsWith(LineBreaker: LineBreakerClass, source: string, noWrap: unknown): Inline[] {
  const results: Inline[] = [];
  const text = source.replace(/\t/g, '    ');
  if (noWrap) {
    results.push({ text });
    return results;
  }
  const breaker = new LineBreaker(text);
  let last = 0;
  let bk = breaker.nextBreak();
  while (bk) {
    let word = text.slice(last, bk.position);
    if (bk.required || LINE_END.test(word)) {
      word = word.replace(LINE_END, '');
      results.push({ text: word, lineEnd: true });
    } else {
      results.push({ text: word });
    }
    last = bk.position;
    bk = breaker.nextBreak();
  }
  return results;
}

function copyStyle(source: Record<string, unknown> | null, destination: Inline): Inline {
  if (!source) return destination;
  for (const key in source) {
    if (key !== 'text' && Object.hasOwn(source, key)) destination[key] = source[key];
  }
  return destination;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}

function flatten(array: unknown[]): unknown[] {
  return array.reduce<unknown[]>((previous, current) => {
    const item = isObject(current) && Array.isArray(current.text) ? flatten(current.text) : current;
    const more = ([] as unknown[]).concat(item).some(Array.isArray);
    return previous.concat(more ? flatten(item as unknown[]) : item);
  }, []);
}

function normalizeTextArray(
  source: unknown,
  stack: StyleStack | null | undefined,
  splitWords: (text: string, noWrap: unknown) => Inline[],
): Inline[] {
  const getOneWord = (index: number, words: Inline[], noWrap: unknown): string | null => {
    const candidate = words[index];
    if (candidate === undefined || candidate.lineEnd) return null;
    let word = candidate.text;
    if (noWrap) {
      const tmpWords = splitWords(normalizeString(word), false);
      const lastWord = tmpWords[tmpWords.length - 1];
      if (lastWord === undefined) return null;
      word = lastWord.text;
    }
    return word;
  };

  const results: Inline[] = [];
  const array = flatten(Array.isArray(source) ? source : [source]);
  let lastWord: string | null = null;
  for (let index = 0, length = array.length; index < length; index += 1) {
    const item = array[index];
    let style: Record<string, unknown> | null = null;
    let words: Inline[];
    const noWrap = getStyleProperty(isObject(item) ? item : {}, stack, 'noWrap', false);
    if (isObject(item)) {
      const ref = (item as TextNodeRef)._textRef;
      if (ref?._textNodeRef.text) item.text = ref._textNodeRef.text;
      words = splitWords(normalizeString(item.text), noWrap);
      style = copyStyle(item, {} as Inline);
    } else {
      words = splitWords(normalizeString(item), noWrap);
    }

    if (lastWord && words.length) {
      const firstWord = getOneWord(0, words, noWrap);
      const wrapWords = splitWords(normalizeString(`${lastWord}${firstWord}`), false);
      const previous = results[results.length - 1];
      if (wrapWords.length === 1 && previous) previous.noNewLine = true;
    }

    for (const word of words) {
      const result: Inline = { text: word.text };
      if (word.lineEnd) result.lineEnd = true;
      copyStyle(style, result);
      results.push(result);
    }

    lastWord = null;
    if (index + 1 < length) lastWord = getOneWord(words.length - 1, words, noWrap);
  }
  return results;
}
