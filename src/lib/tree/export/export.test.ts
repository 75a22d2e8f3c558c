import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { SubtreeRow } from '../walk.ts';
import { treeFileName, type ExportMeta, type ExportRow } from './meta.ts';
import { treeToSvg } from './picture.ts';
import { subtreeToCsv, subtreeToJson } from './table.ts';
import { treeToMarkdown, treeToMermaid, treeToText } from './text.ts';

const meta: ExportMeta = {
  release: '2025AB',
  source: 'MSH',
  root: { code: 'D009203', name: 'Myocardial Infarction' },
  generatedAt: new Date('2026-11-23T22:15:09Z'),
};

const rows: ExportRow[] = [
  { id: 'r', parentId: null, level: 1, name: 'Cardiovascular Diseases', code: 'D002318', isFocus: false },
  {
    id: 'r>h',
    parentId: 'r',
    level: 2,
    name: 'Heart <Diseases> & "stuff" \u0001',
    code: 'D006331',
    isFocus: false,
  },
  { id: 'r>h>m', parentId: 'r>h', level: 3, name: 'Myocardial Infarction', code: 'D009203', isFocus: true },
  {
    id: 'r>h>m>a',
    parentId: 'r>h>m',
    level: 4,
    name: 'Anterior Wall [MI]* _x_ `y`',
    code: 'GO:1',
    isFocus: false,
  },
];

describe('pictures and texts of the visible tree', () => {
  it('the SVG parses, names every visible node, marks the focus and names release and time', () => {
    const svg = treeToSvg(rows, meta);
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const texts = [...doc.getElementsByTagName('text')].map((t) => t.textContent);
    expect(texts).toContain('Heart <Diseases> & "stuff"  (D006331)');
    expect(texts).toContain('Anterior Wall [MI]* _x_ `y` (GO:1)');
    expect(doc.querySelector('[data-focus="true"]')?.textContent).toBe('Myocardial Infarction (D009203)');
    expect(doc.querySelector('title')?.textContent).toContain('release 2025AB · made 2026-11-23 22:15 UTC');
  });

  it('indented text and Markdown keep the levels and escape Markdown', () => {
    const text = treeToText(rows, meta);
    expect(text).toContain('\n    Myocardial Infarction (D009203)   <- focus\n');
    expect(text.split('\n')[0]).toContain('UMLS release 2025AB');
    const md = treeToMarkdown(rows, meta);
    expect(md).toContain('    - **Myocardial Infarction `D009203`** (focus)');
    expect(md).toContain('      - Anterior Wall \\[MI\\]\\* \\_x\\_ \\`y\\` `GO:1`');
    expect(md).toContain('UMLS release 2025AB, made 2026-11-23 22:15 UTC.');
  });

  it('Mermaid uses generated ids and escaped labels', () => {
    const mmd = treeToMermaid(rows, meta);
    expect(mmd.split('\n').slice(1, 3)).toEqual(['graph TD', '  n0["Cardiovascular Diseases (D002318)"]']);
    expect(mmd).toContain('n1["Heart #lt;Diseases#gt; #amp; #quot;stuff#quot;  (D006331)"]');
    expect(mmd).toContain('  n2 --> n3');
    expect(mmd).toContain('  class n2 focus');
    expect(mmd.startsWith('%% MSH hierarchy')).toBe(true);
  });

  it('file names carry kind, source, node, release and local time, in the pattern of every export', () => {
    const p = (n: number) => String(n).padStart(2, '0');
    const t = meta.generatedAt;
    const stamp = `${t.getFullYear()}${p(t.getMonth() + 1)}${p(t.getDate())}-${p(t.getHours())}${p(t.getMinutes())}`;
    expect(treeFileName(meta, 'svg')).toBe(`hierarchy-MSH-D009203-2025AB-${stamp}.svg`);
    expect(treeFileName({ ...meta, root: { code: 'GO:0005744', name: '' } }, 'csv', 'subtree')).toBe(
      `subtree-MSH-GO-0005744-2025AB-${stamp}.csv`,
    );
  });
});

describe('subtree CSV and JSON', () => {
  const sub: SubtreeRow[] = [
    { code: 'R', name: 'Root, "quoted"', source: 'TST', depth: 0, parent: '', path: 'R', key: 'k' },
    { code: '-1', name: '=HYPERLINK("x")', source: 'TST', depth: 1, parent: 'R', path: 'R > -1', key: 'k2' },
    { code: 'é', name: '@cmd', source: 'TST', depth: 1, parent: 'R', path: 'R > é', key: 'k3' },
  ];

  it('CSV: BOM, header, neutralised formula cells, reads back', () => {
    const csv = subtreeToCsv(sub);
    expect(csv.startsWith('\uFEFFCode,Name,Source,Depth,Parent,Path\r\n')).toBe(true);
    const back = Papa.parse<string[]>(csv.slice(1).trim()).data;
    expect(back).toEqual([
      ['Code', 'Name', 'Source', 'Depth', 'Parent', 'Path'],
      ['R', 'Root, "quoted"', 'TST', '0', '', 'R'],
      // A plain number stays a number (lib/export's rule); a formula gets its apostrophe.
      ['-1', '\'=HYPERLINK("x")', 'TST', '1', 'R', 'R > -1'],
      ['é', "'@cmd", 'TST', '1', 'R', 'R > é'],
    ]);
  });

  it('JSON has the meta object and the rows', () => {
    const doc = JSON.parse(subtreeToJson(sub, { ...meta, depth: 2, complete: true }));
    expect(doc.meta).toEqual({
      release: '2025AB',
      source: 'MSH',
      root: meta.root,
      depth: 2,
      generatedAt: '2026-11-23T22:15:09.000Z',
      rowCount: 3,
      complete: true,
    });
    expect(doc.rows[1]).toEqual({
      code: '-1',
      name: '=HYPERLINK("x")',
      source: 'TST',
      depth: 1,
      parent: 'R',
      path: 'R > -1',
    });
  });
});
