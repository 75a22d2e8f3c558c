/**
 * Contract of the full build scope (DATASET_SCOPE=full) against the open files: codes
 * picked across the whole range of each source, their names, parents and children as the
 * builder emits them, checked against an independent reading of the source file. Skipped
 * on a clean clone without ../shared/data, as build.test.ts is.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE_DIR } from '../build.ts';
import { DatasetCollector, type CollectedRows } from './collector.ts';
import type { DoPart } from './disease-ontology.ts';
import { collectGeneOntology } from './gene-ontology.ts';
import { collectIcd10cm } from './icd10cm.ts';
import { collectMesh, MESH_CATEGORIES } from './mesh.ts';
import { collectRxNorm } from './rxnorm.ts';

const dataDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;

/** A Disease Ontology that names no code, so every code keeps a concept of its own. */
const NO_DO: DoPart = { meshIds: new Set(), icdCodes: new Set(), xrefOwner: () => undefined };

/** The emitted hierarchy of one source: names (best atom), parents and children by id. */
interface Emitted {
  name: Map<string, string>;
  ttys: Map<string, string[]>;
  parents: Map<string, string[]>;
  children: Map<string, string[]>;
  attributes: Map<string, string[]>;
  relations: CollectedRows['relations'];
}

function emitted(rows: CollectedRows, sab: string): Emitted {
  const out: Emitted = {
    name: new Map(),
    ttys: new Map(),
    parents: new Map(),
    children: new Map(),
    attributes: new Map(),
    relations: rows.relations,
  };
  const ids = rows.sourceConcepts.map(([, id]) => id);
  rows.sourceConcepts.forEach(([s, id, parents]) => {
    if (s !== sab) return;
    const ps = (parents ?? []).map((p) => ids[p] ?? '');
    out.parents.set(id, ps);
    for (const p of ps) (out.children.get(p) ?? out.children.set(p, []).get(p))?.push(id);
  });
  for (const [, , row, tty, name] of rows.atoms) {
    const id = ids[row] ?? '';
    (out.ttys.get(id) ?? out.ttys.set(id, []).get(id))?.push(tty);
    if (!out.name.has(id) && tty !== 'ET' && tty !== 'AB' && tty !== 'SY') out.name.set(id, name);
  }
  for (const [, id, s, name, value] of rows.attributes)
    if (s === sab && name === 'MN')
      (out.attributes.get(id) ?? out.attributes.set(id, []).get(id))?.push(value);
  return out;
}

const sorted = (xs: Iterable<string>): string[] => [...xs].sort();

// Reading whole sources takes seconds of CPU (minutes on a busy machine): generous timeouts.
describe.skipIf(!existsSync(dataDir))('full scope against the open files', { timeout: 120_000 }, () => {
  describe('ICD-10-CM FY2021', () => {
    let icd: Emitted;
    /** Order file: dotted code → long title, read here without the builder's reader. */
    const order = new Map<string, string>();
    beforeAll(() => {
      const collector = new DatasetCollector();
      collectIcd10cm(join(dataDir, 'icd10cm'), collector, NO_DO, 'full');
      icd = emitted(collector.finish(), 'ICD10CM');
      const text = gunzipSync(readFileSync(join(dataDir, 'icd10cm', 'icd10cm_order_2021.txt.gz'))).toString();
      for (const line of text.split('\n')) {
        const m = /^\d{5} (\S+)\s+[01] .{60} (.*)$/.exec(line.replace(/\r$/, ''));
        if (m?.[1] && m[2])
          order.set(m[1].length > 3 ? `${m[1].slice(0, 3)}.${m[1].slice(3)}` : m[1], m[2].trim());
      }
    }, 600_000);

    it('holds every code of the order file, under its own title', () => {
      expect(order.size).toBe(95_358);
      const missing = [...order.keys()].filter((code) => !icd.name.has(code));
      expect(missing).toEqual([]);
      for (const code of ['A00.0', 'E11.9', 'S72.001A', 'Z99.89'])
        expect(icd.name.get(code)).toBe(order.get(code));
      expect(icd.name.get('E11.9')).toBe('Type 2 diabetes mellitus without complications');
    });

    it('hangs codes across the range from their parents, up to a chapter', () => {
      expect(icd.parents.get('A00.0')).toEqual(['A00']);
      expect(icd.parents.get('A00')).toEqual(['A00-A09']);
      expect(icd.parents.get('A00-A09')).toEqual(['1']);
      expect(icd.parents.get('E11.9')).toEqual(['E11']);
      expect(icd.parents.get('S72.001A')).toEqual(['S72.001']);
      expect(icd.parents.get('Z99.89')).toEqual(['Z99.8']);
      expect(icd.parents.get('S00.00XA')).toEqual(['S00.00']);
      expect(icd.parents.get('1')).toEqual(['V-ICD10CM']);
      // FY2021 has 22 chapters: 22 is U00-U85, codes for special purposes (U07.1).
      expect(icd.children.get('V-ICD10CM')).toHaveLength(22);
    });

    it('lists children as the order file implies them', () => {
      // Every order-file code one level below S72.001 / E11 (seventh characters; fourth digits).
      const below = (parent: string, re: RegExp) =>
        sorted([...order.keys()].filter((c) => re.test(c) && c !== parent));
      expect(sorted(icd.children.get('S72.001') ?? [])).toEqual(below('S72.001', /^S72\.001[A-Z]$/));
      expect(icd.children.get('S72.001')).toHaveLength(16);
      expect(sorted(icd.children.get('E11') ?? [])).toEqual(below('E11', /^E11\.\d$/));
      expect(icd.children.get('Z99.89')).toBeUndefined();
      expect(icd.ttys.get('S72.001')).toContain('HT');
      expect(icd.ttys.get('S72.001A')).toContain('PT');
    });
  });

  describe('MeSH 2017', () => {
    let mesh: Emitted;
    const trees = new Map<string, string[]>();
    const termOf = new Map<string, string>();
    const atTree = new Map<string, string>();
    beforeAll(() => {
      const collector = new DatasetCollector();
      collectMesh(join(dataDir, 'mesh'), collector, NO_DO, new Map(), 'full');
      mesh = emitted(collector.finish(), 'MSH');
      for (const line of readFileSync(join(dataDir, 'mesh', '2017MeshTree.txt'), 'utf8')
        .split(/\r?\n/)
        .slice(1)) {
        const [tree, ui, term] = line.split('\t');
        if (!tree || !ui || !term) continue;
        (trees.get(ui) ?? trees.set(ui, []).get(ui))?.push(tree);
        termOf.set(ui, term.trim());
        atTree.set(tree, ui);
      }
    }, 600_000);

    it('holds every descriptor with its tree numbers as MN', () => {
      expect(termOf.size).toBe(28_470);
      const missing = [...termOf.keys()].filter((ui) => !mesh.name.has(ui));
      expect(missing).toEqual([]);
      expect(sorted(mesh.attributes.get('D009203') ?? [])).toEqual(sorted(trees.get('D009203') ?? []));
    });

    it('gives a descriptor of every top category its name, parents and children from the tree', () => {
      const allTrees = [...atTree.keys()];
      const letters = Object.keys(MESH_CATEGORIES).filter((l) => allTrees.some((t) => t.startsWith(l)));
      // Descriptors one tree level below each tree number, from the file.
      const below = new Map<string, string[]>();
      for (const [t, child] of atTree) {
        const dot = t.lastIndexOf('.');
        if (dot > 0)
          (below.get(t.slice(0, dot)) ?? below.set(t.slice(0, dot), []).get(t.slice(0, dot)))?.push(child);
      }
      expect(letters.length).toBeGreaterThanOrEqual(16);
      for (const letter of letters) {
        // The first first-level heading of the category (A01, B01, …) and its file facts.
        const tree = allTrees.filter((t) => t.startsWith(letter) && !t.includes('.')).sort()[0] ?? '';
        const ui = atTree.get(tree) ?? '';
        expect(mesh.name.get(ui), `${letter} ${ui}`).toBe(termOf.get(ui));
        const parents = (trees.get(ui) ?? []).map((t) =>
          t.includes('.') ? (atTree.get(t.slice(0, t.lastIndexOf('.'))) ?? '') : t.charAt(0),
        );
        expect(sorted(mesh.parents.get(ui) ?? []), ui).toEqual(sorted(new Set(parents)));
        const children = new Set<string>();
        for (const t of trees.get(ui) ?? []) for (const child of below.get(t) ?? []) children.add(child);
        expect(sorted(new Set(mesh.children.get(ui) ?? [])), ui).toEqual(sorted(children));
        expect(mesh.parents.get(letter)).toEqual(['V-MSH']);
      }
    });

    it('keeps the polyhierarchy of Myocardial Infarction', () => {
      expect(mesh.name.get('D009203')).toBe('Myocardial Infarction');
      expect(sorted(mesh.parents.get('D009203') ?? [])).toEqual(
        sorted(
          new Set((trees.get('D009203') ?? []).map((t) => atTree.get(t.slice(0, t.lastIndexOf('.'))) ?? '')),
        ),
      );
    });
  });

  describe('Gene Ontology 2022-07-01', () => {
    let go: Emitted;
    const isaChildren = new Map<string, string[]>();
    const names = new Map<string, string>();
    beforeAll(() => {
      const collector = new DatasetCollector();
      collectGeneOntology(join(dataDir, 'gene-ontology'), collector, 'full');
      go = emitted(collector.finish(), 'GO');
      const read = (f: string) =>
        gunzipSync(readFileSync(join(dataDir, 'gene-ontology', f)))
          .toString()
          .split('\n')
          .slice(1)
          .filter(Boolean)
          .map((l) => l.split('\t'));
      for (const [id = '', name = ''] of read('go_terms_2022-07-01.tsv.gz')) names.set(id, name);
      for (const [child = '', parent = '', rel = ''] of read('go_parents_2022-07-01.tsv.gz'))
        if (rel === 'isa') (isaChildren.get(parent) ?? isaChildren.set(parent, []).get(parent))?.push(child);
    }, 600_000);

    it('holds every term of the three namespaces', () => {
      expect(names.size).toBe(43_558);
      expect([...names.keys()].filter((id) => !go.name.has(id))).toEqual([]);
    });

    it.each(['GO:0008150', 'GO:0003674', 'GO:0005575'])('%s is a root with its is_a children', (id) => {
      expect(go.name.get(id)).toBe(names.get(id));
      expect(go.parents.get(id)).toEqual(['V-GO']);
      expect(sorted(go.children.get(id) ?? [])).toEqual(sorted(isaChildren.get(id) ?? []));
      expect((go.children.get(id) ?? []).length).toBeGreaterThan(1);
    });
  });

  describe('RxNorm prescribable content', () => {
    interface Rec {
      Name: string;
      RXCUI: string;
      TTY: string;
      SCDCs?: Rec[];
    }
    let rows: CollectedRows;
    let records: Rec[];
    beforeAll(() => {
      const collector = new DatasetCollector();
      collectRxNorm(join(dataDir, 'rxnorm'), join(dataDir, 'fda-ndc'), collector, 'full');
      rows = collector.finish();
      records = JSON.parse(
        gunzipSync(
          readFileSync(join(dataDir, 'rxnorm', 'rxnorm-prescribable-20251006-ingredients-B-Z.json.gz')),
        ).toString(),
      ) as Rec[];
    }, 600_000);

    it('holds an ingredient starting with Z, named as the file names it, with its clinical drug components', () => {
      const z = records.find((r) => r.TTY === 'IN' && r.Name.toLowerCase().startsWith('z'));
      expect(z).toBeDefined();
      const rxcuiRow = rows.sourceConcepts.findIndex(([sab, id]) => sab === 'RXNORM' && id === z?.RXCUI);
      expect(rxcuiRow).toBeGreaterThanOrEqual(0);
      expect(rows.atoms.find(([, , row]) => row === rxcuiRow)?.[4]).toBe(z?.Name);
      const scdcs = rows.relations
        .filter(([, sab, , , rela, to]) => sab === 'RXNORM' && rela === 'has_ingredient' && to === z?.RXCUI)
        .map(([, , from]) => from);
      expect(sorted(new Set(scdcs))).toEqual(sorted(new Set((z?.SCDCs ?? []).map((s) => s.RXCUI))));
    });

    it('holds every record of the open file and of the common-ingredients subset; no A ingredients', () => {
      const ids = new Set(rows.sourceConcepts.filter(([sab]) => sab === 'RXNORM').map(([, id]) => id));
      const common = JSON.parse(
        readFileSync(join(dataDir, 'rxnorm', 'rxnorm-demo-subset-common-ingredients.json'), 'utf8'),
      ) as Rec[];
      expect([...records, ...common].filter((r) => !ids.has(r.RXCUI))).toEqual([]);
      // The open file has no top-level record for ingredients starting with "A" (its PROVENANCE).
      expect(records.filter((r) => /^a/i.test(r.Name))).toEqual([]);
    });
  });
});
