import type { Prepared } from './annotate.ts';
import type { Span } from './candidates.ts';
import { contextOf } from './context.ts';
import { groupOf } from './semanticGroups.ts';
import type { AnnotateService, Mention } from './types.ts';

/**
 * A selection looked up by hand: its text (trimmed to whole words) searched exact, then
 * normalised. The privacy rule holds here too: a selection with a withheld token (a name, a
 * number, a date) is refused, with why. Returns the mention, or why there is none.
 */
export async function lookUpSpan(
  p: Prepared,
  span: Span,
  service: AnnotateService,
  target: string | null,
  signal: AbortSignal = new AbortController().signal,
): Promise<Mention | string> {
  const tokens = p.sentences.flatMap((s) => s.tokens).filter((t) => t.end > span.start && t.start < span.end);
  const words = tokens.filter((t) => t.kind !== 'punct');
  if (!words.length) return 'Select one or more words of the text to look them up.';
  const start = words[0]!.start;
  const end = words.at(-1)!.end;
  const held = tokens.find((t) => p.withheld.has(t.start));
  if (held)
    return `Not sent: "${held.text}" looks like ${article(p.withheld.get(held.start)!)}, which never leaves this tab.`;
  const phrase = p.text.slice(start, end).replace(/\s+/gu, ' ');
  if (phrase.length > 200) return 'Select at most 200 characters to look them up.';
  let hits = await service.search(phrase, 'exact', signal);
  if (!hits.length) hits = await service.search(phrase, 'normalizedString', signal);
  if (!hits.length) return `Nothing found for "${phrase}".`;
  const hit = hits[0]!;
  const details = await service.concept(hit.cui, signal);
  const codes = target ? await service.targetCodes(hit.cui, signal) : null;
  const sentence = p.sentences.findIndex((s) => start >= s.start && start < s.end);
  return {
    id: `${start}-${end}`,
    start,
    end,
    text: p.text.slice(start, end),
    cui: hit.cui,
    name: details?.name ?? hit.name,
    semanticTypes: details?.semanticTypes ?? null,
    group: details ? groupOf(details.semanticTypes.map((t) => t.tui)) : null,
    matchedBy: 'hand',
    phrase,
    alternatives: hits.slice(1, 6),
    target: codes,
    context: contextOf(p.text, { start, end }, p.triggers[sentence] ?? []),
    abbreviationOf: null,
  };
}

const article = (kind: string) => (/^[aeiou]/u.test(kind) ? `an ${kind}` : `a ${kind}`);
