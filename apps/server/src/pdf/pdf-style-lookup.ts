// pdfmake's style lookup (textTools.js, getStyleProperty), as the text measurement
// (pdf-text-measure.ts) and the splitting into words (pdf-text-words.ts) ask it.

export type StyleStack = {
  autopush: (item: unknown) => number;
  pop: (howMany?: number) => void;
  getProperty: (property: string) => unknown;
};

/** pdfmake's getStyleProperty: the item's own value, else the stack's under the item, else the default. */
export function getStyleProperty(
  item: Record<string, unknown>,
  stack: StyleStack | null | undefined,
  property: string,
  defaultValue: unknown,
): unknown {
  if (!stack || hasOwnStyle(item, property)) return resolved(item, stack, property, defaultValue);
  const pushed = stack.autopush(item);
  const value = resolved({}, stack, property, defaultValue);
  if (pushed > 0) stack.pop(pushed);
  return value;
}

/** getStyleProperty for a word whose style is already on the stack: no push of its own. */
export function resolved(
  item: Record<string, unknown>,
  stack: StyleStack | null | undefined,
  property: string,
  defaultValue: unknown,
): unknown {
  if (hasOwnStyle(item, property)) return item[property];
  if (!stack) return defaultValue;
  const value = stack.getProperty(property);
  return value !== null && value !== undefined ? value : defaultValue;
}

function hasOwnStyle(item: Record<string, unknown>, property: string): boolean {
  return item[property] !== undefined && item[property] !== null;
}
