/**
 * Character-level XML rules of the envelope builder: which characters XML 1.0 can carry and
 * how text is escaped. (On the way in, saxes decodes and checks; see decode.ts.)
 */

// XML 1.0 `Char`: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
// With the `u` flag a lone surrogate is one code point (D800–DFFF) and so falls outside.
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * A string that XML 1.0 cannot carry (e.g. U+0000, U+FFFE, a lone surrogate). Thrown before
 * anything is sent, so the UI can tell the user which input to change.
 */
export class XmlCharacterError extends Error {
  /** Name of the SOAP part (the input field) that holds the character. */
  readonly part: string;
  readonly codePoint: number;
  /** 0-based UTF-16 index of the character in the part's value. */
  readonly index: number;

  constructor(part: string, codePoint: number, index: number) {
    super(
      `“${part}” contains a character that cannot be sent (${formatCodePoint(codePoint)} at position ${index + 1}). ` +
        'Remove it and try again.',
    );
    this.name = 'XmlCharacterError';
    this.part = part;
    this.codePoint = codePoint;
    this.index = index;
  }
}

export const isXmlCharacterError = (e: unknown): e is XmlCharacterError => e instanceof XmlCharacterError;

function formatCodePoint(cp: number): string {
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first character XML 1.0 cannot carry, or undefined when the whole string is fine. */
function findNonXmlChar(s: string): { index: number; codePoint: number } | undefined {
  const m = NOT_XML_CHAR.exec(s);
  if (!m) return undefined;
  return { index: m.index, codePoint: m[0].codePointAt(0)! };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A raw CR would be turned into LF by any conforming parser (XML 1.0 §2.11).
  '\r': '&#xD;',
};
const NEEDS_ESCAPE = /[&<>"'\r]/g;

/**
 * Escapes a value for element content or a double-quoted attribute. `>` is always escaped so
 * a `]]>` in user text can never form a CDATA end marker. Refuses what XML cannot carry.
 */
export function escapeXml(value: string, part: string): string {
  const bad = findNonXmlChar(value);
  if (bad) throw new XmlCharacterError(part, bad.codePoint, bad.index);
  return value.replace(NEEDS_ESCAPE, (c) => ESCAPES[c]!);
}
