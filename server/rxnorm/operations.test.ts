import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_RELATED_TTY_ORDER } from './default-paths.ts';
import {
  call,
  part,
  returnValue,
  startTestEmulator,
  type ConceptPlain,
  type GroupPlain,
  type Running,
} from '../testing/soap.ts';
import { DEMO_LICENSED_SAB } from './vocab.ts';

/** Behaviour of the 17 operations over the demo data, through real HTTP (reference §5–§7). */
let emu: Running;
beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
});

async function value<T>(op: string, parts: string[] = []): Promise<T> {
  const res = await call(emu.url, op, parts);
  expect(res.status, res.body.slice(0, 500)).toBe(200);
  return returnValue(res.body) as T;
}
const s = part.string;
const rxcuis = (concepts: ConceptPlain[]) => concepts.map((c) => c.RXCUI);
const groupOf = (groups: GroupPlain[], tty: string) => groups.find((g) => g.type === tty)?.rxConcept ?? [];

describe('findRxcuiByString', () => {
  it('finds an ingredient by its exact name, ignoring case', async () => {
    expect(await value('findRxcuiByString', [s('term', 'lisinopril')])).toEqual(['29046']);
    expect(await value('findRxcuiByString', [s('term', 'LISINOPRIL')])).toEqual(['29046']);
    expect(await value('findRxcuiByString', [s('term', 'lisinopril 10 MG Oral Tablet')])).toEqual(['314076']);
  });

  it('is exact, not a word or prefix search', async () => {
    expect(await value('findRxcuiByString', [s('term', 'lisinop')])).toEqual([]);
    // The SCDC "lisinopril 10 MG" only, not the SCDs whose names start with it.
    const scdc = await value<string[]>('findRxcuiByString', [s('term', 'lisinopril 10 MG')]);
    expect(scdc).toHaveLength(1);
    expect(await value('getRxConceptProperties', [s('rxcui', scdc[0] ?? '')])).toMatchObject({
      TTY: 'SCDC',
      STR: 'lisinopril 10 MG',
    });
    expect(await value('findRxcuiByString', [s('term', ' lisinopril')])).toEqual([]);
  });

  it('with allSourcesFlag=0 ignores sources; with 1 only atoms of the listed sources count', async () => {
    const three = (sources: string[], flag: number) => [
      s('term', 'lisinopril'),
      part.strings('sources', sources),
      part.int('allSourcesFlag', flag),
    ];
    expect(await value('findRxcuiByString', three(['NOSUCHSAB'], 0))).toEqual(['29046']);
    expect(await value('findRxcuiByString', three(['NOSUCHSAB'], 1))).toEqual([]);
    expect(await value('findRxcuiByString', three(['rxnorm'], 1))).toEqual(['29046']);
    expect(await value('findRxcuiByString', three([], 1))).toEqual(['29046']);
  });
});

describe('findRxcuiById', () => {
  // 314076 lisinopril 10 MG Oral Tablet has NDC 00093111310; 1000001 has 13668038505; 1010603 has 12496120201.
  it.each([
    ['CMS 11-digit', '00093111310', ['314076']],
    ['10-digit 4-4-2', '0093-1113-10', ['314076']],
    ['10-digit 5-3-2', '13668-385-05', ['1000001']],
    ['10-digit 5-4-1', '12496-1202-1', ['1010603']],
    ['11-digit hyphenated 5-4-2', '00093-1113-10', ['314076']],
    ['2-segment product 4-4', '0093-1113', ['314076']],
    ['2-segment product 5-3', '13668-385', ['1000001']],
  ])('finds the drug of an NDC in %s form', async (_form, ndc, expected) => {
    expect(await value('findRxcuiById', [s('idType', 'NDC'), s('id', ndc)])).toEqual(expected);
    expect(
      await value('findRxcuiById', [s('idType', 'NDC'), s('id', ndc), part.int('allSourcesFlag', 1)]),
    ).toEqual(expected);
  });

  it.each([
    ['ambiguous bare 10 digits', '0093111310'],
    ['asterisk', '0093-1113-*'],
    ['unknown', '99999-9999-99'],
  ])('finds nothing for an NDC that is %s', async (_what, ndc) => {
    expect(await value('findRxcuiById', [s('idType', 'NDC'), s('id', ndc)])).toEqual([]);
  });

  it('finds by the other id types the data carries (UNII_CODE, UMLSCUI), case-insensitively', async () => {
    expect(await value('findRxcuiById', [s('idType', 'UNII_CODE'), s('id', 'e7199s1ywr')])).toEqual([
      '29046',
    ]);
    const props = await value<ConceptPlain>('getRxConceptProperties', [s('rxcui', '29046')]);
    expect(await value('findRxcuiById', [s('idType', 'umlscui'), s('id', props.CUI ?? '')])).toEqual([
      '29046',
    ]);
    expect(await value('findRxcuiById', [s('idType', 'NOSUCHTYPE'), s('id', '1')])).toEqual([]);
  });
});

describe('concept properties and relations', () => {
  it('getRxConceptProperties returns the RxConcept fields', async () => {
    expect(await value('getRxConceptProperties', [s('rxcui', '314076')])).toEqual({
      CUI: expect.stringMatching(/^C9\d{6}$/),
      LAT: 'ENG',
      RXCUI: '314076',
      STR: 'lisinopril 10 MG Oral Tablet',
      SUPPRESS: 'N',
      SY: '',
      TTY: 'SCD',
    });
  });

  it('getAllRelatedInfo lists all 16 groups in the reference order, empty ones included, the concept itself in its own', async () => {
    const groups = await value<GroupPlain[]>('getAllRelatedInfo', [s('rxcui', '314076')]);
    expect(groups.map((g) => g.type)).toEqual([...ALL_RELATED_TTY_ORDER]);
    expect(rxcuis(groupOf(groups, 'SCD'))).toEqual(['314076']);
    expect(rxcuis(groupOf(groups, 'IN'))).toEqual(['29046']);
    expect(rxcuis(groupOf(groups, 'DF'))).toEqual(['317541']);
    expect(rxcuis(groupOf(groups, 'SBD')).sort()).toEqual(['104377', '206765']);
    expect(
      groupOf(groups, 'BN')
        .map((c) => c.STR)
        .sort(),
    ).toEqual(['Prinivil', 'Zestril']);
    expect(groupOf(groups, 'SCDC').map((c) => c.STR)).toEqual(['lisinopril 10 MG']);
    // via the SCDC, which the combination with hydrochlorothiazide also consists of
    expect(rxcuis(groupOf(groups, 'MIN'))).toEqual(['214618']);
    expect(groupOf(groups, 'SBDC')).toEqual([]);
    expect(await value('getAllRelatedInfo', [s('rxcui', '0')])).toEqual([]);
  });

  it('getRelatedByType follows paths to indirect relatives and returns the requested groups in TTY order', async () => {
    const groups = await value<GroupPlain[]>('getRelatedByType', [
      s('rxcui', '104377'),
      part.strings('termType_list', ['scdc', 'IN', 'GPCK']),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['GPCK', 'IN', 'SCDC']);
    expect(rxcuis(groupOf(groups, 'IN'))).toEqual(['29046']);
    expect(groupOf(groups, 'SCDC').map((c) => c.STR)).toEqual(['lisinopril 10 MG']);
  });

  it('getRelatedByRelationship returns only direct relatives by the named relationships, grouped by TTY', async () => {
    const groups = await value<GroupPlain[]>('getRelatedByRelationship', [
      s('rxcui', '314076'),
      part.strings('rela_list', ['has_tradename', 'has_dose_form']),
    ]);
    expect(groups.map((g) => g.type)).toEqual(['DF', 'SBD']);
    expect(rxcuis(groupOf(groups, 'SBD')).sort()).toEqual(['104377', '206765']);
    const none = await value<GroupPlain[]>('getRelatedByRelationship', [
      s('rxcui', '314076'),
      part.strings('rela_list', ['isa']),
    ]);
    expect(none).toEqual([]);
  });
});

describe('drugs, NDCs and brands', () => {
  it('getDrugs for an ingredient returns BPCK, GPCK, SBD and SCD groups of its products', async () => {
    const groups = await value<GroupPlain[]>('getDrugs', [s('name', 'Lisinopril')]);
    expect(groups.map((g) => g.type)).toEqual(['BPCK', 'GPCK', 'SBD', 'SCD']);
    expect(rxcuis(groupOf(groups, 'SCD'))).toContain('314076');
    expect(rxcuis(groupOf(groups, 'SBD'))).toContain('104377');
    expect(groupOf(groups, 'SCD').every((c) => c.TTY === 'SCD' && /lisinopril/i.test(c.STR ?? ''))).toBe(
      true,
    );
  });

  it('getDrugs for a brand returns only branded products (BPCK, SBD)', async () => {
    const groups = await value<GroupPlain[]>('getDrugs', [s('name', 'zestril')]);
    expect(groups.map((g) => g.type)).toEqual(['BPCK', 'SBD']);
    expect(groupOf(groups, 'SBD').every((c) => c.STR?.endsWith('[Zestril]'))).toBe(true);
    expect(await value('getDrugs', [s('name', 'no such drug')])).toEqual([]);
  });

  it('getNDCs returns the 11-digit NDCs of a product and nothing for an ingredient', async () => {
    const ndcs = await value<string[]>('getNDCs', [s('rxcui', '314076')]);
    expect(ndcs).toContain('00093111310');
    expect(ndcs.every((n) => /^\d{11}$/.test(n))).toBe(true);
    expect(await value('getNDCs', [s('rxcui', '29046')])).toEqual([]);
  });

  it('getMultiIngredBrand returns brands containing all the given ingredients', async () => {
    const brands = await value<ConceptPlain[]>('getMultiIngredBrand', [
      part.strings('ids', ['8896', '20610']),
    ]);
    expect(brands.map((b) => b.STR)).toEqual(['Aller-Tec D', 'Wal Zyr D', 'Zyrtec-D']);
    expect(brands.every((b) => b.TTY === 'BN')).toBe(true);
    const withLisinopril = await value<ConceptPlain[]>('getMultiIngredBrand', [
      part.strings('ids', ['8896', '29046']),
    ]);
    expect(withLisinopril).toEqual([]);
  });
});

describe('word lists and menus', () => {
  it('getSpellingSuggestions ranks the closest names first', async () => {
    const suggestions = await value<string[]>('getSpellingSuggestions', [s('term', 'lisinoprill')]);
    expect(suggestions[0]).toBe('lisinopril');
    const typo = await value<string[]>('getSpellingSuggestions', [s('term', 'zestirl')]);
    expect(typo[0]).toBe('Zestril');
    expect(await value('getSpellingSuggestions', [s('term', 'qqqqqqqqqq')])).toEqual([]);
  });

  it('getDisplayTerms is lower-case, sorted, without duplicates, and holds ingredients and brands', async () => {
    const terms = await value<string[]>('getDisplayTerms');
    expect(terms).toEqual([...new Set(terms)].sort());
    expect(terms.every((t) => t === t.toLowerCase())).toBe(true);
    expect(terms).toEqual(expect.arrayContaining(['lisinopril', 'zestril', 'metoprolol tartrate']));
  });

  it('menus are alphabetical and include what the data uses', async () => {
    const ids = await value<string[]>('getIdTypes');
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(['NDC', 'UMLSCUI', 'UNII_CODE']));
    const relas = await value<string[]>('getRelaTypes');
    expect(relas).toEqual([...relas].sort());
    expect(relas).toEqual(
      expect.arrayContaining(['has_tradename', 'tradename_of', 'consists_of', 'has_dose_form']),
    );
    expect(await value('getTermTypes')).toEqual([
      'BN',
      'BPCK',
      'DF',
      'DFG',
      'GPCK',
      'IN',
      'MIN',
      'PIN',
      'SBD',
      'SBDC',
      'SBDF',
      'SBDG',
      'SCD',
      'SCDC',
      'SCDF',
      'SCDG',
    ]);
  });

  it('both versions', async () => {
    expect(await value('getDrugVocabVersion')).toBe('06-Oct-2025');
    expect(await value('getMetaVersion')).toBe('2025AB');
  });
});

describe('getProprietaryInformation and proxy tickets', () => {
  async function serviceTicket(): Promise<string> {
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const tgtRes = await fetch(`${emu.url}/auth/cas/v1/api-key`, {
      method: 'POST',
      headers: form,
      body: `apikey=${encodeURIComponent(emu.config.apiKey)}`,
    });
    expect(tgtRes.status).toBe(201);
    const tgt = (tgtRes.headers.get('location') ?? '').split('/').pop() ?? '';
    const stRes = await fetch(`${emu.url}/auth/cas/v1/tickets/${tgt}`, {
      method: 'POST',
      headers: form,
      body: 'service=http%3A%2F%2Fumlsks.nlm.nih.gov',
    });
    expect(stRes.status).toBe(200);
    return stRes.text();
  }
  const info = (ticket: string, sources: string[] = []) =>
    value<{ SAB: string; CODE: string; RXCUI: string; STR: string; TTY: string }[]>(
      'getProprietaryInformation',
      [s('rxcui', '314076'), part.strings('sources', sources), s('proxyTicket', ticket)],
    );

  it('without a valid ticket returns only unrestricted sources', async () => {
    expect(await info('')).toEqual([
      { CODE: '314076', RXCUI: '314076', SAB: 'RXNORM', STR: 'lisinopril 10 MG Oral Tablet', TTY: 'SCD' },
    ]);
    expect((await info('ST-not-a-ticket')).map((t) => t.SAB)).toEqual(['RXNORM']);
  });

  it('with a valid service ticket adds restricted sources, and the ticket is single use', async () => {
    const st = await serviceTicket();
    expect((await info(st)).map((t) => t.SAB)).toEqual(['RXNORM', DEMO_LICENSED_SAB]);
    expect((await info(st)).map((t) => t.SAB)).toEqual(['RXNORM']);
  });

  it('sources narrows the atoms to the listed SABs', async () => {
    const st = await serviceTicket();
    expect((await info(st, [DEMO_LICENSED_SAB])).map((t) => t.SAB)).toEqual([DEMO_LICENSED_SAB]);
  });
});
