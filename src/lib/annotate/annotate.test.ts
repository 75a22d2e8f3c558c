// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { annotateText, prepare, worthNormalising } from './annotate.ts';
import type { AnnotateService, SearchKind } from './types.ts';

/** A service over a small dictionary: exact is case-folded equality; normalised also ignores order and a plural s. */
function fakeService(
  names: Record<string, string>,
  types: Record<string, string> = {},
  failAfter = Infinity,
): AnnotateService & { asked: Array<{ string: string; type: SearchKind }> } {
  const asked: Array<{ string: string; type: SearchKind }> = [];
  const norm = (s: string) =>
    s
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => w.replace(/s$/u, ''))
      .sort()
      .join(' ');
  let calls = 0;
  const call = () => {
    if (++calls > failAfter) throw new Error('The service could not be reached');
  };
  return {
    asked,
    async search(string, type) {
      call();
      asked.push({ string, type });
      const hits = Object.entries(names).filter(([name]) =>
        type === 'exact' ? name.toLowerCase() === string.toLowerCase() : norm(name) === norm(string),
      );
      return hits.map(([name, cui]) => ({ cui, name, rootSource: 'MSH' }));
    },
    async concept(cui) {
      call();
      return { cui, name: cui, semanticTypes: [{ tui: types[cui] ?? 'T047', name: 'Disease or Syndrome' }] };
    },
    async targetCodes(cui) {
      call();
      return [{ code: `D-${cui}`, name: cui }];
    },
  };
}

const DICTIONARY = {
  'myocardial infarction': 'C0027051',
  hypertension: 'C0020538',
  lisinopril: 'C0065374',
  'chest pain': 'C0008031',
  infarction: 'C0021308',
  seizures: 'C0036572',
};

describe('annotateText', () => {
  it('asks each distinct phrase once, longest first, and keeps the longest match', async () => {
    const text = 'Acute myocardial infarction. Myocardial infarction again; hypertension and hypertension.';
    const service = fakeService(DICTIONARY);
    const r = await annotateText(prepare(text), service, { target: null });
    expect(r.state).toBe('complete');
    expect(r.mentions.map((m) => [m.text, m.cui])).toEqual([
      ['myocardial infarction', 'C0027051'],
      ['Myocardial infarction', 'C0027051'],
      ['hypertension', 'C0020538'],
      ['hypertension', 'C0020538'],
    ]);
    const strings = service.asked.map((a) => a.string.toLowerCase());
    expect(strings.filter((s) => s === 'hypertension')).toHaveLength(1);
    expect(strings.filter((s) => s === 'myocardial infarction')).toHaveLength(1);
    // "infarction" alone is never asked: a longer run covered it.
    expect(strings).not.toContain('infarction');
    expect(strings.indexOf('acute myocardial infarction')).toBeLessThan(
      strings.indexOf('myocardial infarction'),
    );
    for (const m of r.mentions) expect(text.slice(m.start, m.end)).toBe(m.text);
  });

  it('asks the normalised search only when exact finds nothing, and says how each matched', async () => {
    const service = fakeService(DICTIONARY);
    const r = await annotateText(prepare('Infarction myocardial with seizure.'), service, { target: null });
    expect(r.mentions.map((m) => [m.text, m.matchedBy])).toEqual([['Infarction myocardial', 'normalised']]);
    expect(service.asked.filter((a) => a.string === 'Infarction myocardial')).toEqual([
      { string: 'Infarction myocardial', type: 'exact' },
      { string: 'Infarction myocardial', type: 'normalizedString' },
    ]);
    // A plain singular word has nothing for the normalised search to add.
    expect(service.asked).toContainEqual({ string: 'seizure', type: 'exact' });
    expect(service.asked).not.toContainEqual({ string: 'seizure', type: 'normalizedString' });
    expect(worthNormalising('seizures', 1)).toBe(true);
    expect(worthNormalising('chest pain', 2)).toBe(true);
    // An -s that makes no plural: nothing for the normalised search to add either.
    for (const word of ['bolus', 'venous', 'psoriasis', 'abscess'])
      expect(worthNormalising(word, 1)).toBe(false);
  });

  it("asks a word the text uses for a disorder by the disorder's name first, and as written when that finds nothing", async () => {
    const service = fakeService({
      Depression: 'C-MOOD',
      'Depressive Disorder': 'C-DISORDER',
      Anxiety: 'C-ANX',
    });
    const r = await annotateText(prepare('Depression and anxiety after the stroke.'), service, {
      target: null,
    });
    expect(r.mentions.map((m) => [m.text, m.cui, m.matchedBy, m.phrase])).toEqual([
      ['Depression', 'C-DISORDER', 'variant', 'depressive disorder'],
      ['anxiety', 'C-ANX', 'exact', 'anxiety'],
    ]);
    expect(service.asked.slice(0, 3)).toEqual(
      expect.arrayContaining([{ string: 'anxiety disorders', type: 'normalizedString' }]),
    );
    expect(service.asked).not.toContainEqual({ string: 'Depression', type: 'exact' });
  });

  it('links a defined abbreviation to its long form and never sends it', async () => {
    const text = 'Admitted with myocardial infarction (MI). A second MI followed.';
    const service = fakeService(DICTIONARY);
    const r = await annotateText(prepare(text), service, { target: null });
    const mi = r.mentions.filter((m) => m.text === 'MI');
    expect(mi).toHaveLength(2);
    expect(mi.every((m) => m.cui === 'C0027051' && m.matchedBy === 'abbreviation')).toBe(true);
    expect(mi[0]!.abbreviationOf).toBe('myocardial infarction');
    expect(service.asked.map((a) => a.string)).not.toContain('MI');
  });

  it('sends no name, identifier, date or phone number of a note', async () => {
    const text =
      'Patient: Maria Gonzalez  MRN: 4471902  DOB: 04/12/1961\n' +
      'Phone 555-201-7788. Seen 3 March 2024 by Dr. Okafor.\n' +
      'Gonzalez has hypertension and chest pain, no fever.';
    const service = fakeService(DICTIONARY);
    const r = await annotateText(prepare(text), service, { target: null });
    const sent = service.asked.map((a) => a.string).join(' | ');
    for (const secret of [
      'Maria',
      'Gonzalez',
      '4471902',
      '04/12/1961',
      '1961',
      '555',
      '7788',
      '2024',
      'March',
      'Okafor',
    ])
      expect(sent).not.toContain(secret);
    expect(r.mentions.map((m) => m.text)).toEqual(['hypertension', 'chest pain']);
  });

  it('asks what a drug induced as drug-induced first, and reads the same disorder so elsewhere in the text', async () => {
    const service = fakeService({
      ...DICTIONARY,
      hepatitis: 'C0019158',
      'hepatitis, drug-induced': 'C0860207',
      clotiazepam: 'C0055213',
    });
    const text = 'Clotiazepam-induced hepatitis. No relapse of hepatitis; lisinopril-induced seizures.';
    const r = await annotateText(prepare(text), service, { target: null });
    expect(r.mentions.map((m) => [m.text, m.cui, m.matchedBy])).toEqual([
      ['Clotiazepam', 'C0055213', 'exact'],
      ['hepatitis', 'C0860207', 'variant'],
      ['hepatitis', 'C0860207', 'variant'],
      ['lisinopril', 'C0065374', 'exact'],
      // No drug-induced form known: the disorder itself.
      ['seizures', 'C0036572', 'exact'],
    ]);
    expect(service.asked).toContainEqual({ string: 'drug-induced hepatitis', type: 'normalizedString' });
    // Neither the cause and its effect as one phrase, nor "induced" alone.
    expect(service.asked.map((a) => a.string.toLowerCase())).not.toContain('clotiazepam-induced hepatitis');
    expect(service.asked.map((a) => a.string.toLowerCase())).not.toContain('induced');
  });

  it('never sends stop words alone', async () => {
    const service = fakeService(DICTIONARY);
    await annotateText(prepare('The patients in the study had a high dose of the drug.'), service, {
      target: null,
    });
    expect(service.asked).toEqual([]);
  });

  it('finds mentions at the very start and end of the text, with context and target codes', async () => {
    const text = 'Hypertension, denies chest pain';
    const r = await annotateText(prepare(text), fakeService(DICTIONARY), { target: 'MSH' });
    expect(r.mentions.map((m) => [m.start, m.end, m.context.map((c) => c.kind), m.target])).toEqual([
      [0, 12, [], [{ code: 'D-C0020538', name: 'C0020538' }]],
      [21, 31, ['negated'], [{ code: 'D-C0008031', name: 'C0008031' }]],
    ]);
    expect(r.mentions[0]!.group).toBe('DISO');
  });

  it('keeps what was found when the service fails half-way, and lists the rest as not checked', async () => {
    const text = 'Hypertension. Lisinopril. Chest pain. Seizures. Myocardial infarction.';
    const updates: number[] = [];
    const r = await annotateText(prepare(text), fakeService(DICTIONARY, {}, 4), {
      target: null,
      onUpdate: (u) => updates.push(u.mentions.length),
    });
    expect(r.state).toBe('stopped');
    expect(r.error).toBe('The service could not be reached');
    expect(r.mentions.length).toBeGreaterThan(0);
    expect(r.unchecked.length).toBeGreaterThan(0);
    const found = new Set(r.mentions.map((m) => m.start));
    for (const u of r.unchecked) expect(found.has(u.start)).toBe(false);
    expect(r.sent.some((s) => s.state === 'failed')).toBe(true);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const r = await annotateText(prepare('Hypertension.'), fakeService(DICTIONARY), {
      target: null,
      signal: controller.signal,
    });
    expect(r.state).toBe('cancelled');
  });

  it('reads a text that is all numbers, or empty, without a call', async () => {
    const service = fakeService(DICTIONARY);
    for (const text of ['', '12 34 5.6 7/8 900-1000\n42']) {
      const r = await annotateText(prepare(text), service, { target: null });
      expect(r).toMatchObject({ state: 'complete', mentions: [], sent: [] });
    }
    expect(service.asked).toEqual([]);
  });
});
