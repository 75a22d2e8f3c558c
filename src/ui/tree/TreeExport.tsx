import { Button, Group, Menu, Text } from '@mantine/core';
import { useState } from 'react';
import {
  exportRows,
  MIME,
  nodesToCount,
  saveFile,
  subtreeToCsv,
  subtreeToJson,
  svgToPng,
  treeFileName,
  treeToMarkdown,
  treeToMermaid,
  treeToSvg,
  treeToText,
  type ExportFormat,
  type ExportMeta,
} from '../../lib/tree/export/index.ts';
import type { TreeNodeData, TreeRow, TreeSource } from '../../lib/tree/index.ts';
import { CancelWalk, DepthSelect, WalkProgressNote } from './SubtreeWalkParts.tsx';
import { useSubtreeWalk } from './useSubtreeWalk.ts';

/**
 * The tree's exports. TreeExportMenu: the visible tree (HierarchyTree's onVisibleRows) as SVG,
 * PNG, indented text, Markdown or Mermaid. SubtreeExport: the subtree under a node to a chosen
 * depth as CSV or JSON, with progress and Cancel (the walk's requests go through the app's
 * limiter: 20 requests/s). Every file names the source, node, release and time.
 */

type Save = (fileName: string, data: Blob | string, type: string) => void;

export interface TreeExportMenuProps {
  rows: readonly TreeRow[];
  /** Release and source; the focus and the time are filled in at export. */
  meta: Pick<ExportMeta, 'release' | 'source' | 'note'>;
  focus: TreeNodeData;
  save?: Save;
  /**
   * How many children a node has in all (null: not known), asked at export for the nodes
   * whose children the view hides, so the picture says "+ 12 children" / "… 5 more".
   */
  countChildren?: (row: TreeRow) => Promise<number | null>;
}

/** Child counts asked for at most this many nodes per export (the rest say "+ children"). */
const MAX_COUNTED = 60;

type ViewFormat = 'svg' | 'png' | 'slide-svg' | 'slide-png' | 'txt' | 'md' | 'mmd' | 'mmd-lr';

export function TreeExportMenu({ rows, meta, focus, save = saveFile, countChildren }: TreeExportMenuProps) {
  const [error, setError] = useState<string | null>(null);
  const run = async (format: ViewFormat) => {
    setError(null);
    const full: ExportMeta = {
      ...meta,
      root: { code: focus.code, name: focus.name },
      generatedAt: new Date(),
    };
    const ext: ExportFormat = format.startsWith('slide-')
      ? (format.slice(6) as ExportFormat)
      : format === 'mmd-lr'
        ? 'mmd'
        : (format as ExportFormat);
    const name = treeFileName(full, ext, format.startsWith('slide-') ? 'slide' : 'hierarchy');
    try {
      // By row: a MeSH descriptor's children differ from one of its places to another.
      const totals = new Map<string, number | null>();
      if (countChildren) {
        const nodes = nodesToCount(rows).slice(0, MAX_COUNTED);
        const counts = await Promise.all(nodes.map((r) => countChildren(r).catch(() => null)));
        nodes.forEach((r, i) => totals.set(r.id, counts[i] ?? null));
      }
      const r = exportRows(rows, totals);
      if (format === 'svg') save(name, treeToSvg(r, full), MIME.svg);
      else if (format === 'png') save(name, await svgToPng(treeToSvg(r, full)), MIME.png);
      else if (format === 'slide-svg') save(name, treeToSvg(r, full, { slide: true }), MIME.svg);
      else if (format === 'slide-png')
        save(name, await svgToPng(treeToSvg(r, full, { slide: true }), 1), MIME.png);
      else if (format === 'txt') save(name, treeToText(r, full), MIME.txt);
      else if (format === 'md') save(name, treeToMarkdown(r, full), MIME.md);
      else if (format === 'mmd') save(name, treeToMermaid(r, full), MIME.mmd);
      else save(name, treeToMermaid(r, full, 'LR'), MIME.mmd);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <Group gap="xs">
      <Menu position="bottom-start">
        <Menu.Target>
          <Button size="xs" variant="default">
            Export the view
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void run('svg')}>Picture (SVG)</Menu.Item>
          <Menu.Item onClick={() => void run('png')}>Picture (PNG)</Menu.Item>
          <Menu.Item onClick={() => void run('txt')}>Indented text</Menu.Item>
          <Menu.Item onClick={() => void run('md')}>Markdown</Menu.Item>
          <Menu.Item onClick={() => void run('slide-png')}>Slide 16:9 (PNG)</Menu.Item>
          <Menu.Item onClick={() => void run('slide-svg')}>Slide 16:9 (SVG)</Menu.Item>
          <Menu.Item onClick={() => void run('mmd')}>Mermaid</Menu.Item>
          <Menu.Item onClick={() => void run('mmd-lr')}>Mermaid, left to right</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {error && (
        <Text size="sm" c="red" role="alert">
          The export failed: {error}
        </Text>
      )}
    </Group>
  );
}

export interface SubtreeExportProps {
  source: TreeSource;
  root: TreeNodeData;
  meta: Pick<ExportMeta, 'release' | 'source'>;
  save?: Save;
  /** Depths offered (1 = the children). */
  depths?: number[];
}

export function SubtreeExport({
  source,
  root,
  meta,
  save = saveFile,
  depths = [1, 2, 3, 4, 5],
}: SubtreeExportProps) {
  const [depth, setDepth] = useState(depths[0] ?? 1);
  const walk = useSubtreeWalk<{ rows: number; complete: boolean }>(source, root);
  const { status, running } = walk;

  const start = (format: 'csv' | 'json') =>
    walk.start(depth, ({ rows, complete }) => {
      const full: ExportMeta = {
        ...meta,
        root: { code: root.code, name: root.name },
        generatedAt: new Date(),
      };
      const name = treeFileName(full, format, `subtree-depth${depth}`);
      if (format === 'csv') save(name, subtreeToCsv(rows), MIME.csv);
      else save(name, subtreeToJson(rows, { ...full, depth, complete }), MIME.json);
      return { rows: rows.length, complete };
    });

  return (
    <div data-testid="subtree-export">
      <Group gap="xs" align="end">
        <DepthSelect
          label={`Subtree of ${root.name}, depth`}
          value={depth}
          depths={depths}
          disabled={running}
          onChange={setDepth}
        />
        <Button size="xs" variant="default" disabled={running} onClick={() => void start('csv')}>
          CSV
        </Button>
        <Button size="xs" variant="default" disabled={running} onClick={() => void start('json')}>
          JSON
        </Button>
        {running && <CancelWalk onCancel={walk.cancel} />}
      </Group>
      {status.kind === 'running' && (
        <WalkProgressNote progress={status.progress} label="Subtree export progress" />
      )}
      {status.kind === 'done' && (
        <Text size="sm" role="status">
          Saved {status.result.rows} rows{status.result.complete ? '' : ' (stopped at the row limit)'}.
        </Text>
      )}
      {status.kind === 'cancelled' && (
        <Text size="sm" role="status">
          Export cancelled; no file was made.
        </Text>
      )}
      {status.kind === 'failed' && (
        <Text size="sm" c="red" role="alert">
          The export failed: {status.message}
        </Text>
      )}
    </div>
  );
}
