/**
 * Invariants of the committed dataset (built/dataset.bin): what the UTS and drug
 * emulators rely on when they follow ids from one record to another.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { INVERSE_REL, INVERSE_RELA } from './format.ts';
import { readDataset, warmLookups } from './load.ts';
import type { Dataset, Relation } from './model.ts';
import { SYNTHETIC_ID_PATTERNS, sourceKey } from './model.ts';

let ds: Dataset;
let allSourceRelations: Relation[];

// Generous timeouts: the machine running the suite may be shared and busy.
// Reading the whole dataset is a few seconds of CPU alone, but npm test runs this file beside
// the e2e shards' browsers and other files that read it too: a full run once passed 60 s here.
// Tests here walk all 633,419 atoms or every relation: a second or two alone, and once more
// than the suite's 30 s beside the e2e shards' browsers (a full run on 2026-11-29).
vi.setConfig({ testTimeout: 120_000 });
beforeAll(() => {
  ds = readDataset();
  allSourceRelations = [...ds.relationsBySource.values()].flat();
  // The lookups' indexes are built on first use: here, in the hook's time, not in the first
  // test that asks (the relations test took 82 s beside two browsers loading pages).
  warmLookups(ds);
}, 180_000);

describe('size and coverage', () => {
  it('holds the whole open data: about 206,000 concepts', () => {
    // 207,597 in the 2026-11 build with the MeSH terms: every source whole, concepts merged as merge-check.ts counts.
    expect(ds.concepts.size).toBeGreaterThanOrEqual(200_000);
    expect(ds.concepts.size).toBeLessThanOrEqual(215_000);
  });

  it('has RootSource metadata for exactly the SABs its atoms use', () => {
    const sabs = new Set([...ds.atoms.values()].map((a) => a.sab));
    expect([...ds.sources.keys()].sort()).toEqual([...sabs].sort());
    expect([...sabs].sort()).toEqual(['DOID', 'GO', 'ICD10CM', 'MSH', 'NCI', 'RXNORM']);
  });

  it('contains ICD-10-CM chapters and MeSH branches, the cardiology the tests lean on included', () => {
    expect(ds.sourceConcepts.get(sourceKey('ICD10CM', 'E11.9'))?.parents).toEqual(['E11']);
    expect(ds.sourceConcepts.get(sourceKey('ICD10CM', 'S72.001A'))?.parents).toEqual(['S72.001']);
    const chapter = ds.sourceConcepts.get(sourceKey('ICD10CM', '9'));
    expect(chapter?.name).toBe('Diseases of the circulatory system (I00-I99)');
    expect(ds.sourceChildren.get(sourceKey('ICD10CM', '9'))).toContain('I20-I25');
    expect(ds.sourceConcepts.get(sourceKey('ICD10CM', 'I21'))?.parents).toEqual(['I20-I25']);
    // I21 (acute MI) and all its subcodes are present under the chapter.
    expect(ds.sourceChildren.get(sourceKey('ICD10CM', 'I21'))).toEqual(
      expect.arrayContaining(['I21.0', 'I21.1', 'I21.2', 'I21.3', 'I21.4', 'I21.9', 'I21.A']),
    );
    const c14 = ds.sourceConcepts.get(sourceKey('MSH', 'D002318'));
    expect(c14?.name).toBe('Cardiovascular Diseases');
  });
});

describe('identity and references', () => {
  it('every atom points at an existing concept that lists it', () => {
    const broken = [...ds.atoms.values()].filter(
      (atom) =>
        ds.concepts.get(atom.cui)?.auis.includes(atom.aui) !== true ||
        ds.sourceConcepts.get(atom.sourceKey)?.auis.includes(atom.aui) !== true,
    );
    expect(broken).toEqual([]);
  });

  it('every concept has atoms, ranked best first, and takes its name from the first', () => {
    const broken = [...ds.concepts.values()].filter((concept) => {
      const ranks = concept.auis.map((a) => ds.atoms.get(a)?.rank ?? -1);
      const sorted = ranks.every((r, i) => i === 0 || (ranks[i - 1] ?? 0) >= r);
      return ranks.length === 0 || !sorted || ds.atoms.get(concept.auis[0] ?? '')?.name !== concept.name;
    });
    expect(broken).toEqual([]);
  });

  it('every semantic type of every concept exists in the network', () => {
    const broken = [...ds.concepts.values()].filter(
      (c) => c.semanticTypes.length === 0 || !c.semanticTypes.every((tui) => ds.semanticTypes.has(tui)),
    );
    expect(broken).toEqual([]);
  });

  it('every definition belongs to an atom of its concept', () => {
    const broken = [...ds.definitionsByCui].flatMap(([cui, definitions]) =>
      definitions.filter((d) => ds.atoms.get(d.aui)?.cui !== cui || d.value === ''),
    );
    expect(ds.definitionsByCui.size).toBeGreaterThan(5000);
    expect(broken).toEqual([]);
  });

  it('every relation joins existing ends and has its inverse', () => {
    expect(allSourceRelations.length).toBeGreaterThan(50_000);
    const byKey = new Set(allSourceRelations.map((r) => `${r.sab}|${r.fromId}|${r.rel}|${r.rela}|${r.toId}`));
    const broken = allSourceRelations.filter(
      (r) =>
        !ds.sourceConcepts.has(sourceKey(r.sab, r.fromId)) ||
        !ds.sourceConcepts.has(sourceKey(r.sab, r.toId)) ||
        !ds.concepts.has(r.fromCui) ||
        !ds.concepts.has(r.toCui) ||
        !byKey.has(
          `${r.sab}|${r.toId}|${INVERSE_REL[r.rel] ?? '?'}|${INVERSE_RELA[r.rela] ?? '?'}|${r.fromId}`,
        ),
    );
    expect(broken).toEqual([]);
  });

  it('gives every relation its own RUI, the same on every read', () => {
    const ruis = allSourceRelations.map((r) => r.rui);
    expect(new Set(ruis).size).toBe(ruis.length);
    const again = readDataset();
    const first = ds.relationsBySource.get(sourceKey('DOID', 'DOID:5844'));
    expect(again.relationsBySource.get(sourceKey('DOID', 'DOID:5844'))).toEqual(first);
  }, 60_000);

  it('lists a concept relation from the concept side (subject is the asked CUI)', () => {
    const relations = ds.relationsByCui.get('C0027051') ?? [];
    expect(relations.length).toBeGreaterThan(0);
    for (const r of relations) expect(r.fromCui).toBe('C0027051');
    // DO: myocardial infarction isa coronary artery disease.
    expect(relations).toContainEqual(
      expect.objectContaining({
        sab: 'DOID',
        fromId: 'DOID:5844',
        rel: 'CHD',
        rela: 'isa',
        toId: 'DOID:3393',
      }),
    );
  });
});

describe('merging source codes into Disease Ontology concepts', () => {
  it("joins a code named by one DO term to that term's concept", () => {
    expect(ds.sourceConcepts.get(sourceKey('MSH', 'D009203'))?.cuis).toEqual(['C0027051']);
    expect(ds.sourceConcepts.get(sourceKey('NCI', 'C27996'))?.cuis).toEqual(['C0027051']);
  });

  it('joins a code named by several DO terms only to the one with the same name', () => {
    // G60.1 "Refsum's disease" is named by DOID:0050444 (infantile Refsum disease) and by
    // DOID:10582 (Refsum disease, EXACT synonym "Refsum's disease").
    expect(ds.sourceConcepts.get(sourceKey('ICD10CM', 'G60.1'))?.cuis).toEqual(['C0034960']);
    // I21 "Acute myocardial infarction" is named by myocardial infarction (DOID:5844) and
    // acute myocardial infarction (DOID:9408): it joins the latter only.
    const acuteMi = ds.sourceConcepts.get(sourceKey('DOID', 'DOID:9408'))?.cuis[0];
    expect(acuteMi).toBeDefined();
    expect(acuteMi).not.toBe('C0027051');
    expect(ds.sourceConcepts.get(sourceKey('ICD10CM', 'I21'))?.cuis).toEqual([acuteMi]);
  });
});

describe('concepts group only codes that mean the same', () => {
  const cuiOf = (sab: string, id: string): string | undefined =>
    ds.sourceConcepts.get(sourceKey(sab, id))?.cuis[0];
  const liveSourceKeys = (cui: string): string[] => [
    ...new Set(
      (ds.concepts.get(cui)?.auis ?? [])
        .map((a) => ds.atoms.get(a))
        .filter((a) => a !== undefined && !a.obsolete)
        .map((a) => a?.sourceKey ?? ''),
    ),
  ];

  it('keeps I25, the I20-I25 block and MeSH Myocardial Ischemia out of C0010054 (coronary artery disease)', () => {
    // DOID:3393 "coronary artery disease" names four UMLS CUIs and all of these codes; the
    // UMLS puts them in different concepts.
    const keys = liveSourceKeys('C0010054');
    expect(keys).toEqual(expect.arrayContaining(['DOID|DOID:3393', 'MSH|D003324']));
    for (const key of ['ICD10CM|I25', 'ICD10CM|I20-I25', 'ICD10CM|I25.10', 'MSH|D017202', 'MSH|D003327'])
      expect(keys).not.toContain(key);
    expect(ds.concepts.get('C0010054')?.name).toBe('Coronary Artery Disease');
    const i25 = ds.concepts.get(cuiOf('ICD10CM', 'I25') ?? '');
    expect(i25?.name).toBe('Chronic ischemic heart disease');
    expect(ds.concepts.get(cuiOf('MSH', 'D017202') ?? '')?.name).toBe('Myocardial Ischemia');
    expect(cuiOf('MSH', 'D017202')).not.toBe('C0010054');
  });

  it('never puts two MeSH descriptors, or an ICD-10-CM code and its own ancestor, in one concept', () => {
    const problems: string[] = [];
    for (const concept of ds.concepts.values()) {
      const keys = liveSourceKeys(concept.cui);
      const mesh = keys.filter((k) => k.startsWith('MSH|'));
      if (mesh.length > 1) problems.push(`${concept.cui}: ${mesh.join(' ')}`);
      const icd = keys.filter((k) => k.startsWith('ICD10CM|')).map((k) => k.slice('ICD10CM|'.length));
      for (const code of icd) {
        const ancestors = new Set<string>();
        const stack = [...(ds.sourceConcepts.get(sourceKey('ICD10CM', code))?.parents ?? [])];
        while (stack.length > 0) {
          const p = stack.pop() ?? '';
          if (ancestors.has(p)) continue;
          ancestors.add(p);
          stack.push(...(ds.sourceConcepts.get(sourceKey('ICD10CM', p))?.parents ?? []));
        }
        for (const other of icd)
          if (ancestors.has(other)) problems.push(`${concept.cui}: ${other} > ${code}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each live DO term its own concept, and ICD-10-CM blocks none of a disease', () => {
    const problems: string[] = [];
    for (const concept of ds.concepts.values()) {
      const keys = liveSourceKeys(concept.cui);
      const doTerms = keys.filter((k) => k.startsWith('DOID|'));
      if (doTerms.length > 1) problems.push(`${concept.cui}: ${doTerms.join(' ')}`);
      const block = keys.find((k) => /^ICD10CM\|.*-/.test(k));
      if (block !== undefined && keys.length > 1) problems.push(`${concept.cui}: ${keys.join(' ')}`);
    }
    expect(problems).toEqual([]);
    // "split hand-foot malformation" keeps its CUI; its types 2-6 get concepts of their own.
    expect(cuiOf('DOID', 'DOID:0090020')).toBe('C0265554');
    expect(cuiOf('DOID', 'DOID:0090027')).not.toBe('C0265554');
  });

  it('keeps ICD-10-CM residual categories and unrelated codes out of named diseases', () => {
    // C71.9 "Malignant neoplasm of brain, unspecified" is named by diffuse midline glioma.
    expect(ds.concepts.get(cuiOf('ICD10CM', 'C71.9') ?? '')?.name).toBe(
      'Malignant neoplasm of brain, unspecified',
    );
    // G98 "Other disorders of nervous system not elsewhere classified" by nervous system disease.
    expect(cuiOf('ICD10CM', 'G98')).not.toBe(cuiOf('DOID', 'DOID:863'));
  });
});

describe('obsolete and suppressible content', () => {
  it('keeps obsolete DO terms as obsolete atoms outside the hierarchy', () => {
    const retired = ds.sourceConcepts.get(sourceKey('DOID', 'DOID:2089'));
    expect(retired).toMatchObject({ name: 'obsolete constipation', obsolete: true, parents: [] });
    expect(ds.atoms.get(retired?.auis[0] ?? '')).toMatchObject({
      obsolete: true,
      suppressible: true,
      suppress: 'O',
    });
    expect(ds.sourceChildren.get(sourceKey('DOID', 'DOID:2089'))).toBeUndefined();
  });

  it('marks ICD-10-CM short descriptions suppressible and nothing else suppressible', () => {
    const suppressible = [...ds.atoms.values()].filter((a) => a.suppressible && !a.obsolete);
    expect(suppressible.length).toBeGreaterThan(100);
    expect(new Set(suppressible.map((a) => `${a.sab}/${a.tty}/${a.suppress}`))).toEqual(
      new Set(['ICD10CM/AB/Y']),
    );
  });
});

describe('hierarchies', () => {
  it('are acyclic and every parent exists in the same source', () => {
    const state = new Map<string, 'visiting' | 'done'>();
    const problems: string[] = [];
    const visit = (key: string, sab: string): void => {
      const mark = state.get(key);
      if (mark === 'done') return;
      if (mark === 'visiting') {
        problems.push(`cycle through ${key}`);
        return;
      }
      state.set(key, 'visiting');
      for (const parent of ds.sourceConcepts.get(key)?.parents ?? []) {
        const parentKey = sourceKey(sab, parent);
        if (!ds.sourceConcepts.has(parentKey)) problems.push(`missing parent ${parentKey}`);
        else visit(parentKey, sab);
      }
      state.set(key, 'done');
    };
    for (const [key, sc] of ds.sourceConcepts) visit(key, sc.sab);
    expect(problems).toEqual([]);
  });

  it('mirror source parents at atom level for the preferred atom', () => {
    const mi = ds.sourceConcepts.get(sourceKey('MSH', 'D009203'));
    const parentAuis = ds.atomParents.get(mi?.auis[0] ?? '');
    expect(parentAuis?.map((a) => ds.atoms.get(a)?.code)).toEqual(mi?.parents);
    for (const aui of parentAuis ?? []) expect(ds.atomChildren.get(aui)).toContain(mi?.auis[0]);
  });
});

describe('source top nodes', () => {
  const HIERARCHICAL = ['DOID', 'GO', 'ICD10CM', 'MSH'];
  const pathsToTop = (sab: string, id: string): string[][] => {
    const parents = ds.sourceConcepts.get(sourceKey(sab, id))?.parents ?? [];
    if (parents.length === 0) return [[id]];
    return parents.flatMap((p) => pathsToTop(sab, p).map((path) => [id, ...path]));
  };

  it('gives each hierarchical source one top node V-{SAB}, named by its hierarchicalName, that every code with a position descends from', () => {
    for (const sab of HIERARCHICAL) {
      const top = ds.sourceConcepts.get(sourceKey(sab, `V-${sab}`));
      expect(top).toMatchObject({ parents: [], name: ds.sources.get(sab)?.hierarchicalName });
      // A code has a position when its preferred atom has a context (MeSH descriptors added
      // after the 2017 tree have none: mesh-terms.test.ts).
      const parentless = [...ds.sourceConcepts.values()].filter(
        (s) => s.sab === sab && !s.obsolete && s.parents.length === 0 && ds.atomParents.has(s.auis[0] ?? ''),
      );
      expect(parentless.map((s) => s.id)).toEqual([`V-${sab}`]);
    }
    for (const sab of ['RXNORM', 'NCI']) {
      expect(ds.sources.get(sab)?.hierarchicalName).toBeNull();
      expect(ds.sourceConcepts.has(sourceKey(sab, `V-${sab}`))).toBe(false);
    }
  });

  it("hangs ICD-10-CM chapters, MeSH categories, GO's three roots and DO's disease under the top nodes", () => {
    const children = (sab: string) => ds.sourceChildren.get(sourceKey(sab, `V-${sab}`)) ?? [];
    expect(children('ICD10CM')).toContain('9');
    expect(children('ICD10CM').every((id) => /^\d+$/.test(id))).toBe(true);
    expect(children('MSH')).toEqual(expect.arrayContaining(['A', 'C', 'D']));
    expect(ds.sourceConcepts.get(sourceKey('MSH', 'C'))?.name).toBe('Diseases (MeSH Category)');
    expect(ds.sourceConcepts.get(sourceKey('MSH', 'D002318'))?.parents).toEqual(['C']);
    expect(children('GO')).toEqual(['GO:0003674', 'GO:0005575', 'GO:0008150']);
    expect(children('DOID')).toEqual(['DOID:4']);
    // The widest node of the demo stays whole: GO protein-containing complex.
    expect(ds.sourceChildren.get(sourceKey('GO', 'GO:0032991'))).toHaveLength(271);
  });

  it('keeps both MeSH tree paths of Myocardial Infarction (C14.280.647.500, C14.907.585.500) up to the top', () => {
    const paths = pathsToTop('MSH', 'D009203').map((p) => p.join(' > '));
    expect(paths.sort()).toEqual([
      'D009203 > D017202 > D006331 > D002318 > C > V-MSH',
      'D009203 > D017202 > D014652 > D002318 > C > V-MSH',
    ]);
    const trees = (ds.attributesBySource.get(sourceKey('MSH', 'D009203')) ?? [])
      .filter((a) => a.name === 'MN')
      .map((a) => a.value);
    expect(trees.sort()).toEqual(['C14.280.647.500', 'C14.907.585.500']);
  });

  it('has the top nodes at atom level too', () => {
    const top = ds.sourceConcepts.get(sourceKey('MSH', 'V-MSH'));
    const category = ds.sourceConcepts.get(sourceKey('MSH', 'C'));
    expect(ds.atomParents.get(top?.auis[0] ?? '')).toEqual([]);
    expect(ds.atomParents.get(category?.auis[0] ?? '')).toEqual(top?.auis.slice(0, 1));
    expect(ds.atoms.get(top?.auis[0] ?? '')).toMatchObject({ tty: 'RHT', name: 'Medical Subject Headings' });
  });
});

describe('identifiers', () => {
  it('uses the synthetic ranges for every AUI, RUI, ATUI and non-real CUI', () => {
    const outOfRange = [
      ...[...ds.atoms.keys()].filter((aui) => !SYNTHETIC_ID_PATTERNS.aui.test(aui)),
      ...[...ds.concepts.values()]
        .filter((c) => !(c.syntheticCui ? SYNTHETIC_ID_PATTERNS.cui : /^C[0-5]\d{6}$/).test(c.cui))
        .map((c) => c.cui),
      ...allSourceRelations.filter((r) => !SYNTHETIC_ID_PATTERNS.rui.test(r.rui)).map((r) => r.rui),
      ...[...ds.attributesBySource.values()]
        .flat()
        .filter((a) => !SYNTHETIC_ID_PATTERNS.atui.test(a.atui))
        .map((a) => a.atui),
    ];
    expect(outOfRange).toEqual([]);
    expect([...ds.concepts.values()].filter((c) => c.syntheticCui).length).toBeGreaterThan(10_000);
  });

  it('keeps the real UMLS CUI of Disease Ontology terms, with "heart attack" as a synonym', () => {
    const mi = ds.concepts.get('C0027051');
    expect(mi?.syntheticCui).toBe(false);
    const atoms = (mi?.auis ?? []).map((a) => ds.atoms.get(a));
    expect(atoms).toContainEqual(
      expect.objectContaining({ sab: 'DOID', code: 'DOID:5844', tty: 'PT', name: 'myocardial infarction' }),
    );
    expect(atoms).toContainEqual(expect.objectContaining({ sab: 'DOID', tty: 'SY', name: 'heart attack' }));
    expect(atoms).toContainEqual(
      expect.objectContaining({ sab: 'MSH', code: 'D009203', sdui: 'D009203', tty: 'MH' }),
    );
    expect(mi?.semanticTypes).toEqual(['T047']);
    expect(ds.definitionsByCui.get('C0027051')?.[0]?.sab).toBe('DOID');
  });
});

describe('semantic network', () => {
  it('has the 127 semantic types, each in one of the 15 groups, with tree and definition', () => {
    expect(ds.semanticTypes.size).toBe(127);
    expect(ds.semanticGroups.size).toBe(15);
    for (const t of ds.semanticTypes.values()) {
      expect(t.treeNumber).toMatch(/^[AB](\d+(\.\d+)*)?$/);
      expect(t.definition.length).toBeGreaterThan(0);
      expect(ds.semanticGroups.get(t.group)?.tuis).toContain(t.tui);
    }
    const groupSizes = [...ds.semanticGroups.values()].reduce((n, g) => n + g.tuis.length, 0);
    expect(groupSizes).toBe(127);
  });

  it('links types into the isa tree by tree number', () => {
    const t109 = ds.semanticTypes.get('T109');
    expect(t109).toMatchObject({
      name: 'Organic Chemical',
      abbreviation: 'orch',
      treeNumber: 'A1.4.1.2.1',
      group: 'CHEM',
    });
    expect(ds.semanticTypes.get(t109?.parent ?? '')?.treeNumber).toBe('A1.4.1.2');
    expect(ds.semanticTypes.get('T047')).toMatchObject({ name: 'Disease or Syndrome', group: 'DISO' });
    expect(ds.semanticTypes.get('T071')?.parent).toBeNull();
    expect(ds.semanticTypes.get('T071')?.children).toEqual(expect.arrayContaining(['T072', 'T077']));
  });
});

describe('RxNorm', () => {
  it('has every RxNorm concept as an RXNORM atom of an existing concept', () => {
    // Every record of the prescribable file (B-Z) and of the common-ingredients subset, and the
    // 186 dose forms (open-data.test.ts checks them against the open files).
    expect(ds.rxnorm.concepts.size).toBe(37_219);
    const broken = [...ds.rxnorm.concepts.values()].filter((c) => {
      const atom = ds.atoms.get(c.aui);
      return (
        atom?.sab !== 'RXNORM' ||
        atom.code !== c.rxcui ||
        atom.tty !== c.tty ||
        atom.name !== c.name ||
        atom.cui !== c.cui
      );
    });
    expect(broken).toEqual([]);
  });

  it('relates products by RxNorm relationship names, both directions', () => {
    const rel = (from: string, rela: string) =>
      (ds.rxnorm.relationsFrom.get(from) ?? []).filter((r) => r.rela === rela).map((r) => r.to);
    expect(ds.rxnorm.concepts.get('314076')).toMatchObject({
      name: 'lisinopril 10 MG Oral Tablet',
      tty: 'SCD',
    });
    expect(rel('314076', 'has_dose_form')).toEqual(['317541']);
    expect(rel('317541', 'dose_form_of')).toContain('314076');
    const scdcs = rel('314076', 'consists_of');
    expect(scdcs.flatMap((scdc) => rel(scdc, 'has_ingredient'))).toContain('29046');
    const dangling = [...ds.rxnorm.relationsFrom.values()]
      .flat()
      .filter((r) => !ds.rxnorm.concepts.has(r.to));
    expect(dangling).toEqual([]);
  });

  it('keeps NDCs as 11-digit strings indexed both ways', () => {
    const ndcs = ds.rxnorm.ndcsByRxcui.get('314076') ?? [];
    expect(ndcs).toEqual(expect.arrayContaining(['00093111310', '00143126701', '00143971401']));
    expect(ndcs).toEqual([...new Set(ndcs)].sort());
    expect(ds.rxnorm.rxcuisByNdc.get('00093111310')).toEqual(['314076']);
    expect(ds.rxnorm.idIndex.get('NDC')?.get('00093111310')).toEqual(['314076']);
    const bad = [
      ...[...ds.rxnorm.ndcsByRxcui.values()].flat(),
      ...[...ds.rxnorm.ndcProperties.values()].map((p) => p.ndc11),
    ].filter((ndc) => !/^\d{11}$/.test(ndc));
    expect(bad).toEqual([]);
  });

  it('gives term info with the restriction level of each source', () => {
    const infos = ds.rxnorm.termInfo.get('29046') ?? [];
    expect(infos).toContainEqual(
      expect.objectContaining({ sab: 'RXNORM', code: '29046', tty: 'IN', restrictionLevel: 0 }),
    );
    expect(infos).toContainEqual(
      expect.objectContaining({ sab: 'MSH', code: 'D017706', tty: 'MH', name: 'Lisinopril' }),
    );
    const wrong = [...ds.rxnorm.termInfo.values()]
      .flat()
      .filter((info) => info.restrictionLevel !== ds.sources.get(info.sab)?.restrictionLevel);
    expect(wrong).toEqual([]);
  });
});
