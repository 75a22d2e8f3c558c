// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { relateSources, type RelateConcept } from './queries.ts';
import { MAX_RELATE, parseRelateIds } from './relateIds.ts';
import semanticNetwork from '../../lib/semanticNetwork.json';
import semanticNetworkRelations from '../../lib/semanticNetworkRelations.json';
import { inheritedRelations } from './semanticInheritance.ts';
import { typeRelations, typeStatements, type TypeStatement } from './typeRelation.ts';

const readyOf = (value: string | null) => {
  const { entries, problems } = parseRelateIds(value);
  return {
    cuis: entries.flatMap((e) => (e.kind === 'ready' ? [e.token] : [])),
    lookups: entries.flatMap((e) => (e.kind === 'lookup' ? [e.typed] : [])),
    problems,
  };
};

describe('relate ids', () => {
  it('reads CUIs in order, once each, upper case', () => {
    expect(readyOf(' c0027051, C0018801 ,C0027051')).toEqual({
      cuis: ['C0027051', 'C0018801'],
      lookups: [],
      problems: ['C0027051 is listed more than once; it is shown once.'],
    });
  });
  it('names ids it cannot use and caps five or more with a note', () => {
    const r = readyOf('29046,<&>,C0000001,C0000002,C0000003,C0000004,C0000005,C0000006');
    expect(r.cuis).toHaveLength(MAX_RELATE);
    expect(r.problems).toEqual([
      '“29046” is a bare number: an RxNorm id in a link is written rxcui:29046, and relate shows its UMLS concept.',
      '“<&>” is not a CUI (C and 7 digits, e.g. C0027051).',
      'At most 4 concepts are related at once; left out: C0000005, C0000006.',
    ]);
    expect(readyOf(null)).toEqual({ cuis: [], lookups: [], problems: [] });
    expect(readyOf('x'.repeat(500)).problems[0]).toMatch(/^“x{40}…” is not a CUI/);
  });
  it('looks up codes, AUIs and typed RXCUIs in the link as their UMLS concepts; a TUI is no concept', () => {
    const { entries, problems } = parseRelateIds(
      'I21.9,ICD10CM:Z99.999,GO:0005575,A99334153,T047,rxcui:161,D009203',
    );
    // The fifth and later usable ids are left out, codes as CUIs are: named as written.
    expect(problems).toEqual([
      '“T047” looks like a semantic type identifier (TUI), not a concept.',
      'At most 4 concepts are related at once; left out: rxcui:161, D009203.',
    ]);
    expect(entries.map((e) => (e.kind === 'lookup' ? [e.typed, e.lookup.kind, e.lookup.asDrug] : e))).toEqual(
      [
        ['I21.9', 'code', false],
        ['ICD10CM:Z99.999', 'code', false],
        ['GO:0005575', 'code', false],
        ['A99334153', 'aui', false],
      ],
    );
    expect(parseRelateIds('rxcui:161').entries[0]).toMatchObject({
      kind: 'lookup',
      lookup: { kind: 'rxcui', value: '161', asDrug: false },
    });
  });
});

describe('semantic types related', () => {
  it('says when both share a type, when one is a kind of the other, and where they meet', () => {
    const dis = { tui: 'T047', name: 'Disease or Syndrome' };
    expect(typeRelations([dis], [dis])).toEqual(['Both are Disease or Syndrome (T047).']);
    expect(typeRelations([dis], [{ tui: 'T046', name: 'Pathologic Function' }])).toEqual([
      'Disease or Syndrome (T047) is a kind of Pathologic Function (T046).',
    ]);
    expect(typeRelations([dis], [{ tui: 'T121', name: 'Pharmacologic Substance' }])).toEqual([
      'Disease or Syndrome (T047) and Pharmacologic Substance (T121) share no type above them (one is an entity, the other an event).',
    ]);
    expect(typeRelations([{ tui: 'T121', name: 'x' }], [{ tui: 'T109', name: 'y' }])[0]).toMatch(
      /are both kinds of Chemical|Substance/,
    );
    expect(typeRelations([{ tui: null, name: 'Odd' }], [dis])).toEqual([
      'Odd and Disease or Syndrome: not in the Semantic Network catalogue.',
    ]);
  });
});

describe("the Semantic Network relations of two concepts' types", () => {
  const said = (s: TypeStatement) =>
    `${s.defined.from.name} ${s.relation} ${s.defined.to.name} | ${s.fromTypes.map((t) => t.name).join('+')} → ${s.toTypes
      .map((t) => t.name)
      .join('+')} | ${s.steps}`;
  const lisinopril = [
    { tui: 'T109', name: 'Organic Chemical' },
    { tui: 'T121', name: 'Pharmacologic Substance' },
  ];
  const hypertension = [{ tui: 'T047', name: 'Disease or Syndrome' }];

  it('answers how lisinopril relates to hypertension: Pharmacologic Substance treats Pathologic Function, which Disease or Syndrome inherits', () => {
    const statements = typeStatements(lisinopril, hypertension);
    expect(statements.slice(0, 3).map(said)).toEqual([
      'Pharmacologic Substance treats Pathologic Function | Pharmacologic Substance → Disease or Syndrome | 1',
      'Pharmacologic Substance prevents Pathologic Function | Pharmacologic Substance → Disease or Syndrome | 1',
      'Pharmacologic Substance diagnoses Pathologic Function | Pharmacologic Substance → Disease or Syndrome | 1',
    ]);
    expect(statements.every((s) => s.first === 0)).toBe(true);
    // One statement per defining row: both of lisinopril's types inherit "causes" from Substance.
    expect(statements.filter((s) => s.relation === 'causes').map(said)).toEqual([
      'Substance causes Pathologic Function | Organic Chemical+Pharmacologic Substance → Disease or Syndrome | 4',
    ]);
    // Asked the other way round, the direction stays the network's: the drug's type comes first.
    const back = typeStatements(hypertension, lisinopril);
    expect(said(back[0]!)).toBe(said(statements[0]!));
    expect(back[0]!.first).toBe(1);
  });

  it('says a relation defined for the types themselves, with no inheriting', () => {
    const [treats] = typeStatements(
      [{ tui: 'T121', name: 'Pharmacologic Substance' }],
      [{ tui: 'T184', name: 'Sign or Symptom' }],
    );
    expect(said(treats!)).toBe(
      'Pharmacologic Substance treats Sign or Symptom | Pharmacologic Substance → Sign or Symptom | 0',
    );
  });

  it('keeps a blocked relation blocked, and a relation defined but not inherited to its own pair', () => {
    const mental = [{ tui: 'T041', name: 'Mental Process' }];
    const processOf = (other: string) =>
      typeStatements(mental, [{ tui: other, name: other }]).some(
        (s) => s.relation === 'process_of' && s.first === 0,
      );
    expect(processOf('T016')).toBe(true); // Human
    expect(processOf('T007')).toBe(false); // Bacterium: blocked
    const related = (tui: string) =>
      typeStatements([{ tui, name: tui }], [{ tui: 'T050', name: 'Experimental Model of Disease' }]).filter(
        (s) => s.relation === 'conceptually_related_to' && s.defined.from.tui === 'T047',
      );
    expect(related('T047')).toHaveLength(1); // Disease or Syndrome: defined for it
    expect(related('T191')).toHaveLength(0); // Neoplastic Process, a kind of it: not inherited
  });

  it('says a relation that holds both ways once', () => {
    const both = typeStatements(
      [{ tui: 'T037', name: 'Injury or Poisoning' }],
      [{ tui: 'T047', name: 'Disease or Syndrome' }],
    ).filter((s) => s.relation === 'co-occurs_with');
    expect(both).toHaveLength(1);
    expect(typeStatements([{ tui: null, name: 'Odd' }], hypertension)).toEqual([]);
  });

  it('infers as many relations from the committed rows as NLM lists fully inherited (5,641 besides isa)', () => {
    const pairs = new Set(
      inheritedRelations(semanticNetworkRelations, semanticNetwork.types).map(({ from, relation, to }) =>
        semanticNetworkRelations.inverse[relation as keyof typeof semanticNetworkRelations.inverse] ===
          relation && to < from
          ? `${to}|${relation}|${from}`
          : `${from}|${relation}|${to}`,
      ),
    );
    expect(pairs.size).toBe(5641);
  });
});

describe('relateSources: the sources that hold the concepts, and the one shown', () => {
  const concept = (cui: string, sabs: string[]): RelateConcept => ({
    cui,
    name: cui,
    types: [],
    nodes: new Map(sabs.map((sab) => [sab, { kind: 'code', sab, id: `${cui}-${sab}` }])),
    ends: new Set(),
  });
  const a = concept('C1', ['MSH', 'ICD10CM', 'SNOMEDCT_US']);
  const b = concept('C2', ['SNOMEDCT_US', 'MSH']);

  it("shows the link's source, whatever its case, else the first that holds them all", () => {
    const linked = relateSources([a, b], 'snomedct_us');
    expect(linked.sources.map((s) => s.sab)).toEqual(['ICD10CM', 'MSH', 'SNOMEDCT_US']);
    expect(linked.shared.map((s) => s.sab)).toEqual(['MSH', 'SNOMEDCT_US']);
    expect(linked.current?.sab).toBe('SNOMEDCT_US');
    expect(relateSources([a, b], null).current?.sab).toBe('MSH');
  });

  it('a source that holds only some is shown when the link asks for it; none at all is null', () => {
    const partial = relateSources([a, b], 'ICD10CM').current!;
    expect([partial.sab, partial.holders.map((c) => c.cui)]).toEqual(['ICD10CM', ['C1']]);
    expect(relateSources([concept('C3', []), concept('C4', [])], null).current).toBeNull();
  });
});
