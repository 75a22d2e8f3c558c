// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors.ts';
import type { SearchParams, SearchPage } from '../../api/uts/index.ts';
import {
  identifierLookup,
  lookUpIdentifier,
  matchLabel,
  recognisedAs,
  type IdentifierClients,
} from './concept.ts';
import { recognizeInput } from './detect.ts';

// The demo data's answers, keyed as the code search asks: `SAB|code` → the concepts holding it.
const CODES: Record<string, Array<{ ui: string; name: string }>> = {
  'ICD10CM|I21.9': [{ ui: 'C0155626', name: 'Acute myocardial infarction' }],
  'MSH|D009203': [{ ui: 'C0027051', name: 'Myocardial Infarction' }],
  'GO|GO:0005575': [{ ui: 'C9881025', name: 'cellular_component' }],
  'DOID|DOID:5844': [{ ui: 'C0027051', name: 'Myocardial Infarction' }],
  'RXNORM|29046': [{ ui: 'C0065374', name: 'Lisinopril' }],
  'SNOMEDCT_US|22298006': [
    { ui: 'C0027051', name: 'Myocardial Infarction' },
    { ui: 'C0027051', name: 'Myocardial Infarction' },
    { ui: 'C0155626', name: 'Acute myocardial infarction' },
  ],
};

function fakes() {
  const searched: SearchParams[] = [];
  const clients: IdentifierClients = {
    search: async (params) => {
      searched.push(params);
      const hits = (CODES[`${params.sabs}|${params.string}`] ?? []).map((h) => ({
        ...h,
        rootSource: String(params.sabs),
        ref: null,
      }));
      return {
        hits,
        pageNumber: 1,
        pageSize: 10,
        recCount: hits.length,
        sentinel: false,
        isLast: true,
      } as SearchPage;
    },
    conceptOfAtom: async (aui) => {
      if (aui === 'A99334153') return { id: 'C0027051', name: 'Myocardial Infarction' };
      throw new ApiError('not-found', 'no such atom', { status: 404 });
    },
    drugName: async (rxcui) => (rxcui === '29046' ? 'lisinopril' : null),
    drugOfNdc: async (ndc) => (ndc === '00093111310' ? '29046' : null),
  };
  return { clients, searched };
}

const look = (typed: string, asDrug = false) => {
  const { clients, searched } = fakes();
  const lookup = identifierLookup(recognizeInput(typed), asDrug);
  if (!lookup) return Promise.resolve({ lookup, answer: null, searched });
  return lookUpIdentifier(lookup, clients).then((answer) => ({ lookup, answer, searched }));
};

describe('identifierLookup: what a concept picker looks up', () => {
  it.each([
    ['I21.9', { kind: 'code', value: 'I21.9', source: 'ICD10CM' }],
    ['I219', { kind: 'code', value: 'I21.9', source: 'ICD10CM' }],
    ['ICD10CM:I21.9', { kind: 'code', value: 'I21.9', source: 'ICD10CM' }],
    ['d009203', { kind: 'code', value: 'D009203', source: 'MSH' }],
    ['GO:0005575', { kind: 'code', value: 'GO:0005575', source: 'GO' }],
    ['DOID:5844', { kind: 'code', value: 'DOID:5844', source: 'DOID' }],
    ['a99334153', { kind: 'aui', value: 'A99334153', source: null }],
    ['29046', { kind: 'rxcui', value: '29046', source: null }],
    ['RXNORM:29046', { kind: 'rxcui', value: '29046', source: null }],
    ['0093-1113-10', { kind: 'ndc', value: '00093111310', source: null }],
  ])('%s', (typed, expected) => {
    expect(identifierLookup(recognizeInput(typed), false)).toEqual({ ...expected, asDrug: false });
  });

  it('needs none for a CUI, words, a TUI or a line with a problem', () => {
    for (const typed of ['C0027051', 'heart failure', 'T047', '1234-5', '123456789', ''])
      expect(identifierLookup(recognizeInput(typed), false)).toBeNull();
  });
});

describe('lookUpIdentifier', () => {
  it('finds the concept of a code by an exact code search of its source, dot added when left out', async () => {
    for (const typed of ['I21.9', 'I219', 'ICD10CM:I21.9', 'ICD10CM|I21.9']) {
      const { answer, searched } = await look(typed);
      expect(answer).toEqual({
        idType: 'CUI',
        matches: [{ id: 'C0155626', name: 'Acute myocardial infarction' }],
      });
      expect(searched).toEqual([
        expect.objectContaining({
          string: 'I21.9',
          inputType: 'sourceUi',
          searchType: 'exact',
          sabs: 'ICD10CM',
          returnIdType: 'concept',
        }),
      ]);
    }
  });

  it('MeSH, GO and DOID identifiers and an AUI give their concepts', async () => {
    expect((await look('D009203')).answer?.matches).toEqual([
      { id: 'C0027051', name: 'Myocardial Infarction' },
    ]);
    expect((await look('GO:0005575')).answer?.matches).toEqual([
      { id: 'C9881025', name: 'cellular_component' },
    ]);
    expect((await look('DOID:5844')).answer?.matches).toEqual([
      { id: 'C0027051', name: 'Myocardial Infarction' },
    ]);
    expect((await look('A99334153')).answer?.matches).toEqual([
      { id: 'C0027051', name: 'Myocardial Infarction' },
    ]);
  });

  it('an RXCUI or an NDC is the UMLS concept of the RxNorm code, or the drug itself when drugs are wanted', async () => {
    expect((await look('29046')).answer).toEqual({
      idType: 'CUI',
      matches: [{ id: 'C0065374', name: 'Lisinopril' }],
    });
    expect((await look('0093-1113-10')).answer).toEqual({
      idType: 'CUI',
      matches: [{ id: 'C0065374', name: 'Lisinopril' }],
    });
    expect((await look('29046', true)).answer).toEqual({
      idType: 'RXCUI',
      matches: [{ id: '29046', name: 'lisinopril' }],
    });
    expect((await look('0093-1113-10', true)).answer).toEqual({
      idType: 'RXCUI',
      matches: [{ id: '29046', name: 'lisinopril' }],
    });
    expect((await look('99999', true)).answer).toEqual({ idType: 'RXCUI', matches: [] });
  });

  it('an unknown identifier is an empty answer (a 404 too), several concepts are listed once each', async () => {
    expect((await look('Z99.999')).answer).toEqual({ idType: 'CUI', matches: [] });
    expect((await look('A00000001')).answer).toEqual({ idType: 'CUI', matches: [] });
    expect((await look('11111-2222-33')).answer).toEqual({ idType: 'CUI', matches: [] });
    expect((await look('SNOMEDCT_US:22298006')).answer?.matches.map((m) => m.id)).toEqual([
      'C0027051',
      'C0155626',
    ]);
  });

  it('a failure other than not-found is thrown, for the box to say so', async () => {
    const { clients } = fakes();
    clients.search = async () => {
      throw new ApiError('upstream', 'HTTP 503', { status: 503 });
    };
    const lookup = identifierLookup(recognizeInput('I21.9'), false)!;
    await expect(lookUpIdentifier(lookup, clients)).rejects.toThrow('HTTP 503');
  });
});

describe('what the box says', () => {
  it('names what was recognised and what it names', () => {
    expect(recognisedAs(' I21.9 ', recognizeInput('I21.9'))).toBe('I21.9 looks like an ICD-10-CM code');
    expect(recognisedAs('D009203', recognizeInput('D009203'))).toBe('D009203 looks like a MeSH descriptor');
    expect(recognisedAs('29046', recognizeInput('29046'))).toBe(
      '29046 looks like an RxNorm concept identifier (RXCUI)',
    );
    expect(
      matchLabel({ idType: 'CUI', matches: [] }, { id: 'C0155626', name: 'Acute myocardial infarction' }),
    ).toBe('C0155626 Acute myocardial infarction');
    expect(matchLabel({ idType: 'RXCUI', matches: [] }, { id: '29046', name: 'lisinopril' })).toBe(
      'RXCUI 29046 lisinopril',
    );
  });
});
