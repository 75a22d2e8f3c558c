import {
  codeSuffix,
  hiddenChildrenText,
  madeAt,
  provenanceLine,
  type ExportMeta,
  type ExportRow,
} from './meta.ts';

/**
 * The visible tree as indented text, a Markdown nested list and a Mermaid flowchart. What the
 * view leaves out is said in each (exportRows): "+ 12 children" on a closed node, "… 5 more"
 * after a parent's shown children.
 */

export function treeToText(rows: readonly ExportRow[], meta: ExportMeta): string {
  const lines = rows.map((r) => {
    const indent = '  '.repeat(r.level - 1);
    if (r.marker) return `${indent}${r.name}`;
    const hidden = hiddenChildrenText(r);
    return `${indent}${r.name}${codeSuffix(r)}${hidden ? `  [${hidden}]` : ''}${r.isFocus ? '   <- focus' : ''}`;
  });
  return `${provenanceLine(meta)}\n\n${lines.join('\n')}\n`;
}

/**
 * Text that pastes cleanly into slides and chat: only what Markdown would read as formatting,
 * code, a link or HTML is escaped (`\ * _ ` [ ] < > | ~`), and a leading `#`, `>`, `+`, `-` or
 * `1.` that would start a heading, quote or list. Hyphens, brackets and dots inside a name stay
 * as they are: `ICD-10-CM (I20-I25)`, not `ICD\-10\-CM \(I20\-I25\)`.
 */
export function markdownText(s: string): string {
  return s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>|~]/g, '\\$&')
    .replace(/^([#>+-])/, '\\$1')
    .replace(/^(\d+)([.)])/, '$1\\$2');
}

export function treeToMarkdown(rows: readonly ExportRow[], meta: ExportMeta): string {
  const lines = rows.map((r) => {
    const indent = '  '.repeat(r.level - 1);
    if (r.marker) return `${indent}- *${markdownText(r.name)}*`;
    const code = r.code ? ` \`${r.code.replace(/`/g, "'")}\`` : '';
    const text = `${markdownText(r.name)}${code}`;
    const hidden = hiddenChildrenText(r);
    return `${indent}- ${r.isFocus ? `**${text}** (focus)` : text}${hidden ? ` *(${hidden})*` : ''}`;
  });
  return `# ${markdownText(`${meta.source} hierarchy: ${meta.root.name}`)}\n\nUMLS release ${markdownText(meta.release)}, made ${madeAt(meta.generatedAt)}.${meta.note ? ` Shown: ${markdownText(meta.note)}.` : ''}\n\n${lines.join('\n')}\n`;
}

/** A Mermaid label in double quotes: quotes and markup become entity codes Mermaid reads. */
export function mermaidLabel(s: string): string {
  return s
    .replace(/&/g, '#amp;')
    .replace(/"/g, '#quot;')
    .replace(/</g, '#lt;')
    .replace(/>/g, '#gt;')
    .replace(/[\r\n]+/g, ' ')
    .replace(/\p{Cc}/gu, '');
}

/** Top-down (`TD`, Mermaid's usual) or left to right (`LR`: long sibling lists stay readable). */
export type MermaidDirection = 'TD' | 'LR';

export function treeToMermaid(
  rows: readonly ExportRow[],
  meta: ExportMeta,
  direction: MermaidDirection = 'TD',
): string {
  // Node ids are generated (n0, n1…): codes such as GO:0005744 or I20-I25 are not valid ids.
  const ids = new Map(rows.map((r, i) => [r.id, `n${i}`]));
  const label = (r: ExportRow) => {
    const hidden = hiddenChildrenText(r);
    return `${r.name}${codeSuffix(r)}${hidden ? ` ${hidden}` : ''}`;
  };
  const out = [
    `%% ${provenanceLine(meta).replace(/[\r\n]+/g, ' ')}`,
    `graph ${direction}`,
    ...rows.map((r) => `  ${ids.get(r.id)}["${mermaidLabel(label(r))}"]`),
    ...rows
      .filter((r) => r.parentId !== null && ids.has(r.parentId))
      .map((r) => `  ${ids.get(r.parentId!)} ${r.marker ? '-.->' : '-->'} ${ids.get(r.id)}`),
    '  classDef focus fill:#fff3bf,stroke:#e8a200,stroke-width:2px',
    '  classDef more fill:#ffffff,stroke:#999999,stroke-dasharray:4 4,color:#555555',
  ];
  const focus = rows.filter((r) => r.isFocus).map((r) => ids.get(r.id));
  if (focus.length) out.push(`  class ${focus.join(',')} focus`);
  const more = rows.filter((r) => r.marker).map((r) => ids.get(r.id));
  if (more.length) out.push(`  class ${more.join(',')} more`);
  return `${out.join('\n')}\n`;
}
