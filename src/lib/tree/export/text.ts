import { madeAt, provenanceLine, type ExportMeta, type ExportRow } from './meta.ts';

/** The visible tree as indented text, a Markdown nested list and a Mermaid `graph TD`. */

export function treeToText(rows: readonly ExportRow[], meta: ExportMeta): string {
  const lines = rows.map(
    (r) => `${'  '.repeat(r.level - 1)}${r.name} (${r.code})${r.isFocus ? '   <- focus' : ''}`,
  );
  return `${provenanceLine(meta)}\n\n${lines.join('\n')}\n`;
}

/** Backslash-escapes what Markdown would read as formatting, links or HTML. */
export function markdownText(s: string): string {
  return s.replace(/[\\`*_{}[\]()#+\-.!|<>~]/g, '\\$&').replace(/\s+/g, ' ');
}

export function treeToMarkdown(rows: readonly ExportRow[], meta: ExportMeta): string {
  const lines = rows.map((r) => {
    const text = `${markdownText(r.name)} \`${r.code.replace(/`/g, "'")}\``;
    return `${'  '.repeat(r.level - 1)}- ${r.isFocus ? `**${text}** (focus)` : text}`;
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

export function treeToMermaid(rows: readonly ExportRow[], meta: ExportMeta): string {
  // Node ids are generated (n0, n1…): codes such as GO:0005744 or I20-I25 are not valid ids.
  const ids = new Map(rows.map((r, i) => [r.id, `n${i}`]));
  const out = [
    `%% ${provenanceLine(meta).replace(/[\r\n]+/g, ' ')}`,
    'graph TD',
    ...rows.map((r) => `  ${ids.get(r.id)}["${mermaidLabel(`${r.name} (${r.code})`)}"]`),
    ...rows
      .filter((r) => r.parentId !== null && ids.has(r.parentId))
      .map((r) => `  ${ids.get(r.parentId!)} --> ${ids.get(r.id)}`),
    '  classDef focus fill:#fff3bf,stroke:#e8a200,stroke-width:2px',
  ];
  const focus = rows.filter((r) => r.isFocus).map((r) => ids.get(r.id));
  if (focus.length) out.push(`  class ${focus.join(',')} focus`);
  return `${out.join('\n')}\n`;
}
