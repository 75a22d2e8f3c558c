import { existsSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SOURCE_DIR } from '../dataset/build.ts';
import { dataFile } from '../dataset/build/data-files.ts';
import { client, startTestEmulator, testConfig } from '../testing/emulator.ts';

/**
 * `/source/MSH/{id}/ancestors|descendants` against the tree numbers of the open MeSH 2017 file,
 * as MRHIER holds them: a descriptor's descendants hold a tree number extending one of its,
 * its ancestors a tree number one of its extends (then the category and the source's top node).
 */
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

const treeFile = dataFile(DEFAULT_SOURCE_DIR, 'meshTree');

/** Tree number → descriptor, and descriptor → its tree numbers, read from the open file. */
function readTree() {
  const at = new Map<string, string>();
  const numbersOf = new Map<string, string[]>();
  for (const line of readFileSync(treeFile, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .slice(1)) {
    const [tree, ui] = line.split('\t');
    if (!tree || !ui) continue;
    at.set(tree, ui);
    numbersOf.set(ui, [...(numbersOf.get(ui) ?? []), tree]);
  }
  return { at, numbersOf };
}

describe.skipIf(!existsSync(treeFile))('MeSH ancestors and descendants by tree number', () => {
  let base = '';
  let close: () => Promise<void>;
  let api: ReturnType<typeof client>;
  const tree = existsSync(treeFile)
    ? readTree()
    : { at: new Map<string, string>(), numbersOf: new Map<string, string[]>() };

  beforeAll(async () => {
    ({ url: base, close } = await startTestEmulator(testConfig()));
    api = client(base);
  });
  afterAll(() => close());

  const page = async (id: string, which: string, pageNumber: number, pageSize: number) =>
    (await api.json(`/rest/content/current/source/MSH/${id}/${which}`, {
      pageNumber: String(pageNumber),
      pageSize: String(pageSize),
    })) as { pageCount: number; pageSize: number; result: { ui: string }[] };
  /** Every page of a list, 25 at a time as clients page it; an empty list is a 404 on the wire. */
  const all = async (id: string, which: string) => {
    const path = `/rest/content/current/source/MSH/${id}/${which}`;
    if ((await api.get(path)).status === 404) return { ids: [], pageCount: 0 };
    const first = await page(id, which, 1, 25);
    const out = first.result.map((r) => r.ui);
    for (let p = 2; p <= first.pageCount; p++)
      out.push(...(await page(id, which, p, 25)).result.map((r) => r.ui));
    return { ids: out, pageCount: first.pageCount };
  };
  const under = (id: string) => {
    const own = tree.numbersOf.get(id) ?? [];
    const found = new Set<string>();
    for (const [n, ui] of tree.at) if (ui !== id && own.some((o) => n.startsWith(`${o}.`))) found.add(ui);
    return found;
  };
  const above = (id: string) => {
    const found = new Set<string>();
    for (const n of tree.numbersOf.get(id) ?? []) {
      const parts = n.split('.');
      for (let i = 1; i < parts.length; i++) found.add(tree.at.get(parts.slice(0, i).join('.'))!);
    }
    return found;
  };

  it('Body Regions (A01): its 90 descendants by tree number, 25 a page over 4 pages, each once', async () => {
    const expected = under('D001829');
    expect(expected.size).toBe(90);
    const { ids, pageCount } = await all('D001829', 'descendants');
    expect(pageCount).toBe(4);
    expect(ids).toHaveLength(90);
    expect(new Set(ids)).toEqual(expected);
    // Nearest first: its children (one dot below A01) come before any grandchild.
    const children = new Set([...tree.at].filter(([n]) => /^A01\.\d+$/.test(n)).map(([, ui]) => ui));
    expect(new Set(ids.slice(0, children.size))).toEqual(children);
    expect(
      (await api.get('/rest/content/current/source/MSH/D001829/descendants', { pageNumber: '5' })).status,
    ).toBe(404);
  });

  it.each(['D003930', 'D017719', 'D000072638', 'D018568', 'D009203'])(
    '%s: descendants and ancestors are the descriptors its tree numbers give',
    async (id) => {
      const descendants = (await all(id, 'descendants')).ids;
      expect(new Set(descendants)).toEqual(under(id));
      const ancestors = (await all(id, 'ancestors')).ids;
      const categories = new Set((tree.numbersOf.get(id) ?? []).map((n) => n.charAt(0)));
      // Farthest first: the source's top node first, a parent (one level up) last.
      expect(ancestors[0]).toBe('V-MSH');
      expect(new Set(ancestors.slice(1))).toEqual(new Set([...categories, ...above(id)]));
      const parents = (tree.numbersOf.get(id) ?? []).map((n) =>
        n.includes('.') ? tree.at.get(n.slice(0, n.lastIndexOf('.'))) : n.charAt(0),
      );
      expect(parents).toContain(ancestors.at(-1));
      expect(ancestors).toHaveLength(1 + categories.size + above(id).size);
    },
  );

  it("Diabetic Retinopathy: not under Glucose Metabolism Disorders, where Diabetes Mellitus's other place leads", async () => {
    const ancestors = (await all('D003930', 'ancestors')).ids;
    expect(ancestors).toContain('D003920'); // Diabetes Mellitus, C19.246
    expect(ancestors).not.toContain(tree.at.get('C18.452.394')); // Glucose Metabolism Disorders
  });

  it("a descriptor's atom in the tree walks by tree number too: its atom ancestors are its source ancestors' atoms, none under Glucose Metabolism Disorders", async () => {
    type Listed = { result: { ui: string; sourceConcept?: string; code?: string }[] };
    const atomsOf = async (id: string) =>
      (
        (await api.json(`/rest/content/current/source/MSH/${id}/atoms`, { pageSize: '100' })) as Listed
      ).result.map((r) => r.ui);
    const codeOf = async (aui: string) =>
      ((await api.json(`/rest/content/current/AUI/${aui}`)) as { result: { code: string } }).result.code;
    // D003930 (Diabetic Retinopathy): its atom with a place in the tree has a parent.
    let inTree = '';
    for (const aui of await atomsOf('D003930'))
      if ((await api.get(`/rest/content/current/AUI/${aui}/parents`)).status === 200) inTree = aui;
    expect(inTree).not.toBe('');
    const ancestors = (
      (await api.json(`/rest/content/current/AUI/${inTree}/ancestors`, { pageSize: '100' })) as Listed
    ).result.map((r) => r.ui);
    const codes = await Promise.all(ancestors.map(codeOf));
    expect(codes.map((c) => c.replace(/^.*\//, ''))).toEqual((await all('D003930', 'ancestors')).ids);
    expect(codes.some((c) => c.endsWith(tree.at.get('C18.452.394')!))).toBe(false);
  });

  it('a descriptor added after 2017 has neither (no position), a category has its tree', async () => {
    const covid = await api.get('/rest/content/current/source/MSH/D000086382/descendants');
    expect(covid.status).toBe(404);
    const anatomy = await all('A', 'descendants');
    expect(new Set(anatomy.ids)).toEqual(
      new Set([...tree.at].filter(([n]) => n.startsWith('A')).map(([, ui]) => ui)),
    );
  });
});
