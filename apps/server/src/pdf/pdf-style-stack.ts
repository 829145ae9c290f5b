import { checkPortedPdfmake, requireFromPdfmake } from './pdfmake-internals';

// pdfmake pushes a node's own style onto its style stack before every property it looks up
// (StyleContextStack.autopush: at least once per node, and per property where a cell is measured).
// Each push built a 21-name array, a closure per name and an override object. The replacement
// pushes the same entries (the node's style names, then an object with those of the 21
// properties the node sets, null and undefined meaning unset) with named reads and no array or
// closure, so the stack, and every property read from it, is the same as before.

type StyleEntry = string | Record<string, unknown>;
type StyleStack = { styleOverrides: StyleEntry[] };
type StyleStackClass = {
  prototype: {
    autopush: (this: StyleStack, item: unknown) => number;
  };
};

let installed = false;

/** Replaces pdfmake's autopush with an equivalent that allocates less, once per process. */
export function speedUpPdfmakeStyles(): void {
  if (installed) return;
  checkPortedPdfmake('StyleContextStack.autopush (styleContextStack.js)');
  const StyleContextStack = requireFromPdfmake('./styleContextStack.js') as StyleStackClass;
  const prototype = StyleContextStack.prototype;
  if (typeof prototype.autopush !== 'function') {
    throw new Error("pdfmake's StyleContextStack has changed shape");
  }

  prototype.autopush = function autopush(item) {
    if (typeof item === 'string' || item instanceof String) return 0;
    if (typeof item !== 'object' || item === null) return 0;
    const node = item as Record<string, unknown>;
    const overrides = this.styleOverrides;
    let pushed = 0;
    const style = node.style;
    if (style) {
      if (Array.isArray(style)) {
        for (const name of style) overrides.push(name as StyleEntry);
        pushed = style.length;
      } else {
        overrides.push(style as StyleEntry);
        pushed = 1;
      }
    }

    // Named reads (an inline cache each) rather than a loop of keyed ones, which V8 cannot cache.
    const override = ownStyle(node);
    if (override === undefined) return pushed;
    overrides.push(override);
    return pushed + 1;
  };

  installed = true;
}

/**
 * The node's own values of the properties pdfmake 0.2's autopush copies (the same 21, null and
 * undefined meaning unset), or undefined when it sets none of them.
 */
function ownStyle(node: Record<string, unknown>): Record<string, unknown> | undefined {
  let override: Record<string, unknown> | undefined;
  let value: unknown;
  value = node.font;
  if (value != null) {
    override ??= {};
    override.font = value;
  }
  value = node.fontSize;
  if (value != null) {
    override ??= {};
    override.fontSize = value;
  }
  value = node.fontFeatures;
  if (value != null) {
    override ??= {};
    override.fontFeatures = value;
  }
  value = node.bold;
  if (value != null) {
    override ??= {};
    override.bold = value;
  }
  value = node.italics;
  if (value != null) {
    override ??= {};
    override.italics = value;
  }
  value = node.alignment;
  if (value != null) {
    override ??= {};
    override.alignment = value;
  }
  value = node.color;
  if (value != null) {
    override ??= {};
    override.color = value;
  }
  value = node.columnGap;
  if (value != null) {
    override ??= {};
    override.columnGap = value;
  }
  value = node.fillColor;
  if (value != null) {
    override ??= {};
    override.fillColor = value;
  }
  value = node.fillOpacity;
  if (value != null) {
    override ??= {};
    override.fillOpacity = value;
  }
  value = node.decoration;
  if (value != null) {
    override ??= {};
    override.decoration = value;
  }
  value = node.decorationStyle;
  if (value != null) {
    override ??= {};
    override.decorationStyle = value;
  }
  value = node.decorationColor;
  if (value != null) {
    override ??= {};
    override.decorationColor = value;
  }
  value = node.background;
  if (value != null) {
    override ??= {};
    override.background = value;
  }
  value = node.lineHeight;
  if (value != null) {
    override ??= {};
    override.lineHeight = value;
  }
  value = node.characterSpacing;
  if (value != null) {
    override ??= {};
    override.characterSpacing = value;
  }
  value = node.noWrap;
  if (value != null) {
    override ??= {};
    override.noWrap = value;
  }
  value = node.markerColor;
  if (value != null) {
    override ??= {};
    override.markerColor = value;
  }
  value = node.leadingIndent;
  if (value != null) {
    override ??= {};
    override.leadingIndent = value;
  }
  value = node.sup;
  if (value != null) {
    override ??= {};
    override.sup = value;
  }
  value = node.sub;
  if (value != null) {
    override ??= {};
    override.sub = value;
  }
  return override;
}
