import type { SourceAtomCluster } from '../../api/uts/index.ts';
import { kindOfRelation, type MappedCode, type MappingRow } from '../export/mapping/index.ts';
import type { RelatedCodes } from './relatedCodes.ts';

export interface CrosswalkMappingInput {
  /** The code crossed from. */
  subject: MappedCode;
  /** Its concepts (CUIs): what a same-CUI match shares. */
  cuis: readonly string[];
  /** The wanted sources; empty = any other source. */
  targets: readonly string[];
  /** Every same-CUI match (all pages). */
  matches: readonly SourceAtomCluster[];
  /** Related codes for the wanted sources with no match, or null when none was asked. */
  related: RelatedCodes | null;
}

const MAX_RELATED_NOTE = ' (among the first related concepts looked into)';

/**
 * The crosswalk as mapping rows, as the page shows it: each same-CUI match exact; for a wanted
 * source with no match, the codes of directly related concepts ("related, not equivalent":
 * broader, narrower or related by their relation); a wanted source with neither, unmatched,
 * saying why. A crosswalk to any source with no match at all is one unmatched row.
 */
export function crosswalkMappingRows(input: CrosswalkMappingInput): MappingRow[] {
  const { subject, targets, matches, related } = input;
  const cui = input.cuis.length ? input.cuis.join(' or ') : null;
  const concept = cui ? ` (${cui})` : '';
  const rows: MappingRow[] = matches.map((m) => ({
    subject,
    object: { source: m.rootSource, code: m.ui, label: m.name || null },
    kind: 'exact',
    cui,
  }));
  if (!targets.length) {
    if (!matches.length)
      rows.push({
        subject,
        object: null,
        kind: 'unmatched',
        targetSource: null,
        cui,
        reason: `no code of another source shares this code's concept${concept}`,
      });
    return rows;
  }
  const matched = new Set(matches.map((m) => m.rootSource));
  for (const target of targets.filter((t) => !matched.has(t))) {
    const codes = (related?.codes ?? []).filter((c) => c.code.source === target);
    for (const c of codes)
      rows.push({
        subject,
        object: { source: c.code.source, code: c.code.id, label: c.code.name || null },
        kind: kindOfRelation(c.relationLabel),
        cui: related?.cui ?? cui,
        relation: {
          label: c.relationLabel,
          additional: c.additionalRelationLabel,
          relatedId: c.related?.id ?? null,
          relatedName: c.relatedName || null,
        },
      });
    if (!codes.length)
      rows.push({
        subject,
        object: null,
        kind: 'unmatched',
        targetSource: target,
        cui,
        reason: `no ${target} code shares this code's concept${concept}, and no directly related concept has one${related?.truncated ? MAX_RELATED_NOTE : ''}`,
      });
  }
  return rows;
}
