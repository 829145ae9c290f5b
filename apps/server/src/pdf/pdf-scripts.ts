import { DEVANAGARI_FONT } from './pdf-fonts';

// Text in Devanagari (Hindi, Marathi names, addresses, product names) prints in Noto Sans
// Devanagari, the rest in Roboto: the font is chosen per run of text, not for the whole document,
// so amounts and English keep their look. pdfkit shapes each run (conjuncts, vowel signs).

/** A run of text and the font it needs; no font means the document's default (Roboto). */
export type ScriptRun = { text: string; font?: string };

const DEVANAGARI = /[\u0900-\u097F\uA8E0-\uA8FF]/;
/** Devanagari letters with the spaces and punctuation between them, as one run. */
const DEVANAGARI_RUN =
  /[\u0900-\u097F\uA8E0-\uA8FF\u200C\u200D]+(?:[\s.,()\-/]+[\u0900-\u097F\uA8E0-\uA8FF\u200C\u200D]+)*/g;

export function hasDevanagari(text: string): boolean {
  return DEVANAGARI.test(text);
}

/**
 * The text as pdfmake inline runs: itself when it holds no Devanagari (so ordinary documents are
 * unchanged), else its Devanagari stretches in that font between plain runs.
 */
export function scriptText(text: string): string | ScriptRun[] {
  if (!hasDevanagari(text)) return text;
  const runs: ScriptRun[] = [];
  let at = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index) });
    runs.push({ text: match[0], font: DEVANAGARI_FONT });
    at = match.index + match[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at) });
  return runs;
}
