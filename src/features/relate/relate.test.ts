// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_RELATE, parseRelateIds } from './relateIds.ts';
import { typeRelations } from './typeRelation.ts';

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
  it('looks up codes, AUIs and typed RXCUIs in the link as their UMLS concepts (issue 37); a TUI is no concept', () => {
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
