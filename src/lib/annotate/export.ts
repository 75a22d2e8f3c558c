import { joinList, type ColumnSpec } from '../export/index.ts';
import type { DecidedMention } from './decisions.ts';
import { groupName } from './semanticGroups.ts';

/**
 * The columns of the mentions export (CSV and JSON): every mention with its offsets (UTF-16
 * code units, as JavaScript slices a string), text, concept, target codes, context and how it
 * was decided. The text itself is not in the file, only its mentions.
 */
export function mentionColumns(target: string | null): ColumnSpec<DecidedMention>[] {
  return [
    { header: 'Start', key: 'start', value: (m) => m.start },
    { header: 'End', key: 'end', value: (m) => m.end },
    { header: 'Text', key: 'text', value: (m) => m.text },
    { header: 'CUI', key: 'cui', value: (m) => m.cui },
    { header: 'Preferred name', key: 'name', value: (m) => m.name },
    {
      header: 'Semantic types',
      key: 'semanticTypes',
      value: (m) => joinList(m.semanticTypes?.map((t) => t.name)),
    },
    {
      header: 'TUIs',
      key: 'tuis',
      value: (m) => joinList(m.semanticTypes?.flatMap((t) => (t.tui ? [t.tui] : []))),
    },
    { header: 'Semantic group', key: 'semanticGroup', value: (m) => (m.group ? groupName(m.group) : null) },
    ...(target
      ? [
          { header: 'Target source', key: 'targetSource', value: () => target },
          {
            header: `${target} codes`,
            key: 'targetCodes',
            value: (m: DecidedMention) => joinList(m.target?.map((t) => t.code)),
          },
          {
            header: `${target} names`,
            key: 'targetNames',
            value: (m: DecidedMention) => joinList(m.target?.map((t) => t.name)),
          },
        ]
      : []),
    { header: 'Matched by', key: 'matchedBy', value: (m) => m.matchedBy },
    {
      header: 'Phrase sent',
      key: 'phrase',
      value: (m) => (m.matchedBy === 'abbreviation' ? null : m.phrase),
    },
    { header: 'Abbreviation of', key: 'abbreviationOf', value: (m) => m.abbreviationOf },
    { header: 'Context', key: 'context', value: (m) => joinList(m.context.map((c) => c.kind)) },
    { header: 'Triggers', key: 'triggers', value: (m) => joinList(m.context.map((c) => c.trigger)) },
    { header: 'Decided', key: 'decided', value: (m) => m.decided },
  ];
}
