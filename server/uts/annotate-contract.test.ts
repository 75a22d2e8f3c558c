import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppLimiter } from '../../src/api/http.ts';
import { emptyIfNotFound, getConcept, getConceptAtoms, search } from '../../src/api/uts/index.ts';
import { annotateText, prepare } from '../../src/lib/annotate/annotate.ts';
import type { AnnotateService } from '../../src/lib/annotate/types.ts';
import { configFromEnv, DEFAULT_API_KEY } from '../config.ts';
import { startTestEmulator } from '../testing/emulator.ts';
import { contractClient, type ContractClient } from '../testing/uts-client.ts';

// A real emulator (dataset load + search index) and the app's client held to 20 requests/s.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/**
 * The annotation pipeline (src/lib/annotate) through the browser's UTS client against the
 * emulator: a short note gives the concepts a reader expects, with their context.
 */
let emu: { url: string; close: () => Promise<void> };
let cc: ContractClient;

beforeAll(async () => {
  emu = await startTestEmulator(configFromEnv({}));
  cc = contractClient(emu.url, DEFAULT_API_KEY, createAppLimiter());
});
afterAll(async () => {
  await emu?.close();
});

function service(target: string | null): AnnotateService {
  const opts = { client: cc.client };
  return {
    async search(string, searchType, signal) {
      const page = await search({ string, searchType, pageSize: 6, pageNumber: 1 }, { ...opts, signal });
      return page.hits.map((h) => ({ cui: h.ui, name: h.name, rootSource: h.rootSource }));
    },
    async concept(cui, signal) {
      const c = await getConcept({ cui }, { ...opts, signal });
      return {
        cui: c.ui,
        name: c.name,
        semanticTypes: c.semanticTypes.map((t) => ({ tui: t.tui, name: t.name })),
      };
    },
    async targetCodes(cui, signal) {
      if (!target) return [];
      const atoms = await emptyIfNotFound(getConceptAtoms({ cui, sabs: target }, { ...opts, signal }));
      // Each code once, as the page's service gives them: a MeSH descriptor's entry terms are
      // atoms of their own with the descriptor's code.
      const codes = new Map<string, string>();
      for (const a of atoms.items) if (a.code && !codes.has(a.code.id)) codes.set(a.code.id, a.name);
      return [...codes].map(([code, name]) => ({ code, name }));
    },
  };
}

describe('annotation against the emulator', () => {
  it('finds myocardial infarction, hypertension and lisinopril in a note, and "no chest pain" negated', async () => {
    const note =
      'History of myocardial infarction and hypertension. On lisinopril 10 mg daily. No chest pain.';
    const r = await annotateText(prepare(note), service('MSH'), { target: 'MSH' });
    expect(r.state).toBe('complete');
    const byText = new Map(r.mentions.map((m) => [m.text, m]));
    expect(byText.get('myocardial infarction')).toMatchObject({ cui: 'C0027051', group: 'DISO' });
    expect(byText.get('myocardial infarction')!.target).toEqual([
      expect.objectContaining({ code: 'D009203' }),
    ]);
    expect(byText.get('hypertension')).toMatchObject({
      name: expect.stringMatching(/hypertension/i),
      group: 'DISO',
    });
    expect(byText.get('lisinopril')).toMatchObject({
      name: expect.stringMatching(/lisinopril/i),
      group: 'CHEM',
    });
    expect(byText.get('myocardial infarction')!.context.map((c) => c.kind)).toEqual(['historical']);
    expect(byText.get('chest pain')!.context).toEqual([
      expect.objectContaining({ kind: 'negated', trigger: 'No' }),
    ]);
    // The dose never left: a number is withheld.
    expect(r.sent.flatMap((s) => s.asked.map((a) => a.string)).join(' ')).not.toMatch(/\d/);
  });
});
