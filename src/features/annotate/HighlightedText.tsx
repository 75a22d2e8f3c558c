import type { Span } from '../../lib/annotate/candidates.ts';
import type { CSSProperties, ReactNode } from 'react';
import type { DecidedMention } from '../../lib/annotate/decisions.ts';
import { groupName } from '../../lib/annotate/semanticGroups.ts';
import { userTextParts } from '../../lib/userText.ts';
import { groupColor } from './groupColors.ts';

/**
 * The text with its mentions marked. Every piece of text is an element with `data-start`, so
 * a selection maps back to offsets in the text (selectionSpan). Controls that reorder text or
 * print nothing are shown as their code point, never applied; line breaks and tabs stay.
 */
function pieces(text: string, from: number, to: number): ReactNode[] {
  const out: ReactNode[] = [];
  let at = from;
  for (const p of userTextParts(text.slice(from, to))) {
    const len = 'text' in p ? p.text.length : p.control.length;
    if ('text' in p || '\t\n\r'.includes(p.control))
      out.push(
        <span key={at} data-start={at}>
          {'text' in p ? p.text : p.control}
        </span>,
      );
    else
      out.push(
        <abbr
          key={at}
          className="annot-control"
          title={`${p.code} ${p.name}`}
          data-start={at}
          data-end={at + len}
        >
          {p.code}
        </abbr>,
      );
    at += len;
  }
  return out;
}

const contextWords = (m: DecidedMention) =>
  m.context.map((c) => `${c.kind === 'other' ? "someone else's" : c.kind} ("${c.trigger}")`).join(', ');

export function HighlightedText({
  text,
  mentions,
  unchecked,
  selected,
  onSelect,
}: {
  text: string;
  mentions: readonly DecidedMention[];
  unchecked: readonly Span[];
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const nodes: ReactNode[] = [];
  let at = 0;
  const marks = [
    ...mentions.map((m) => ({ start: m.start, end: m.end, m })),
    ...unchecked.map((u) => ({ start: u.start, end: u.end, m: null })),
  ].sort((a, b) => a.start - b.start);
  for (const mark of marks) {
    if (mark.start < at) continue;
    nodes.push(...pieces(text, at, mark.start));
    const m = mark.m;
    if (!m) {
      nodes.push(
        <span
          key={`u${mark.start}`}
          className="annot-unchecked"
          title="Not checked: the service stopped first"
        >
          {pieces(text, mark.start, mark.end)}
        </span>,
      );
    } else {
      const kinds = Object.fromEntries(m.context.map((c) => [`data-${c.kind}`, '']));
      const title = `${m.name} (${m.cui}) · ${groupName(m.group)}${m.context.length ? ` · ${contextWords(m)}` : ''}`;
      nodes.push(
        <mark
          key={m.id}
          className="annot-mention"
          style={{ '--annot-color': groupColor(m.group) } as CSSProperties}
          data-mention={m.id}
          data-group={m.group ?? ''}
          data-pending={m.semanticTypes ? undefined : ''}
          aria-current={selected === m.id ? 'true' : undefined}
          title={title}
          tabIndex={0}
          onClick={() => onSelect(m.id)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onSelect(m.id);
            }
          }}
          {...kinds}
        >
          {pieces(text, m.start, m.end)}
        </mark>,
      );
    }
    at = mark.end;
  }
  nodes.push(...pieces(text, at, text.length));
  return (
    <div className="annot-text" data-testid="annotated-text" dir="auto">
      {nodes}
    </div>
  );
}
