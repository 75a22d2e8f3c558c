// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { diffExpansions, diffRows, diffSummary } from './diff.ts';
import { expandBasket, type ExpandDeps } from './expand.ts';
import { buildValueSet } from './fhir.ts';
import { settleExpansion } from './settle.ts';
import { fakeDeps, testEntry } from './testing.ts';
import type { Basket, StoredExpansion } from './types.ts';

const tree = {
  'ICD10CM|I21': ['I21.0', 'I21.4'],
  'ICD10CM|I21.0': ['I21.01', 'I21.02'],
  'ICD10CM|I26': [],
};
const AMI = testEntry('ICD10CM', 'I21', 'AMI', { exclude: false, scope: 'descendants' });
const PE = testEntry('ICD10CM', 'I26', 'Pulmonary embolism');
const basket: Basket = { name: 'T', description: '', entries: [AMI, PE] };

/** The service as it was during the outage: descendants answer 503 (after http's retries). */
function outage(deps: ExpandDeps): ExpandDeps {
  return {
    ...deps,
    descendants: async () => {
      throw new Error('Service temporarily unavailable (503)');
    },
  };
}

const at = (iso: string) => ({ now: () => new Date(iso) });

async function before(): Promise<StoredExpansion> {
  return expandBasket(basket, fakeDeps(tree).deps, '2025AB', at('2026-01-01T00:00:00Z'));
}

describe('an expansion run that could not read a rule', () => {
  it('says which rule was not read, gives it no count, and keeps the codes of the rules it read', async () => {
    const run = await expandBasket(basket, outage(fakeDeps(tree).deps), '2025AB');
    expect(run.notRead).toEqual({ [AMI.id]: 'Service temporarily unavailable (503)' });
    expect(run.codes.map((c) => c.code)).toEqual(['I26']);
    expect(run.contributions).toEqual({ [PE.id]: 1 });
    // An outage is not a fact about the rule: it is no flag.
    expect(run.flags).toEqual({});
  });

  it('never replaces a whole expansion: the one before stays, as it was', async () => {
    const whole = await before();
    expect(whole.codes).toHaveLength(6);
    const run = await expandBasket(basket, outage(fakeDeps(tree).deps), '2026AA');
    const { stored, kept } = settleExpansion(whole, run);
    expect(kept).toBe(true);
    expect(stored).toBe(whole);
  });

  it('a run that reads every rule replaces what was there, even an incomplete one', async () => {
    const partial = await expandBasket(basket, outage(fakeDeps(tree).deps), '2025AB');
    const whole = await before();
    expect(settleExpansion(partial, whole)).toEqual({ stored: whole, kept: false });
    expect(settleExpansion(null, partial)).toEqual({ stored: partial, kept: false });
  });

  it('of two incomplete runs of the same rules, the one that read more stays; of other rules, the newer', async () => {
    const three: Basket = {
      ...basket,
      entries: [
        ...basket.entries,
        testEntry('ICD10CM', 'I21.0', 'STEMI', { exclude: false, scope: 'descendants' }),
      ],
    };
    const oneMissing = await expandBasket(
      three,
      {
        ...fakeDeps(tree).deps,
        descendants: async (s, c) => {
          if (c === 'I21') throw new Error('503');
          return fakeDeps(tree).deps.descendants(s, c);
        },
      },
      '2025AB',
    );
    const twoMissing = await expandBasket(three, outage(fakeDeps(tree).deps), '2025AB');
    expect(settleExpansion(oneMissing, twoMissing)).toEqual({ stored: oneMissing, kept: true });
    expect(settleExpansion(twoMissing, oneMissing)).toEqual({ stored: oneMissing, kept: false });
    const otherRules = await expandBasket(basket, outage(fakeDeps(tree).deps), '2025AB');
    expect(settleExpansion(oneMissing, otherRules)).toEqual({ stored: otherRules, kept: false });
  });

  it('the diff calls the codes it could not read "not read", never "removed", in words and in the CSV', async () => {
    const whole = await before();
    const run = await expandBasket(basket, outage(fakeDeps(tree).deps), '2025AB');
    const diff = diffExpansions(whole, run);
    expect(diff.removed).toEqual([]);
    expect(diff.notRead.map((c) => c.code)).toEqual(['I21', 'I21.0', 'I21.4', 'I21.01', 'I21.02']);
    expect(diff.unchanged).toBe(1);
    expect(diffSummary(diff)).toBe('0 added, 0 removed, 0 renamed, 1 unchanged; 5 not read.');
    expect(diffRows(diff).map((r) => r.change)).toEqual(Array(5).fill('not read'));
    // A run that read everything still says "removed" for what is gone.
    const smaller = await expandBasket({ ...basket, entries: [PE] }, fakeDeps(tree).deps, '2025AB');
    expect(diffSummary(diffExpansions(whole, smaller))).toBe('0 added, 5 removed, 0 renamed, 1 unchanged.');
  });

  it('the FHIR export never carries an incomplete expansion, and says why', async () => {
    const run = await expandBasket(basket, outage(fakeDeps(tree).deps), '2025AB');
    const { valueSet, notes } = buildValueSet(
      { ...basket, expansion: run },
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(valueSet.expansion).toBeUndefined();
    expect(notes.join(' ')).toContain('could not read 1 rule (ICD10CM I21)');
    // The rules themselves are all in compose.
    expect(valueSet.compose.include).toContainEqual(
      expect.objectContaining({ filter: [{ property: 'concept', op: 'is-a', value: 'I21' }] }),
    );
    // The whole expansion kept after a failed run is exported whole.
    const whole = await before();
    const kept = settleExpansion(whole, run).stored;
    expect(buildValueSet({ ...basket, expansion: kept }).valueSet.expansion?.total).toBe(6);
  });
});
