// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectInput } from '../../lib/input-kind/index.ts';
import { fakeClients } from './fakeClients.ts';
import { resolveCandidate, resolveLine, type ResolveOptions } from './resolve.ts';
import { rowVerdict } from './status.ts';

const opts: ResolveOptions = { searchType: 'auto', targetSource: null, includeObsolete: false };
const signal = new AbortController().signal;
const resolve = (line: string, o: Partial<ResolveOptions> = {}, clients = fakeClients()) =>
  resolveLine(detectInput(line), { ...opts, ...o }, clients, signal);

describe('resolveLine', () => {
  it('a term found exactly: CUI, name, semantic types', async () => {
    expect(await resolve('Headache')).toMatchObject({
      match: 'exact',
      idType: 'CUI',
      id: 'C0018681',
      name: 'Headache',
      semanticTypes: ['Sign or Symptom'],
    });
    expect(await resolve('Sjögren syndrome')).toMatchObject({ match: 'exact', id: 'C1527336' });
  });

  it('auto falls back to normalised, then words; none when nothing matches', async () => {
    const clients = fakeClients();
    expect(await resolve('headaches', {}, clients)).toMatchObject({ match: 'normalised', id: 'C0018681' });
    expect(await resolve('heart organ')).toMatchObject({ match: 'word', id: 'C0018787' });
    expect(await resolve('zzz')).toMatchObject({ match: 'none', id: null });
    expect(clients.switches.calls).toEqual([
      'search:exact:headaches',
      'search:normalizedString:headaches',
      'concept:C0018681',
    ]);
  });

  it('of several exact hits, the one whose preferred name is the term is the match', async () => {
    expect(await resolve('FEVER')).toMatchObject({ match: 'exact', id: 'C0015967', name: 'Fever' });
    expect(await resolve('head pain')).toMatchObject({ match: 'several', id: null });
  });

  it('a fixed search type asks once', async () => {
    expect(await resolve('headaches', { searchType: 'exact' })).toMatchObject({ match: 'none' });
  });

  it('several hits leave the row ambiguous with its candidates, and a pick resolves it by hand', async () => {
    const r = await resolve('cold');
    expect(r).toMatchObject({ match: 'several', id: null });
    expect(r.candidates.map((c) => c.id)).toEqual(['C0009443', 'C0234192']);
    const clients = fakeClients();
    const picked = await resolveCandidate(
      r,
      { id: 'C0018681', name: 'Headache', idType: 'CUI' },
      opts,
      clients,
      signal,
    );
    expect(picked).toMatchObject({
      match: 'several',
      manual: true,
      id: 'C0018681',
      semanticTypes: ['Sign or Symptom'],
    });
  });

  it('CUIs and AUIs; unknown ones are none, not failures', async () => {
    expect(await resolve('c0018681')).toMatchObject({ match: 'exact', id: 'C0018681' });
    expect(await resolve('C9999999')).toMatchObject({ match: 'none' });
    expect(await resolve('A0000001')).toMatchObject({
      match: 'exact',
      id: 'C0018681',
      source: 'SNOMEDCT_US',
      code: '25064002',
      codeName: 'Cephalgia',
    });
    expect(await resolve('A9999999')).toMatchObject({ match: 'none' });
  });

  it('source codes (SAB:code, bare ICD-10-CM): source, code name and the concept', async () => {
    expect(await resolve('I21.9')).toMatchObject({
      match: 'exact',
      id: 'C0155626',
      source: 'ICD10CM',
      code: 'I21.9',
      codeName: 'Acute myocardial infarction, unspecified',
    });
    expect(await resolve('MSH|D006261')).toMatchObject({ match: 'exact', id: 'C0018681' });
    expect(await resolve('ICD10CM:Z99.99')).toMatchObject({
      match: 'none',
      source: 'ICD10CM',
      code: 'Z99.99',
    });
  });

  it('a code takes two calls: its preferred atom (name, concept) and the concept (types)', async () => {
    const clients = fakeClients();
    expect(await resolve('ICD10CM:I21.9', {}, clients)).toMatchObject({
      match: 'exact',
      id: 'C0155626',
      name: 'Acute myocardial infarction',
      semanticTypes: ['Disease or Syndrome'],
      codeName: 'Acute myocardial infarction, unspecified',
      via: { by: 'code', atom: 'I21.9', source: 'ICD10CM' },
    });
    expect(clients.switches.calls).toEqual(['source:ICD10CM:I21.9', 'concept:C0155626']);
  });

  it('an obsolete code keeps its name but matches no concept unless obsolete content is asked for', async () => {
    expect(await resolve('ICD10CM:I20.1')).toMatchObject({
      match: 'none',
      id: null,
      code: 'I20.1',
      codeName: 'Angina pectoris with documented spasm',
    });
    expect(await resolve('ICD10CM:I20.1', { includeObsolete: true })).toMatchObject({
      match: 'exact',
      id: 'C0155626',
    });
  });

  it('a target source lists the concept’s codes there, once each', async () => {
    expect((await resolve('headache', { targetSource: 'SNOMEDCT_US' })).target).toEqual([
      { code: '25064002', name: 'Headache' },
    ]);
    expect((await resolve('I21.9', { targetSource: 'SNOMEDCT_US' })).target).toEqual([
      { code: '57054005', name: 'Acute myocardial infarction' },
    ]);
    expect((await resolve('headache', { targetSource: 'ICD10CM' })).target).toEqual([]);
  });

  it('an RXCUI or NDC line reaches the target through its RxNorm atom’s concept, as the crosswalk does', async () => {
    expect(await resolve('1191', { targetSource: 'MSH' })).toMatchObject({
      idType: 'RXCUI',
      id: '1191',
      cui: 'C0004057',
      target: [{ code: 'D001241', name: 'Aspirin' }],
    });
    // The NDC's drug has no RXNORM atom in the release: no concept, no codes (the mapping says why).
    expect(await resolve('0093-1113-10', { targetSource: 'MSH' })).toMatchObject({
      id: '314076',
      target: [],
    });
    // Without a target nothing more is asked.
    expect((await resolve('1191')).cui).toBeUndefined();
  });

  it('RXCUIs and NDCs through the drug service', async () => {
    expect(await resolve('1191')).toMatchObject({
      match: 'exact',
      idType: 'RXCUI',
      id: '1191',
      name: 'aspirin',
      tty: 'IN',
    });
    expect(await resolve('99999')).toMatchObject({ match: 'none' });
    expect(await resolve('0093-1113-10')).toMatchObject({
      match: 'exact',
      id: '314076',
      tty: 'SCD',
      source: 'NDC',
      code: '00093111310',
    });
    const several = await resolve('11111111111');
    expect(several.match).toBe('several');
    expect(several.candidates).toEqual([
      { id: '1191', name: 'aspirin', idType: 'RXCUI' },
      { id: '314076', name: 'lisinopril 10 MG Oral Tablet', idType: 'RXCUI' },
    ]);
    expect(await resolve('00000000000')).toMatchObject({ match: 'none', source: 'NDC' });
  });

  it('lets other errors through for the walker (auth, a broken answer)', async () => {
    const clients = fakeClients();
    clients.switches.breaking.add('boom');
    await expect(resolve('boom', {}, clients)).rejects.toMatchObject({ kind: 'bad-response' });
    clients.switches.keyRevoked = true;
    await expect(resolve('headache', {}, clients)).rejects.toMatchObject({ kind: 'auth' });
  });
});

describe('a term that found nothing: what it may have meant, for review', () => {
  it('a typo: the closest name a partial search returns, filled for one click to confirm', async () => {
    const clients = fakeClients();
    expect(await resolve('headake', {}, clients)).toMatchObject({
      match: 'suggestion',
      id: 'C0018681',
      name: 'Headache',
      note: 'Spelling: "Headache" is the closest name the service returned',
      via: { by: 'suggestion', atom: 'Headache' },
    });
    // one word: the names beginning as its first half does
    expect(clients.switches.calls).toContain('search:rightTruncation:head');
    expect(await resolve('sjögren syndrom')).toMatchObject({ match: 'suggestion', id: 'C1527336' });
  });

  it('a drug with its strength, as RxNorm writes it; a misspelt drug name as the drug service spells it', async () => {
    expect(await resolve('lisinopril 10mg oral tablet')).toMatchObject({
      match: 'suggestion',
      idType: 'RXCUI',
      id: '314076',
      note: 'Read as the drug "lisinopril 10 MG Oral Tablet"',
    });
    // A list's "tab" is RxNorm's "Oral Tablet": the strength and form land on the clinical drug.
    expect(await resolve('Lisinopril 10 mg tab')).toMatchObject({ idType: 'RXCUI', id: '314076' });
    expect(await resolve('Lisinopirl 10 mg')).toMatchObject({
      match: 'suggestion',
      id: '314074',
      name: 'lisinopril 10 MG',
      note: 'Read as the drug "lisinopril 10 MG", the drug service\'s closest spelling to "Lisinopirl": it may be another drug',
    });
    expect(await resolve('asprin')).toMatchObject({
      match: 'suggestion',
      id: '1191',
      note: 'Spelling: the drug service\'s closest name is "aspirin", which may be another drug',
    });
  });

  it('short words and lines nothing resembles stay no match, without a guess', async () => {
    const clients = fakeClients();
    expect(await resolve('fevr', {}, clients)).toMatchObject({ match: 'none', id: null, candidates: [] });
    expect(clients.switches.calls).toEqual([
      'search:exact:fevr',
      'search:normalizedString:fevr',
      'search:words:fevr',
    ]);
    expect(await resolve('zzzzzzz')).toMatchObject({ match: 'none', id: null, note: null });
    expect(await resolve('unknownium 5 mg')).toMatchObject({ match: 'none', id: null });
  });
});

describe('a code read from the line’s shape alone that the service does not know', () => {
  const verdict = (line: string, r: Awaited<ReturnType<typeof resolve>>) =>
    rowVerdict({ kind: 'code', input: line, state: 'done', resolution: r, decision: null });

  it('a dotless code the service knows is that code, matched', async () => {
    const r = await resolve('E119');
    expect(r).toMatchObject({ match: 'exact', source: 'ICD10CM', code: 'E11.9', id: 'C0011860' });
    expect(verdict('E119', r).status).toBe('matched');
  });

  it('is searched as a term, and what that finds goes to review with the reason, never matched', async () => {
    const clients = fakeClients();
    const p450 = await resolve('P450', {}, clients);
    expect(p450).toMatchObject({
      match: 'suggestion',
      id: null,
      source: null,
      code: null,
      candidates: [{ id: 'C0010762', name: 'Cytochrome P-450 Enzyme System', idType: 'CUI' }],
      note: 'No ICD10CM code P45.0: "P450" searched as a term (exact search)',
    });
    expect(clients.switches.calls).toEqual(['source:ICD10CM:P45.0', 'search:exact:P450']);
    expect(verdict('P450', p450)).toMatchObject({
      status: 'review',
      note: 'No ICD10CM code P45.0: "P450" searched as a term (exact search)',
    });

    // several answers of the term: candidates to choose from, in review
    const b12 = await resolve('B12');
    expect(b12).toMatchObject({
      match: 'suggestion',
      id: null,
      note: 'No ICD10CM code B12: "B12" searched as a term (words search)',
    });
    expect(b12.candidates.map((c) => c.id)).toEqual(['C0042845', 'C0010762']);
    expect(verdict('B12', b12).status).toBe('review');
  });

  it('nothing found as a term either: no match, with the code it was read as', async () => {
    expect(await resolve('I999')).toMatchObject({
      match: 'none',
      source: 'ICD10CM',
      code: 'I99.9',
      note: null,
    });
  });

  it('a line that named its source is that source’s code only: no term search', async () => {
    const clients = fakeClients();
    expect(await resolve('ICD10CM:P450', {}, clients)).toMatchObject({ match: 'none', code: 'P45.0' });
    expect(await resolve('ICD10CM|B12', {}, clients)).toMatchObject({ match: 'none', code: 'B12' });
    expect(clients.switches.calls).toEqual(['source:ICD10CM:P45.0', 'source:ICD10CM:B12']);
  });
});

describe('a drug with its strength', () => {
  it('is read by the drug service after the exact and normalised searches, before a words search', async () => {
    const clients = fakeClients();
    expect(await resolve('lisinopril 10mg', {}, clients)).toMatchObject({
      match: 'suggestion',
      idType: 'RXCUI',
      id: '314074',
      tty: 'SCDC',
    });
    expect(clients.switches.calls).toEqual([
      'search:exact:lisinopril 10mg',
      'search:normalizedString:lisinopril 10mg',
      'rxstring:lisinopril 10 MG',
      'rx:314074',
    ]);
  });

  it('that the drug service does not know still gets the words search', async () => {
    const clients = fakeClients();
    expect(await resolve('unknownium 5 mg', {}, clients)).toMatchObject({ match: 'none' });
    expect(clients.switches.calls.at(-1)).toBe('search:words:unknownium 5 mg');
  });
});
