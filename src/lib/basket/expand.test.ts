// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expandBasket, isIcdGrouper, rulesKey } from './expand.ts';
import { fakeDeps, testEntry } from './testing.ts';
import type { Basket } from './types.ts';

// A slice of ICD-10-CM: chapter 9 → block I20-I25 → I21 → I21.0 → I21.01 …
const tree = {
  'ICD10CM|9': ['I20-I25'],
  'ICD10CM|I20-I25': ['I21', 'I22'],
  'ICD10CM|I21': ['I21.0', 'I21.4'],
  'ICD10CM|I21.0': ['I21.01', 'I21.02', 'I21.09'],
  'ICD10CM|I22': ['I22.0'],
};
const codes = (b: Awaited<ReturnType<typeof expandBasket>>) => b.codes.map((c) => c.code);
const basket = (...entries: Basket['entries']): Basket => ({ name: 'T', description: '', entries });

describe('rule → expansion', () => {
  it('include with all descendants reads the descendants in one call and reaches every level', async () => {
    const { deps, calls } = fakeDeps(tree);
    const out = await expandBasket(
      basket(testEntry('ICD10CM', 'I21', 'AMI', { exclude: false, scope: 'descendants' })),
      deps,
      '2025AB',
    );
    expect(codes(out)).toEqual(['I21', 'I21.0', 'I21.4', 'I21.01', 'I21.02', 'I21.09']);
    expect(calls).toMatchObject({ descendants: 1, children: 0 });
    expect(out.contributions['ICD10CM|I21|+descendants']).toBe(6);
  });

  it('a depth limit walks children only that far', async () => {
    const { deps } = fakeDeps(tree);
    const out = await expandBasket(
      basket(testEntry('ICD10CM', 'I21', 'AMI', { exclude: false, scope: 'descendants', depth: 1 })),
      deps,
      'current',
    );
    expect(codes(out)).toEqual(['I21', 'I21.0', 'I21.4']);
  });

  it('exclusions take codes and subtrees out, whatever their order', async () => {
    const { deps } = fakeDeps(tree);
    const out = await expandBasket(
      basket(
        testEntry('ICD10CM', 'I21.0', '', { exclude: true, scope: 'descendants' }),
        testEntry('ICD10CM', 'I20-I25', '', { exclude: false, scope: 'descendants' }),
        testEntry('ICD10CM', 'I22.0', '', { exclude: true, scope: 'code' }),
      ),
      deps,
      'current',
    );
    expect(codes(out)).toEqual(['I21', 'I22', 'I21.4']);
    expect(out.contributions['ICD10CM|I21.0|-descendants']).toBe(4);
  });

  it('leaves out chapters and blocks unless asked, and keeps only leaves when billable only', async () => {
    const { deps } = fakeDeps(tree);
    const chapter = testEntry('ICD10CM', '9', 'Chapter 9', { exclude: false, scope: 'descendants' });
    const out = await expandBasket(basket(chapter), deps, 'current');
    expect(codes(out)).not.toContain('9');
    expect(codes(out)).not.toContain('I20-I25');
    expect(codes(out)).toContain('I21');
    const billable = await expandBasket(
      { ...basket(chapter), options: { icdGroupers: false, icdBillableOnly: true } },
      deps,
      'current',
    );
    expect(codes(billable).sort()).toEqual(['I21.01', 'I21.02', 'I21.09', 'I21.4', 'I22.0']);
    const withGroupers = await expandBasket(
      { ...basket(chapter), options: { icdGroupers: true, icdBillableOnly: false } },
      deps,
      'current',
    );
    expect(codes(withGroupers)).toEqual(expect.arrayContaining(['9', 'I20-I25']));
    expect(isIcdGrouper('I21.01')).toBe(false);
  });

  it('flags a rule whose root is unknown and keeps the rest', async () => {
    const { deps } = fakeDeps(tree);
    const out = await expandBasket(
      basket(
        testEntry('ICD10CM', 'I21.99', '', { exclude: false, scope: 'descendants' }),
        testEntry('ICD10CM', 'I22'),
      ),
      deps,
      'current',
    );
    expect(codes(out)).toEqual(['I22']);
    expect(out.flags['ICD10CM|I21.99|+descendants']).toMatch(/not in this release/);
  });

  it('a cycle in the hierarchy never loops a depth walk', async () => {
    const { deps } = fakeDeps({ 'X|a': ['b'], 'X|b': ['a', 'c'], 'X|c': ['b'] });
    const out = await expandBasket(
      basket(testEntry('X', 'a', '', { exclude: false, scope: 'descendants', depth: 20 })),
      deps,
      'current',
    );
    expect(codes(out)).toEqual(['a', 'b', 'c']);
  });

  it('products of an ingredient come from the drug service, with its version', async () => {
    const { deps } = fakeDeps(
      {},
      {},
      { '29046': [{ code: '314076', name: 'lisinopril 10 MG Oral Tablet', leaf: true }] },
    );
    const out = await expandBasket(
      basket(testEntry('RXNORM', '29046', 'lisinopril', { exclude: false, scope: 'products' })),
      deps,
      'current',
    );
    expect(out.codes).toEqual([
      {
        system: 'RXNORM',
        code: '314076',
        display: 'lisinopril 10 MG Oral Tablet',
        rule: 'RXNORM|29046|+products',
      },
    ]);
    expect(out.rxnormVersion).toBe('2025-11-03');
  });

  it('10,000 single codes expand without a service call', async () => {
    const { deps, calls } = fakeDeps({});
    const many = Array.from({ length: 10_000 }, (_, i) => testEntry('SNOMEDCT_US', String(100000 + i)));
    const out = await expandBasket(basket(...many), deps, 'current');
    expect(out.codes).toHaveLength(10_000);
    expect(calls).toEqual({ lookup: 0, descendants: 0, children: 0, products: 0 });
    expect(out.rulesKey).toBe(rulesKey(basket(...many)));
  });
});
