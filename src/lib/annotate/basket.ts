import { entryId, UMLS_SYSTEM, type NewEntry } from '../basket/index.ts';
import type { DecidedMention } from './decisions.ts';

/**
 * The basket entries of the chosen mentions: with a target source, each concept's codes
 * there (a concept without one adds nothing); without, the concepts themselves. Each once,
 * however many mentions name it.
 */
export function mentionEntries(
  mentions: readonly DecidedMention[],
  target: string | null,
  release: string,
): NewEntry[] {
  const out = new Map<string, NewEntry>();
  for (const m of mentions) {
    const from = { kind: 'CUI' as const, id: m.cui };
    const entries: NewEntry[] = target
      ? (m.target ?? []).map((t) => ({ system: target, code: t.code, display: t.name, from, release }))
      : [{ system: UMLS_SYSTEM, code: m.cui, display: m.name, from, release }];
    for (const e of entries) if (!out.has(entryId(e.system, e.code))) out.set(entryId(e.system, e.code), e);
  }
  return [...out.values()];
}

/**
 * The lines the batch page is handed: each mention's text once (case aside), in text order;
 * a mention decided by hand goes as its CUI, so the batch finds what the hand chose.
 */
export function batchLines(mentions: readonly DecidedMention[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const m of mentions) {
    const line = m.decided === 'hand' ? m.cui : m.text.replace(/\s+/gu, ' ').trim();
    const key = line.toLocaleLowerCase('en-US');
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(line);
  }
  return out;
}
