/**
 * XML text handling shared by the request parser, the serializer, the fault writer and the WSDL.
 * Escaping follows Axis 1.4's DefaultXMLEncoder: `&`, `<`, `>`, `"` as entities and CR as a
 * character reference (a raw CR would be normalised away by the reader's line-end handling).
 */
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#xd;',
};

const NEEDS_ESCAPE = /[&<>"\r]/;

export function escapeXml(text: string): string {
  // Most values (RXCUIs, names) need no escaping; skip the replace for them.
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"\r]/g, (c) => ESCAPES[c] ?? c) : text;
}

/** Characters XML 1.0 can carry at all; anything else cannot be put on the wire. */
export function isXmlChar(codePoint: number): boolean {
  return (
    codePoint === 0x9 ||
    codePoint === 0xa ||
    codePoint === 0xd ||
    (codePoint >= 0x20 && codePoint <= 0xd7ff) ||
    (codePoint >= 0xe000 && codePoint <= 0xfffd) ||
    (codePoint >= 0x10000 && codePoint <= 0x10ffff)
  );
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Decodes the five predefined entities and character references in one pass, so `&amp;lt;`
 * stays `&lt;`. Unknown entities (HTML names such as `&nbsp;`) are not XML and are rejected,
 * like a conforming parser would.
 */
export function decodeXmlText(raw: string): string {
  if (!raw.includes('&')) return raw;
  return raw.replace(/&([^;&\s]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new XmlTextError(`unterminated entity reference '${whole}'`);
    const predefined = PREDEFINED[name];
    if (predefined !== undefined) return predefined;
    const m = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(name);
    if (!m) throw new XmlTextError(`undeclared entity '${name}'`);
    const cp = m[1] !== undefined ? parseInt(m[1], 16) : parseInt(m[2] ?? '', 10);
    if (!isXmlChar(cp)) throw new XmlTextError(`character reference &${name}; is not an XML character`);
    return String.fromCodePoint(cp);
  });
}

export class XmlTextError extends Error {}
