import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';

/** A link written in a Markdown file: where it points and the line it is on. */
export interface MarkdownLink {
  target: string;
  line: number;
}

/** Fenced code blocks (``` or ~~~) hold no links or headings: blanked, lines kept. */
function withoutFences(text: string): string {
  let fence: string | null = null;
  return text
    .split('\n')
    .map((line) => {
      const opens = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (opens && opens[0] === fence[0] && opens.length >= fence.length) fence = null;
        return '';
      }
      if (opens) {
        fence = opens;
        return '';
      }
      return line;
    })
    .join('\n');
}

/**
 * The links of a Markdown text: inline links and images `[text](target "title")`, `<target>`
 * written in angle brackets, and reference definitions `[id]: target`. Code is skipped.
 */
export function markdownLinks(text: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  withoutFences(text)
    .split('\n')
    // Code spans hold no links either.
    .map((line) => line.replace(/(`+)[^`]*?\1/g, ''))
    .forEach((line, i) => {
      for (const m of line.matchAll(/\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g))
        links.push({ target: m[1]!.replace(/^<|>$/g, ''), line: i + 1 });
      const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
      if (definition) links.push({ target: definition[1]!.replace(/^<|>$/g, ''), line: i + 1 });
    });
  return links;
}

/** A link to another site or protocol (`https:`, `mailto:`), which this check leaves alone. */
export const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/**
 * The anchors GitHub gives a Markdown file's headings: lower case, punctuation dropped, spaces
 * to hyphens, `-1`, `-2`… on repeats.
 */
export function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(text).split('\n')) {
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .replace(/<[^>]*>/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const n = seen.get(slug) ?? 0;
    seen.set(slug, n + 1);
    anchors.add(n ? `${slug}-${n}` : slug);
  }
  return anchors;
}

/**
 * What is wrong with each relative link of the Markdown file `file` (absolute path) inside the
 * repository at `root`: a target outside the repository, a file that does not exist, or an
 * anchor no heading of the target Markdown file has. Empty when every link resolves.
 */
export function brokenLinks(root: string, file: string): string[] {
  const problems: string[] = [];
  const where = (line: number) => `${relative(root, file).split(sep).join('/')}:${line}`;
  for (const { target, line } of markdownLinks(readFileSync(file, 'utf8'))) {
    if (isExternal(target)) continue;
    const [rawPath = '', anchor] = target.split('#', 2);
    let path: string;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      problems.push(`${where(line)}: ${target} is not a valid URL path`);
      continue;
    }
    const resolved = path ? resolve(dirname(file), path.replace(/^\//, root + '/')) : file;
    const inside = relative(root, resolved);
    if (inside.startsWith('..') || isAbsolute(inside)) {
      problems.push(`${where(line)}: ${target} points outside the repository`);
      continue;
    }
    if (!existsSync(resolved)) {
      problems.push(`${where(line)}: ${target} names no file in the repository`);
      continue;
    }
    if (anchor && statSync(resolved).isFile() && resolved.endsWith('.md')) {
      if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor.toLowerCase()))
        problems.push(`${where(line)}: ${target} names no heading of ${inside.split(sep).join('/')}`);
    }
  }
  return problems;
}
