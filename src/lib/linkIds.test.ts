// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors.ts';
import { compareLinkRules } from './compareIds.ts';
import type { IdentifierAnswer } from './input-kind/concept.ts';
import {
  chooseLinkId,
  settleLinkIds,
  splitLinkIds,
  withLinkIds,
  type LinkIdRules,
  type LookupState,
} from './linkIds.ts';

// As the relate page reads its link: CUIs only, every identifier as its UMLS concept.
const CUIS: LinkIdRules = {
  ready: (part) => (/^C\d{7}$/i.test(part) ? part.toUpperCase() : null),
  tokenOf: (_t, id) => id,
  asDrug: false,
  refused: (shown) => `“${shown}” is not a CUI.`,
  max: 3,
  tooMany: 'At most 3',
};

const concepts = (...ms: Array<[string, string]>): LookupState => ({
  status: 'done',
  answer: { idType: 'CUI', matches: ms.map(([id, name]) => ({ id, name })) },
});
const PENDING: LookupState = { status: 'pending' };

/** The link settled with one state per identifier, in the order written. */
function settle(value: string, answers: LookupState[], rules = CUIS) {
  const split = splitLinkIds(value, rules);
  let next = 0;
  const states = split.entries.map((e) => (e.kind === 'lookup' ? answers[next++] : undefined));
  return { split, settled: settleLinkIds(split, states, rules) };
}

describe('link ids split', () => {
  it('keeps CUIs as written, looks up codes, refuses words, TUIs and bare numbers', () => {
    const { entries, problems } = splitLinkIds('I21.9, C0018801 ,heart,T047,161,MSH:D009203', CUIS);
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'lookup', part: 0, typed: 'I21.9', what: 'an ICD-10-CM code' }),
      { kind: 'ready', part: 1, token: 'C0018801' },
      expect.objectContaining({ kind: 'lookup', part: 5, typed: 'MSH:D009203', what: 'a MeSH descriptor' }),
    ]);
    expect(problems).toEqual(['“heart” is not a CUI.', '“T047” is not a CUI.', '“161” is not a CUI.']);
  });

  it('names a repeated code once, and counts codes toward the most shown', () => {
    const { entries, problems } = splitLinkIds('I21.9,I219,I21.9,C0000001,C0000002,C0000003', CUIS);
    expect(entries.map((e) => e.part)).toEqual([0, 3, 4]);
    expect(problems).toEqual([
      'I219 is the same as I21.9; it is shown once.',
      'I21.9 is listed more than once; it is shown once.',
      'At most 3; left out: C0000003.',
    ]);
  });
});

describe('link ids settled', () => {
  it('while a code is looked up, shows what is ready and writes nothing', () => {
    const { settled } = settle('I21.9,C0018801', [PENDING]);
    expect(settled.tokens).toEqual(['C0018801']);
    expect(settled.pending).toEqual([{ part: 0, typed: 'I21.9', what: 'an ICD-10-CM code' }]);
    expect(settled.rewrite).toBeNull();
  });

  it('shows a found concept in its code’s place, says so, and rewrites the link to its CUI', () => {
    const { settled } = settle('I21.9,C0018801', [concepts(['C9160776', 'Acute myocardial infarction'])]);
    expect(settled.tokens).toEqual(['C9160776', 'C0018801']);
    expect(settled.resolved).toEqual([
      'I21.9 (an ICD-10-CM code) is shown as C9160776 Acute myocardial infarction.',
    ]);
    expect(settled.problems).toEqual([]);
    expect(settled.rewrite).toEqual(['C9160776', 'C0018801']);
  });

  it('an unknown code is named and stays in the link, the rest is shown', () => {
    const { settled } = settle('ICD10CM:Z99.999,C0018801,D009203', [
      concepts(),
      concepts(['C0027051', 'Myocardial Infarction']),
    ]);
    expect(settled.tokens).toEqual(['C0018801', 'C0027051']);
    expect(settled.problems).toEqual([
      'ICD10CM:Z99.999 (an ICD-10-CM code) names no concept in this release; it is left out.',
    ]);
    expect(settled.rewrite).toEqual(['ICD10CM:Z99.999', 'C0018801', 'C0027051']);
    // Nothing found at all: the link stays as written.
    expect(settle('Z99.999,C0018801', [concepts()]).settled.rewrite).toBeNull();
  });

  it('an RxNorm id no UMLS concept holds says so', () => {
    const { settled } = settle('rxcui:161,C0018801', [concepts()]);
    expect(settled.problems).toEqual([
      'rxcui:161 is an RxNorm id that no UMLS concept in this release holds; it is left out.',
    ]);
  });

  it('a code naming a concept already listed is a repeat, said once, and dropped from the link', () => {
    const mi = concepts(['C0027051', 'Myocardial Infarction']);
    const later = settle('C0027051,D009203,C0018801', [mi]).settled;
    expect(later.tokens).toEqual(['C0027051', 'C0018801']);
    expect(later.problems).toEqual([
      'D009203 (a MeSH descriptor) is C0027051, which is already listed; it is shown once.',
    ]);
    expect(later.resolved).toEqual([]);
    expect(later.rewrite).toEqual(['C0027051', 'C0018801']);

    const first = settle('D009203,C0027051', [mi]).settled;
    expect(first.tokens).toEqual(['C0027051']);
    expect(first.problems).toEqual(['C0027051 is listed more than once; it is shown once.']);
    expect(first.rewrite).toEqual(['C0027051']);
  });

  it('a code naming several concepts is offered, not chosen; picking one writes it in its place', () => {
    const { split, settled } = settle('SNOMEDCT_US:22298006,C0018801', [
      concepts(['C0027051', 'Myocardial Infarction'], ['C0155626', 'Acute myocardial infarction']),
    ]);
    expect(settled.tokens).toEqual(['C0018801']);
    expect(settled.rewrite).toBeNull();
    const [choice] = settled.choices;
    expect(choice).toMatchObject({ part: 0, typed: 'SNOMEDCT_US:22298006', what: 'a SNOMED CT code' });
    expect(choice!.options).toEqual([
      { token: 'C0027051', label: 'C0027051 Myocardial Infarction' },
      { token: 'C0155626', label: 'C0155626 Acute myocardial infarction' },
    ]);
    expect(chooseLinkId(split.parts, settled.tokens, choice!, choice!.options[1]!)).toEqual({
      ids: ['C0155626', 'C0018801'],
      notes: {
        resolved: [
          'SNOMEDCT_US:22298006 (a SNOMED CT code) is shown as C0155626 Acute myocardial infarction (picked).',
        ],
        problems: [],
      },
    });
    // Picking a concept the page already shows drops the code instead.
    expect(chooseLinkId(['X:1', 'C0027051'], ['C0027051'], choice!, choice!.options[0]!).ids).toEqual([
      'C0027051',
    ]);
  });

  it('a failed lookup is reported with the others shown, and stays in the link', () => {
    const error = new ApiError('rate-limited', 'HTTP 429', { status: 429 });
    const { settled } = settle('I21.9,C0018801,D009203', [
      { status: 'error', error },
      concepts(['C0027051', 'Myocardial Infarction']),
    ]);
    expect(settled.tokens).toEqual(['C0018801', 'C0027051']);
    expect(settled.failed).toEqual([{ part: 0, typed: 'I21.9', what: 'an ICD-10-CM code', error }]);
    expect(settled.rewrite).toEqual(['I21.9', 'C0018801', 'C0027051']);
  });

  it('compare: an NDC or typed RXCUI is a drug column, written rxcui:', () => {
    const drug: IdentifierAnswer = { idType: 'RXCUI', matches: [{ id: '29046', name: 'lisinopril' }] };
    const { settled } = settle('RXNORM:29046,C0027051', [{ status: 'done', answer: drug }], compareLinkRules);
    expect(settled.tokens).toEqual(['rxcui:29046', 'C0027051']);
    expect(settled.resolved).toEqual([
      'RXNORM:29046 (an RxNorm concept (RXCUI)) is shown as RXCUI 29046 lisinopril.',
    ]);
    const none = settle(
      '0093-1113-10',
      [{ status: 'done', answer: { idType: 'RXCUI', matches: [] } }],
      compareLinkRules,
    );
    expect(none.settled.problems).toEqual([
      '0093-1113-10 (a National Drug Code (NDC)) names no drug the drug service knows; it is left out.',
    ]);
  });
});

describe('link ids written back', () => {
  it('sets ids first, keeps the other parameters, commas and colons readable, the rest escaped', () => {
    expect(withLinkIds('?ids=I21.9,C0018801&source=MSH&present=1', ['C9160776', 'C0018801'])).toBe(
      '?ids=C9160776,C0018801&source=MSH&present=1',
    );
    expect(withLinkIds('?release=2025AB&ids=x', ['ICD10CM:Z99.999', '<&>"\''])).toBe(
      "?ids=ICD10CM:Z99.999,%3C%26%3E%22'&release=2025AB",
    );
  });
});
