/**
 * Format 5 reads back as the same model format 2's whole expansion made: every record, list
 * and id (RUIs, ATUIs) of a demo-scope build, and the search index the engine would build
 * itself. The demo scope (a slice of every source) keeps this comparison of every map cheap;
 * reproducible.test.ts checks the committed full build. Skipped on a clean clone without the
 * source data.
 */
import { existsSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from '../uts/search/index-data.ts';
import { DEFAULT_SOURCE_DIR } from './build.ts';
import { assembleDataset } from './build/assemble.ts';
import { readContainerDataset } from './columnar.ts';
import { encodeDataset } from './encode.ts';
import { expandDataset } from './expand.ts';
import type { Dataset } from './model.ts';

const sourceDir = process.env.DATASET_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;

/**
 * `expect(actual).toEqual(expected)`, asked only when Node's strict deep equality (which
 * implies it) does not hold: Vitest's matcher took 2.6 s on the search index that Node compares
 * in 0.04 s, and a call per record adds up over every map. A difference still fails with
 * Vitest's diff.
 */
function expectEqual(actual: unknown, expected: unknown, message?: string): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual, message).toEqual(expected);
}

describe.skipIf(!existsSync(sourceDir))('format 5 (columnar) against format 2 (expanded)', () => {
  let whole: Dataset;
  let columnar: Dataset;
  beforeAll(() => {
    const built = assembleDataset(sourceDir, 'demo');
    whole = expandDataset(built);
    columnar = readContainerDataset(encodeDataset(built));
  }, 300_000);

  const maps = [
    'concepts',
    'atoms',
    'sourceConcepts',
    'scuiClusters',
    'sourceChildren',
    'atomParents',
    'atomChildren',
    'definitionsByCui',
    'relationsByCui',
    'relationsBySource',
    'relationsByAui',
    'attributesBySource',
    'attributesByAui',
    'attributesByCui',
    'sources',
    'semanticTypes',
    'semanticGroups',
  ] as const;
  it.each(maps)('%s: same keys in the same order, same values', { timeout: 120_000 }, (name) => {
    const a = whole[name] as ReadonlyMap<string, unknown>;
    const b = columnar[name] as ReadonlyMap<string, unknown>;
    expect(b.size).toBe(a.size);
    expect([...b.keys()]).toEqual([...a.keys()]);
    for (const [key, value] of a) expectEqual(b.get(key), value, `${name} ${key}`);
    expect(b.get('no such key')).toBeUndefined();
  });

  it('RxNorm tables are the same', () => {
    const a = whole.rxnorm;
    const b = columnar.rxnorm;
    // Lazily built maps compare by content: plain Maps, recursively.
    const plain = (x: unknown): unknown =>
      typeof x === 'object' &&
      x !== null &&
      'entries' in x &&
      typeof x.entries === 'function' &&
      !Array.isArray(x)
        ? new Map([...(x as ReadonlyMap<unknown, unknown>)].map(([k, v]) => [k, plain(v)]))
        : x;
    for (const name of Object.keys(a) as (keyof typeof a)[])
      expect(plain(b[name]), name).toEqual(plain(a[name]));
  });

  it('the stored search index is the one the engine would build', { timeout: 300_000 }, () => {
    const list = columnar.atomList;
    expect(list?.length).toBe(whole.atoms.size);
    expect([...whole.atoms.values()].map((x) => x.aui)).toEqual(
      Array.from({ length: list?.length ?? 0 }, (_, i) => list?.at(i).aui),
    );
    expectEqual(columnar.searchIndex, buildSearchIndex([...whole.atoms.values()]));
  });
});
