// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_RELATE, parseRelateIds } from './relateIds.ts';
import { typeRelations } from './typeRelation.ts';

describe('relate ids', () => {
  it('reads CUIs in order, once each, upper case', () => {
    expect(parseRelateIds(' c0027051, C0018801 ,C0027051')).toEqual({
      cuis: ['C0027051', 'C0018801'],
      problems: ['C0027051 is listed more than once; it is shown once.'],
    });
  });
  it('names ids of other kinds and caps five or more with a note', () => {
    const r = parseRelateIds('rxcui:161,D009203,<&>,C0000001,C0000002,C0000003,C0000004,C0000005,C0000006');
    expect(r.cuis).toHaveLength(MAX_RELATE);
    expect(r.problems).toEqual([
      '“rxcui:161” is an RxNorm id: relate places UMLS concepts (CUIs) in source hierarchies; type it in the box to relate its UMLS concept.',
      '“D009203” looks like a MeSH descriptor, not a CUI: type it in the box to relate its concept.',
      '“<&>” is not a CUI (C and 7 digits, e.g. C0027051).',
      'At most 4 concepts are related at once; left out: C0000005, C0000006.',
    ]);
    expect(parseRelateIds(null)).toEqual({ cuis: [], problems: [] });
    expect(parseRelateIds('x'.repeat(500)).problems[0]).toMatch(/^“x{40}…” is not a CUI/);
  });
  it('says what a code, an AUI or a TUI in the link is, by the shared detector', () => {
    expect(parseRelateIds('I21.9,ICD10CM:I21.9,GO:0005575,A99334153,T047,29046').problems).toEqual([
      '“I21.9” looks like an ICD-10-CM code, not a CUI: type it in the box to relate its concept.',
      '“ICD10CM:I21.9” looks like an ICD-10-CM code, not a CUI: type it in the box to relate its concept.',
      '“GO:0005575” looks like a Gene Ontology term, not a CUI: type it in the box to relate its concept.',
      '“A99334153” looks like a UMLS atom identifier (AUI), not a CUI: type it in the box to relate its concept.',
      '“T047” looks like a semantic type identifier (TUI), not a concept.',
      '“29046” is an RxNorm id: relate places UMLS concepts (CUIs) in source hierarchies; type it in the box to relate its UMLS concept.',
    ]);
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
