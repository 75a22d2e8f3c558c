/**
 * Text a user typed or imported, shown back safely: characters that change how text is ordered
 * or that print nothing (bidi overrides, embeddings and isolates, directional marks, C0/C1
 * controls, zero-width characters) are made visible as their code point, so "\u202Eevil" cannot
 * be shown as "live". The rest is kept as it is; the component (ui/UserText) also isolates the
 * whole text from its surroundings (<bdi>), so right-to-left text stays itself and cannot pull
 * the label around it.
 */
export type UserTextPart = { text: string } | { control: string; code: string; name: string };

const NAMES: Record<number, string> = {
  0x061c: 'ARABIC LETTER MARK',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
};

// C0 and C1 controls (tab and line breaks included: an echo is one line), DEL, and the
// invisible formatting characters named above. Matching controls is this pattern's purpose.
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/gu;

export const codePoint = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** The text cut into plain runs and visible stand-ins for the characters above. */
export function userTextParts(text: string): UserTextPart[] {
  const parts: UserTextPart[] = [];
  let last = 0;
  for (const m of text.matchAll(HIDDEN)) {
    if (m.index > last) parts.push({ text: text.slice(last, m.index) });
    const c = m[0];
    const n = c.codePointAt(0)!;
    parts.push({ control: c, code: codePoint(c), name: NAMES[n] ?? 'CONTROL CHARACTER' });
    last = m.index + c.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The same as one plain string (for titles, aria labels, document titles): controls as `[U+202E]`. */
export function visibleText(text: string): string {
  return userTextParts(text)
    .map((p) => ('text' in p ? p.text : `[${p.code}]`))
    .join('');
}

/** True when the text holds any character userTextParts makes visible. */
export const hasHiddenCharacters = (text: string) => new RegExp(HIDDEN.source, 'u').test(text);

/**
 * The characters of a field's value that make it show something other than what it holds
 * (each once, in order), for a warning under the field: an <input> obeys a right-to-left
 * override and no markup can isolate inside it. Tabs and line breaks are a field's own.
 */
export function hiddenInField(text: string): Array<{ code: string; name: string }> {
  const seen = new Map<string, string>();
  for (const p of userTextParts(text))
    if (!('text' in p) && !'\t\n\r'.includes(p.control) && !seen.has(p.code)) seen.set(p.code, p.name);
  return [...seen].map(([code, name]) => ({ code, name }));
}

/** The value without those characters (what "Remove them" leaves). */
export function withoutHiddenInField(text: string): string {
  return userTextParts(text)
    .map((p) => ('text' in p ? p.text : '\t\n\r'.includes(p.control) ? p.control : ''))
    .join('');
}
