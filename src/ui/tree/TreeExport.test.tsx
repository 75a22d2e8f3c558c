import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TreeSource } from '../../lib/tree/source.ts';
import { memorySource, testNode } from '../../lib/tree/testing.ts';
import { buildVisibleTree } from '../../lib/tree/visible.ts';
import { SubtreeExport, TreeExportMenu } from './TreeExport.tsx';

const meta = { release: '2025AB', source: 'TST' };

describe('SubtreeExport', () => {
  it('walks to the chosen depth and saves a CSV named with the release', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const src = memorySource({ R: ['A', 'B'], A: ['A1'], A1: ['A11'] });
    render(
      <MantineProvider>
        <SubtreeExport source={src} root={testNode('R', 'Root')} meta={meta} save={save} />
      </MantineProvider>,
    );
    await user.selectOptions(screen.getByLabelText('Subtree of Root, depth'), '2');
    await user.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    const [name, csv] = save.mock.calls[0]!;
    expect(name).toMatch(/^subtree-depth2-TST-R-2025AB-\d{8}-\d{4}\.csv$/);
    expect((csv as string).trim().split('\r\n').slice(1)).toEqual([
      'R,Root,TST,0,,R',
      'A,Node A,TST,1,R,R > A',
      'A1,Node A1,TST,2,A,R > A > A1',
      'B,Node B,TST,1,R,R > B',
    ]);
    expect(screen.getByText('Saved 4 rows.')).toBeInTheDocument();
  });

  it('shows progress and Cancel stops the requests without saving', async () => {
    const user = userEvent.setup();
    const save = vi.fn();
    const base = memorySource({ R: ['A', 'B', 'C'], A: ['A1'], B: ['B1'], C: ['C1'] });
    let release: () => void = () => {};
    const src: TreeSource = {
      ...base,
      // Every children call after the first waits until released (or aborted).
      children: async (ref, page, o) => {
        if (ref.id !== 'R')
          await new Promise<void>((resolve, reject) => {
            release = resolve;
            o?.signal?.addEventListener('abort', () => reject(o.signal!.reason));
          });
        return base.children(ref, page, o);
      },
    };
    render(
      <MantineProvider>
        <SubtreeExport source={src} root={testNode('R', 'Root')} meta={meta} save={save} />
      </MantineProvider>,
    );
    await user.selectOptions(screen.getByLabelText('Subtree of Root, depth'), '3');
    await user.click(screen.getByRole('button', { name: 'JSON' }));
    await waitFor(() => expect(screen.getByText(/1 of 4 nodes so far/)).toBeInTheDocument());
    expect(screen.getByRole('progressbar', { name: 'Subtree export progress' })).toBeInTheDocument();
    const callsBefore = base.calls.length;
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByText('Export cancelled; no file was made.')).toBeInTheDocument());
    release();
    await new Promise((r) => setTimeout(r, 20));
    expect(base.calls.length).toBe(callsBefore);
    expect(save).not.toHaveBeenCalled();
  });
});

describe('TreeExportMenu', () => {
  const [T, F] = [testNode('T', 'Top'), testNode('F', 'Focus', false)];
  const { rows } = buildVisibleTree({ path: [T, F], expanded: new Set(), childList: () => undefined });
  const choose = async (item: string) => {
    const user = userEvent.setup();
    const save = vi.fn();
    // env="test": no open/close transition, whose timers left the items unmounted now and then
    // on a busy machine (Mantine's advice for tests); what is saved is what this checks.
    render(
      <MantineProvider env="test">
        <TreeExportMenu rows={rows} meta={meta} focus={F} save={save} />
      </MantineProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Export the view' }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    await waitFor(() => expect(save).toHaveBeenCalledOnce());
    return save.mock.calls[0]! as [string, string, string];
  };

  it('saves the visible tree as SVG, named with the release, the focus marked', async () => {
    const [name, svg, type] = await choose('Picture (SVG)');
    expect(name).toMatch(/^hierarchy-TST-F-2025AB-\d{8}-\d{4}\.svg$/);
    expect(type).toBe('image/svg+xml;charset=utf-8');
    expect(svg).toContain('data-focus="true">Focus');
  });

  it('saves Mermaid', async () => {
    const [name, mmd] = await choose('Mermaid');
    expect(name.endsWith('.mmd')).toBe(true);
    expect(mmd).toContain('n0 --> n1');
  });
});
