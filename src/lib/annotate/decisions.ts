import type { ConceptDetails, FoundConcept, Mention, TargetCode } from './types.ts';
import { groupOf } from './semanticGroups.ts';

/**
 * A hand on a mention, kept by the mention's span for the tab session: removed, another of
 * the search's concepts picked, or a mention added from a selection looked up by hand. A new
 * run of the same text keeps them (the spans are the same).
 */
export type Decision =
  | { action: 'remove' }
  | { action: 'pick'; concept: FoundConcept; details: ConceptDetails | null; target: TargetCode[] | null }
  | { action: 'add'; mention: Mention };

/** A mention after the hands: how it was decided is part of what an export says. */
export interface DecidedMention extends Mention {
  decided: 'service' | 'hand';
}

/**
 * The run's mentions with the hand decisions applied, in text order. A mention added by hand
 * from a selection replaces the ones it overlaps.
 */
export function applyDecisions(
  mentions: readonly Mention[],
  decisions: ReadonlyMap<string, Decision>,
): DecidedMention[] {
  const added = [...decisions.values()].flatMap((d) => (d.action === 'add' ? [d.mention] : []));
  const overlapsAdded = (m: Mention) =>
    added.some((a) => a.id !== m.id && a.start < m.end && m.start < a.end);
  const out: DecidedMention[] = added.map((m) => ({ ...m, decided: 'hand' }));
  for (const m of mentions) {
    if (overlapsAdded(m) || added.some((a) => a.id === m.id)) continue;
    const d = decisions.get(m.id);
    if (!d) out.push({ ...m, decided: 'service' });
    else if (d.action === 'pick') {
      const others = [{ cui: m.cui, name: m.name, rootSource: null }, ...m.alternatives].filter(
        (a) => a.cui !== d.concept.cui,
      );
      out.push({
        ...m,
        cui: d.concept.cui,
        name: d.details?.name ?? d.concept.name,
        semanticTypes: d.details?.semanticTypes ?? null,
        group: d.details ? groupOf(d.details.semanticTypes.map((t) => t.tui)) : null,
        target: d.target,
        alternatives: others,
        matchedBy: 'hand',
        decided: 'hand',
      });
    }
  }
  return out.sort((a, b) => a.start - b.start || b.end - a.end);
}
