// A strict reader of the XML the server writes (elements, attributes, text, the five entities),
// for tests: it refuses a document that is not well formed, so "it parses" means something.

export type XmlElement = {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
};

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&([a-z]+);/g, (whole, name: string) => {
    const value = ENTITIES[name];
    if (value === undefined) throw new Error(`Unknown entity ${whole}`);
    return value;
  });
}

export function parseXml(xml: string): XmlElement {
  const body = xml.replace(/^\s*<\?xml[^?]*\?>/, '');
  const root: XmlElement = { name: '#document', attributes: {}, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=]+="[^"]*")*)\s*(\/?)>|([^<]+)/g;
  let position = 0;
  for (let match = token.exec(body); match; match = token.exec(body)) {
    if (match.index !== position)
      throw new Error(`Not well formed at ${position}: ${body.slice(position, position + 40)}`);
    position = token.lastIndex;
    const [, closing, opening, attributes = '', selfClosing, text] = match;
    const top = stack.at(-1) as XmlElement;
    if (text !== undefined) {
      top.text += decode(text);
    } else if (closing) {
      if (top.name !== closing) throw new Error(`</${closing}> closes <${top.name}>`);
      stack.pop();
    } else if (opening) {
      const element: XmlElement = { name: opening, attributes: {}, children: [], text: '' };
      for (const [, key, value] of attributes.matchAll(/([^\s=]+)="([^"]*)"/g))
        element.attributes[key as string] = decode(value as string);
      top.children.push(element);
      if (!selfClosing) stack.push(element);
    }
  }
  if (position !== body.length) throw new Error(`Not well formed at ${position}`);
  if (stack.length !== 1) throw new Error(`<${stack.at(-1)?.name}> is never closed`);
  const [document] = root.children;
  if (!document || root.children.length !== 1) throw new Error('One root element expected');
  return document;
}

/** Every descendant element of that name, in document order. */
export function findAll(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [
    ...(child.name === name ? [child] : []),
    ...findAll(child, name),
  ]);
}

/** The text of the first child element of that name ('' when none). */
export function childText(element: XmlElement, name: string): string {
  return element.children.find((child) => child.name === name)?.text.trim() ?? '';
}
