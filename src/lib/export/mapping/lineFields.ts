import { uuidFromText } from '../contentId.ts';
import { mappingComment } from './relation.ts';
import type { Justification, MappingRow, MappingSetMeta } from './types.ts';

/** SEMAPV terms (https://w3id.org/semapv/vocab/) for how a mapping was decided. */
export const SEMAPV: Readonly<Record<Justification, string>> = {
  lexical: 'semapv:LexicalMatching',
  chaining: 'semapv:MappingChaining',
  manual: 'semapv:ManualMappingCuration',
};

/**
 * A row's justification: a batch row's own (its words matched, its identifier followed, or a
 * reviewer's decision); otherwise a shared CUI or a relation is a chain of mappings through the
 * Metathesaurus, and nothing found was no matching of any kind.
 */
export function justificationOf(row: MappingRow): string {
  if (row.line) return SEMAPV[row.line.justification];
  return row.kind === 'unmatched' ? 'semapv:UnspecifiedMatching' : SEMAPV.chaining;
}

/** A row names a subject code (a batch line that named and reached nothing has none). */
export const hasSubjectId = (row: MappingRow): boolean => !!row.subject.source && !!row.subject.code;

/** Every code system the rows name, subjects and objects: the ones a file states versions for. */
export const mappedSystems = (rows: readonly MappingRow[]): string[] =>
  rows.flatMap((r) => [
    ...(hasSubjectId(r) ? [r.subject.source] : []),
    ...(r.object ? [r.object.source] : []),
  ]);

/**
 * The sentence a row carries: the reviewer's comment first (with their name), then what the
 * hand decided, then why the mapping holds (the shared CUI, the relation, why nothing was found).
 */
export function rowComment(row: MappingRow, release: string, demoIds?: (id: string) => boolean): string {
  const l = row.line;
  const review = l?.comment.trim()
    ? `${l.reviewer ? `Reviewer ${l.reviewer}` : 'Reviewer'}: ${l.comment.trim()}`
    : null;
  return [
    review,
    row.kind === 'unmatched' ? null : (l?.decision ?? null),
    mappingComment(row, release, demoIds),
  ]
    .filter(Boolean)
    .join('; ');
}

/**
 * The mapping set's identity, from its content: the same rows (subjects, objects, kinds, lines
 * and decisions) in the same release give the same id in every format and every time they are
 * saved; other content another. Never an address of the app, which is local or changes.
 */
export function mappingSetUuid(
  rows: readonly MappingRow[],
  meta: Pick<MappingSetMeta, 'title' | 'release'>,
): string {
  const content = rows.map((r) => [
    r.subject.source,
    r.subject.code,
    r.kind,
    r.object?.source ?? r.targetSource ?? '',
    r.object?.code ?? '',
    r.line ? [r.line.line, r.line.input, r.line.justification, r.line.comment, r.line.reviewer ?? ''] : null,
  ]);
  return uuidFromText(JSON.stringify([meta.title, meta.release, content]));
}
