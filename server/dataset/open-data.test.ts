/**
 * Contract of the served dataset (the committed file, all of the open data) against the open
 * files: codes picked across the whole range of each source, their names, parents and
 * children as the emulator serves them, checked against an independent reading of each
 * source file. The dataset is loaded once (about a second); the builder is not run here
 * (reproducible.test.ts checks the committed file is what it makes). Skipped on a clean
 * clone without ../shared/data.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE_DIR } from './build.ts';
import { MESH_CATEGORIES } from './build/mesh.ts';
import { loadDataset } from './load.ts';
import { sourceKey, type Dataset } from './model.ts';

const dataDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;

let ds: Dataset;
beforeAll(async () => {
  ds = await loadDataset();
}, 60_000);

/** One source's hierarchy as served: names (preferred atom), parents, children, MN values. */
function served(sab: string) {
  const of = (id: string) => ds.sourceConcepts.get(sourceKey(sab, id));
  return {
    name: (id: string) => of(id)?.name,
    parents: (id: string) => of(id)?.parents,
    children: (id: string) => ds.sourceChildren.get(sourceKey(sab, id)),
    ttys: (id: string) => (of(id)?.auis ?? []).map((aui) => ds.atoms.get(aui)?.tty),
    mn: (id: string) =>
      (ds.attributesBySource.get(sourceKey(sab, id)) ?? [])
        .filter((a) => a.name === 'MN')
        .map((a) => a.value),
    has: (id: string) => of(id) !== undefined,
  };
}

const sorted = (xs: Iterable<string>): string[] => [...xs].sort();

// Reading whole sources takes seconds of CPU (minutes on a busy machine): generous timeouts.
describe.skipIf(!existsSync(dataDir))(
  'the served dataset against the open files',
  { timeout: 120_000 },
  () => {
    describe('ICD-10-CM FY2021', () => {
      const icd = served('ICD10CM');
      /** Order file: dotted code → long title, read here without the builder's reader. */
      const order = new Map<string, string>();
      beforeAll(() => {
        const text = gunzipSync(
          readFileSync(join(dataDir, 'icd10cm', 'icd10cm_order_2021.txt.gz')),
        ).toString();
        for (const line of text.split('\n')) {
          const m = /^\d{5} (\S+)\s+[01] .{60} (.*)$/.exec(line.replace(/\r$/, ''));
          if (m?.[1] && m[2])
            order.set(m[1].length > 3 ? `${m[1].slice(0, 3)}.${m[1].slice(3)}` : m[1], m[2].trim());
        }
      }, 600_000);

      it('holds every code of the order file, under its own title', () => {
        expect(order.size).toBe(95_358);
        const missing = [...order.keys()].filter((code) => !icd.has(code));
        expect(missing).toEqual([]);
        for (const code of ['A00.0', 'E11.9', 'S72.001A', 'Z99.89'])
          expect(icd.name(code)).toBe(order.get(code));
        expect(icd.name('E11.9')).toBe('Type 2 diabetes mellitus without complications');
      });

      it('hangs codes across the range from their parents, up to a chapter', () => {
        expect(icd.parents('A00.0')).toEqual(['A00']);
        expect(icd.parents('A00')).toEqual(['A00-A09']);
        expect(icd.parents('A00-A09')).toEqual(['1']);
        expect(icd.parents('E11.9')).toEqual(['E11']);
        expect(icd.parents('S72.001A')).toEqual(['S72.001']);
        expect(icd.parents('Z99.89')).toEqual(['Z99.8']);
        expect(icd.parents('S00.00XA')).toEqual(['S00.00']);
        expect(icd.parents('1')).toEqual(['V-ICD10CM']);
        // FY2021 has 22 chapters: 22 is U00-U85, codes for special purposes (U07.1).
        expect(icd.children('V-ICD10CM')).toHaveLength(22);
      });

      it('lists children as the order file implies them', () => {
        // Every order-file code one level below S72.001 / E11 (seventh characters; fourth digits).
        const below = (parent: string, re: RegExp) =>
          sorted([...order.keys()].filter((c) => re.test(c) && c !== parent));
        expect(sorted(icd.children('S72.001') ?? [])).toEqual(below('S72.001', /^S72\.001[A-Z]$/));
        expect(icd.children('S72.001')).toHaveLength(16);
        expect(sorted(icd.children('E11') ?? [])).toEqual(below('E11', /^E11\.\d$/));
        expect(icd.children('Z99.89')).toBeUndefined();
        expect(icd.ttys('S72.001')).toContain('HT');
        expect(icd.ttys('S72.001A')).toContain('PT');
      });
    });

    describe('MeSH 2017', () => {
      const mesh = served('MSH');
      const trees = new Map<string, string[]>();
      const termOf = new Map<string, string>();
      const atTree = new Map<string, string>();
      beforeAll(() => {
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
        const missing = [...termOf.keys()].filter((ui) => !mesh.has(ui));
        expect(missing).toEqual([]);
        expect(sorted(mesh.mn('D009203') ?? [])).toEqual(sorted(trees.get('D009203') ?? []));
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
          expect(mesh.name(ui), `${letter} ${ui}`).toBe(termOf.get(ui));
          const parents = (trees.get(ui) ?? []).map((t) =>
            t.includes('.') ? (atTree.get(t.slice(0, t.lastIndexOf('.'))) ?? '') : t.charAt(0),
          );
          expect(sorted(mesh.parents(ui) ?? []), ui).toEqual(sorted(new Set(parents)));
          const children = new Set<string>();
          for (const t of trees.get(ui) ?? []) for (const child of below.get(t) ?? []) children.add(child);
          expect(sorted(new Set(mesh.children(ui) ?? [])), ui).toEqual(sorted(children));
          expect(mesh.parents(letter)).toEqual(['V-MSH']);
        }
      });

      it('keeps the polyhierarchy of Myocardial Infarction', () => {
        expect(mesh.name('D009203')).toBe('Myocardial Infarction');
        expect(sorted(mesh.parents('D009203') ?? [])).toEqual(
          sorted(
            new Set(
              (trees.get('D009203') ?? []).map((t) => atTree.get(t.slice(0, t.lastIndexOf('.'))) ?? ''),
            ),
          ),
        );
      });
    });

    describe('MeSH 2022 terms', () => {
      // Read here on its own: DescriptorUI, DescriptorName, ConceptUI, TermUI, TermName,
      // ConceptPreferredTermYN, IsPermutedTermYN, LexicalTag, RecordPreferredTermYN.
      const rows: string[][] = [];
      const headings = new Map<string, string>();
      beforeAll(() => {
        const text = gunzipSync(
          readFileSync(join(dataDir, 'mesh', 'mesh2022_descriptor_terms.tsv.gz')),
        ).toString('utf8');
        for (const line of text.split('\n').slice(1)) if (line) rows.push(line.split('\t'));
        for (const line of readFileSync(join(dataDir, 'mesh', '2017MeshTree.txt'), 'utf8')
          .split(/\r?\n/)
          .slice(1)) {
          const [, ui, term] = line.split('\t');
          if (ui && term) headings.set(ui, term.trim());
        }
      }, 600_000);

      it('holds every term of every descriptor as an atom with its TermUI, ConceptUI and term type', () => {
        expect(rows).toHaveLength(255_864);
        const atomsOf = new Map<string, Set<string>>();
        for (const s of ds.sourceConcepts.values()) {
          if (s.sab !== 'MSH') continue;
          const set = new Set<string>();
          for (const aui of s.auis) {
            const a = ds.atoms.get(aui);
            if (a) set.add([a.name, a.saui, a.scui, a.sdui, a.tty].join('\t'));
          }
          atomsOf.set(s.id, set);
        }
        const missing: string[] = [];
        for (const [ui, , conceptUi, termUi, name, conceptPreferred, permuted, , recordPreferred] of rows) {
          const heading = headings.get(ui ?? '');
          // The 2017 heading stays MH; a 2022 name that differs from it is an entry term.
          const tty =
            name === heading
              ? 'MH'
              : permuted === 'Y'
                ? 'PM'
                : recordPreferred === 'Y'
                  ? heading === undefined
                    ? 'MH'
                    : 'ET'
                  : conceptPreferred === 'Y'
                    ? 'PEP'
                    : 'ET';
          const atom = [name, termUi, conceptUi, ui, tty].join('\t');
          if (!atomsOf.get(ui ?? '')?.has(atom)) missing.push(atom);
        }
        expect(missing).toEqual([]);
      });

      it('holds every descriptor of the 2022 table, those the 2017 tree lacks without a tree number', () => {
        const uis = new Set(rows.map((r) => r[0] ?? ''));
        expect(uis.size).toBe(30_194);
        expect([...uis].filter((ui) => !ds.sourceConcepts.has(sourceKey('MSH', ui)))).toEqual([]);
        const added = [...uis].filter((ui) => !headings.has(ui));
        expect(added).toHaveLength(1_745);
        const placed = added.filter(
          (ui) => served('MSH').mn(ui)?.length || served('MSH').parents(ui)?.length,
        );
        expect(placed).toEqual([]);
      });
    });

    describe('Gene Ontology 2022-07-01', () => {
      const go = served('GO');
      const isaChildren = new Map<string, string[]>();
      const names = new Map<string, string>();
      beforeAll(() => {
        const read = (f: string) =>
          gunzipSync(readFileSync(join(dataDir, 'gene-ontology', f)))
            .toString()
            .split('\n')
            .slice(1)
            .filter(Boolean)
            .map((l) => l.split('\t'));
        for (const [id = '', name = ''] of read('go_terms_2022-07-01.tsv.gz')) names.set(id, name);
        for (const [child = '', parent = '', rel = ''] of read('go_parents_2022-07-01.tsv.gz'))
          if (rel === 'isa')
            (isaChildren.get(parent) ?? isaChildren.set(parent, []).get(parent))?.push(child);
      }, 600_000);

      it('holds every term of the three namespaces', () => {
        expect(names.size).toBe(43_558);
        expect([...names.keys()].filter((id) => !go.has(id))).toEqual([]);
      });

      it.each(['GO:0008150', 'GO:0003674', 'GO:0005575'])('%s is a root with its is_a children', (id) => {
        expect(go.name(id)).toBe(names.get(id));
        expect(go.parents(id)).toEqual(['V-GO']);
        expect(sorted(go.children(id) ?? [])).toEqual(sorted(isaChildren.get(id) ?? []));
        expect((go.children(id) ?? []).length).toBeGreaterThan(1);
      });
    });

    describe('RxNorm prescribable content', () => {
      interface Rec {
        Name: string;
        RXCUI: string;
        TTY: string;
        SCDCs?: Rec[];
      }
      let records: Rec[];
      beforeAll(() => {
        records = JSON.parse(
          gunzipSync(
            readFileSync(join(dataDir, 'rxnorm', 'rxnorm-prescribable-20251006-ingredients-B-Z.json.gz')),
          ).toString(),
        ) as Rec[];
      }, 600_000);

      it('holds an ingredient starting with Z, named as the file names it, with its clinical drug components', () => {
        const z = records.find((r) => r.TTY === 'IN' && r.Name.toLowerCase().startsWith('z'));
        expect(z).toBeDefined();
        const concept = ds.rxnorm.concepts.get(z?.RXCUI ?? '');
        expect(concept).toMatchObject({ name: z?.Name, tty: 'IN' });
        // Served as a source concept of RXNORM too, under the same name.
        expect(ds.sourceConcepts.get(sourceKey('RXNORM', z?.RXCUI ?? ''))?.name).toBe(z?.Name);
        const scdcs = (ds.rxnorm.relationsFrom.get(z?.RXCUI ?? '') ?? [])
          .filter((r) => r.rela === 'ingredient_of')
          .map((r) => r.to);
        expect(sorted(new Set(scdcs))).toEqual(sorted(new Set((z?.SCDCs ?? []).map((x) => x.RXCUI))));
      });

      it('holds every record of the open file and of the common-ingredients subset; no A ingredients', () => {
        const common = JSON.parse(
          readFileSync(join(dataDir, 'rxnorm', 'rxnorm-demo-subset-common-ingredients.json'), 'utf8'),
        ) as Rec[];
        const all: Rec[] = [];
        const walk = (r: Rec & Record<string, unknown>) => {
          all.push(r);
          for (const v of Object.values(r))
            if (Array.isArray(v))
              for (const x of v) if (typeof x === 'object' && x) walk(x as Rec & Record<string, unknown>);
        };
        for (const r of [...records, ...common]) walk(r as Rec & Record<string, unknown>);
        expect(all.length).toBeGreaterThan(37_000);
        expect(all.filter((r) => ds.rxnorm.concepts.get(r.RXCUI)?.name !== r.Name).slice(0, 5)).toEqual([]);
        // The open file has no top-level record for ingredients starting with "A" (its PROVENANCE).
        expect(records.filter((r) => /^a/i.test(r.Name))).toEqual([]);
      });
    });
  },
);
