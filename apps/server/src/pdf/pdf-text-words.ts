import { getStyleProperty, type StyleStack } from './pdf-style-lookup';

// A port of pdfmake 0.2's normalizeTextArray and splitWords (textTools.js): a text node, or an
// array of them, cut into words at the line breaker's breaks, each word carrying its node's style.
// pdfmake is MIT licensed, Copyright (c) 2014-2015 bpampuch, 2016-2022 liborm85.

export type Inline = Record<string, unknown> & { text: string };
type TextNodeRef = { _textRef?: { _textNodeRef: { text?: unknown } } };
type Break = { position: number; required: boolean };
export type LineBreakerClass = new (text: string) => { nextBreak: () => Break | null };

const LINE_END = /\r?\n$|\r$/;

function normalizeString(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  return String(value);
}

export function splitWordsWith(LineBreaker: LineBreakerClass, source: string, noWrap: unknown): Inline[] {
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

export function normalizeTextArray(
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
