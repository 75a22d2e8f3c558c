import type { Relation, UtsRef } from '../api/uts/index.ts';
import type { ColumnSpec } from '../lib/export/index.ts';
import { relationSentence } from '../lib/relationSentence.ts';

/** What a relation end is, in words a spreadsheet user reads: CUI, AUI, or the source id. */
const endKind = (r: UtsRef | null) => (r ? (r.kind === 'source' ? 'code' : r.kind) : null);

/**
 * Relations as exported (concept and source relations): both ends as name, identifier, its
 * kind and source, the labels, and the asserting source, after the row read as a sentence. The ends' URIs stay out.
 */
export const RELATION_COLUMNS: ColumnSpec<Relation>[] = [
  // The row read in its own direction; REL and RELA stay as columns below.
  {
    header: 'Reads as',
    key: 'sentence',
    value: (r) =>
      relationSentence({
        fromName: r.relatedFromName || r.relatedFrom?.id || null,
        rel: r.relationLabel,
        rela: r.additionalRelationLabel,
        toName: r.relatedName || r.related?.id || '',
        sab: r.rootSource,
      }),
  },
  { header: 'From name', key: 'fromName', value: (r) => r.relatedFromName },
  { header: 'From id', key: 'fromId', value: (r) => r.relatedFrom?.id },
  { header: 'From id type', key: 'fromIdType', value: (r) => endKind(r.relatedFrom) },
  { header: 'From SAB', key: 'fromSab', value: (r) => r.relatedFrom?.source },
  { header: 'REL', key: 'rel', value: (r) => r.relationLabel },
  { header: 'RELA', key: 'rela', value: (r) => r.additionalRelationLabel },
  { header: 'Related name', key: 'relatedName', value: (r) => r.relatedName },
  { header: 'Related id', key: 'relatedId', value: (r) => r.related?.id },
  { header: 'Related id type', key: 'relatedIdType', value: (r) => endKind(r.related) },
  { header: 'Related SAB', key: 'relatedSab', value: (r) => r.related?.source },
  { header: 'SAB', key: 'sab', value: (r) => r.rootSource },
  { header: 'Relation id', key: 'rui', value: (r) => r.ui },
  { header: 'Obsolete', key: 'obsolete', value: (r) => r.obsolete },
  { header: 'Suppressible', key: 'suppressible', value: (r) => r.suppressible },
];
