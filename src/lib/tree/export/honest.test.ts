import { describe, expect, it } from 'vitest';
import { mergeChildPages, type ChildList } from '../children.ts';
import { testNode } from '../testing.ts';
import { buildVisibleTree } from '../visible.ts';
import { childTotal, exportRows, nodesToCount, shownCode, type ExportMeta } from './meta.ts';
import { treeToSvg } from './picture.ts';
import { markdownText, treeToMarkdown, treeToMermaid, treeToText } from './text.ts';

// The ICD-10-CM view of I21 as a user reported it: the root, chapter 9, the block I20-I25 shown
// as a path (only I21 of its 6 children), I21 the focus with 7 children, I21.0 closed (3 children).
const root = { ...testNode('V-ICD10CM', 'ICD-10-CM Tabular List of Diseases and Injuries', true, 'ICD10CM') };
const chapter = testNode('9', 'Diseases of the circulatory system (I00-I99)', true, 'ICD10CM');
const block = testNode('I20-I25', 'Ischemic heart diseases (I20-I25)', true, 'ICD10CM');
const i21 = testNode('I21', 'Acute myocardial infarction', true, 'ICD10CM');
const kids = ['I21.0', 'I21.1', 'I21.2', 'I21.3', 'I21.4', 'I21.9', 'I21.A'].map((c) =>
  testNode(c, `Kind ${c}`, c === 'I21.0', 'ICD10CM'),
);
const ready = (items = kids, total: number | null = items.length, hasMore = false): ChildList => ({
  ...mergeChildPages([{ items, pageNumber: 1, pageSize: 100, pageCount: 1, total }]),
  total,
  hasMore,
});

const meta: ExportMeta = {
  release: '2025AB',
  source: 'ICD10CM',
  root: { code: 'I21', name: 'Acute myocardial infarction' },
  generatedAt: new Date('2026-11-27T10:00:00Z'),
};

const view = (list: ChildList = ready()) =>
  buildVisibleTree({
    path: [root, chapter, block, i21],
    expanded: new Set(),
    childList: (k) => (k === i21.key ? list : undefined),
  }).rows;

describe('honest pictures of a partial tree', () => {
  it('marks hidden siblings and closed children, with counts when the service told them', () => {
    const rows = view();
    expect(nodesToCount(rows).map((r) => r.node.code)).toEqual(['V-ICD10CM', '9', 'I20-I25', 'I21', 'I21.0']);
    const totals = new Map([
      [root.key, 1],
      [chapter.key, 10],
      [block.key, 6],
      [i21.key, 7],
      [kids[0]!.key, 3],
    ]);
    const out = exportRows(rows, totals);
    expect(out.map((r) => `${'  '.repeat(r.level - 1)}${r.name}${r.code ? ` (${r.code})` : ''}`)).toEqual([
      'ICD-10-CM Tabular List of Diseases and Injuries',
      '  Diseases of the circulatory system (I00-I99) (chapter 9)',
      '    Ischemic heart diseases (I20-I25)',
      '      Acute myocardial infarction (I21)',
      '        Kind I21.0 (I21.0)',
      '        Kind I21.1 (I21.1)',
      '        Kind I21.2 (I21.2)',
      '        Kind I21.3 (I21.3)',
      '        Kind I21.4 (I21.4)',
      '        Kind I21.9 (I21.9)',
      '        Kind I21.A (I21.A)',
      '      … 5 more',
      '    … 9 more',
    ]);
    expect(out.find((r) => r.code === 'I21.0')?.hiddenChildren).toBe(3);
    const text = treeToText(out, meta);
    expect(text).toContain('        Kind I21.0 (I21.0)  [+ 3 children]\n');
    expect(text).toContain('\n      … 5 more\n    … 9 more\n');
  });

  it('without counts, a path node still says more are hidden, and a list loaded in part says so', () => {
    const out = exportRows(view(ready(kids.slice(0, 4), 7, true)));
    const markers = out.filter((r) => r.marker).map((r) => [r.parentId?.split('>').at(-1), r.name]);
    expect(markers).toEqual([
      ['code:ICD10CM/I21', '… 3 more'],
      ['code:ICD10CM/I20-I25', '… more not shown'],
      ['code:ICD10CM/9', '… more not shown'],
      ['code:ICD10CM/V-ICD10CM', '… more not shown'],
    ]);
    expect(out.find((r) => r.code === 'I21.0')?.hiddenChildren).toBeNull();
  });

  it('the SVG draws the markers and each code once', () => {
    const out = exportRows(view(), new Map([[block.key, 6]]));
    const svg = treeToSvg(out, meta);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts).toContain('Ischemic heart diseases (I20-I25)');
    expect(texts).toContain('Kind I21.0 (I21.0) + children');
    expect([...doc.querySelectorAll('[data-marker="more"]')].map((t) => t.textContent)).toContain('… 5 more');
    expect(svg).not.toMatch(/\(I20-I25\) \(I20-I25\)|\(V-ICD10CM\)|\(9\)/);
  });

  it('the slide preset is 16:9 whatever the tree', () => {
    const svg = treeToSvg(exportRows(view()), meta, { slide: true });
    expect(svg).toMatch(
      /<svg [^>]*width="1920" height="1080" viewBox="0 0 \d+ \d+" preserveAspectRatio="xMidYMid meet"/,
    );
  });

  it('Mermaid goes left to right on request, markers dashed', () => {
    const out = exportRows(view(), new Map([[block.key, 6]]));
    const lr = treeToMermaid(out, meta, 'LR');
    expect(lr.split('\n')[1]).toBe('graph LR');
    expect(treeToMermaid(out, meta).split('\n')[1]).toBe('graph TD');
    expect(lr).toMatch(/n2 -\.-> n\d+/);
    expect(lr).toContain('["… 5 more"]');
    expect(lr).toMatch(/class n\d+(,n\d+)* more/);
  });

  it('Markdown keeps hyphens and brackets as they are, and still cannot be read as markup', () => {
    const md = treeToMarkdown(exportRows(view()), meta);
    expect(md).toContain('# ICD10CM hierarchy: Acute myocardial infarction');
    expect(md).toContain('  - Diseases of the circulatory system (I00-I99) `chapter 9`');
    expect(md).toContain('    - Ischemic heart diseases (I20-I25)\n');
    expect(md).toContain('        - Kind I21.0 `I21.0` *(+ children)*');
    expect(md).not.toMatch(/\\[-().]/);
    expect(markdownText('ICD-10-CM (I20-I25)')).toBe('ICD-10-CM (I20-I25)');
    expect(markdownText('- a *b* [c](d) <e> | ~f~ `g`')).toBe(
      '\\- a \\*b\\* \\[c\\](d) \\<e\\> \\| \\~f\\~ \\`g\\`',
    );
    expect(markdownText('1. first')).toBe('1\\. first');
    expect(markdownText('# not a heading')).toBe('\\# not a heading');
  });

  it('a first page tells a list size when it can', () => {
    const page = { items: kids, pageNumber: 1, pageSize: 100 };
    expect(childTotal({ ...page, pageCount: 3, total: 250 })).toBe(250);
    expect(childTotal({ ...page, pageCount: 1, total: null })).toBe(7);
    expect(childTotal({ ...page, pageCount: 3, total: null })).toBeNull();
    expect(childTotal({ ...page, pageCount: null, total: null })).toBe(7);
  });
});

describe('MeSH tree numbers in exports', () => {
  it('follow the code as the tree shows them, each path position seen from its parent', () => {
    const num = (id: string, name: string, treeNumbers: string[]) => ({
      ...testNode(id, name, true, 'MSH'),
      treeNumbers,
    });
    const rows = buildVisibleTree({
      path: [
        testNode('V-MSH', 'Medical Subject Headings', true, 'MSH'),
        num('D017202', 'Myocardial Ischemia', ['C14.280.647', 'C14.907.585']),
        num('D009203', 'Myocardial Infarction', ['C14.280.647.500', 'C14.907.585.500']),
      ],
      expanded: new Set(),
      collapsed: new Set(['code:MSH/D009203']),
      childList: () => undefined,
    }).rows;
    expect(rows.map(shownCode)).toEqual([
      '',
      'D017202 · C14.280.647, C14.907.585',
      'D009203 · C14.280.647.500, C14.907.585.500',
    ]);
    expect(treeToText(exportRows(rows), meta)).toContain(
      'Myocardial Infarction (D009203 · C14.280.647.500, C14.907.585.500)',
    );
  });
});
