import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SOURCE_DIR } from '../build.ts';
import { DATA_FILES } from './data-files.ts';
import { changedInputs, dataInputs, datasetInputs } from './stamp.ts';

/** A data folder with the two files a pretend builder reads and one it does not. */
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
  mkdirSync(join(dir, 'mesh'));
  mkdirSync(join(dir, 'annotation'));
  writeFileSync(join(dir, 'mesh', 'tree.txt'), 'Heart;C14.280\n');
  writeFileSync(join(dir, 'mesh', 'terms.tsv'), 'D006321\tHeart\n');
  writeFileSync(join(dir, 'annotation', 'corpus.txt'), 'a text\n');
  return dir;
}
const READ = { tree: 'mesh/tree.txt', terms: 'mesh/terms.tsv' };

describe('the dataset stamp', () => {
  it('records the data files the builder reads, and no other file beside them', () => {
    const inputs = dataInputs(dataDir(), READ);
    expect(Object.keys(inputs)).toEqual(['data/mesh/terms.tsv', 'data/mesh/tree.txt']);
    for (const hash of Object.values(inputs)) expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is unchanged when a file the builder does not read is added or changed', () => {
    const dir = dataDir();
    const before = dataInputs(dir, READ);
    writeFileSync(join(dir, 'annotation', 'corpus.txt'), 'another text\n');
    writeFileSync(join(dir, 'mesh', 'PROVENANCE.md'), 'new notes\n');
    writeFileSync(join(dir, 'new-source.tsv.gz'), 'x');
    expect(changedInputs(before, dataInputs(dir, READ))).toEqual([]);
  });

  it('names a file the builder reads when it changes or goes away', () => {
    const dir = dataDir();
    const before = dataInputs(dir, READ);
    writeFileSync(join(dir, 'mesh', 'tree.txt'), 'Heart;C14.280.434\n');
    expect(changedInputs(before, dataInputs(dir, READ))).toEqual(['data/mesh/tree.txt']);
    rmSync(join(dir, 'mesh', 'terms.tsv'));
    const now = dataInputs(dir, READ);
    expect(now['data/mesh/terms.tsv']).toBe('missing');
    expect(changedInputs(before, now)).toEqual(['data/mesh/terms.tsv', 'data/mesh/tree.txt']);
  });

  it("records the builder's own list, every module the bytes come from (over imports that span lines) and their packages", () => {
    const inputs = datasetInputs(dataDir());
    expect(Object.keys(inputs).filter((k) => k.startsWith('data/'))).toEqual(
      Object.values(DATA_FILES)
        .sort()
        .map((f) => `data/${f}`),
    );
    expect(inputs['data/annotation/corpus.txt']).toBeUndefined();
    for (const module of [
      'server/dataset/build/assemble.ts',
      'server/dataset/build/data-files.ts', // assemble → mesh → data-files
      'server/dataset/build/mesh.ts', // assemble → mesh
      'server/dataset/encode.ts',
      'server/uts/search/normalize.ts', // encode → search index → normalize
    ])
      expect(inputs[module], module).toMatch(/^[0-9a-f]{64}$/);
    expect(inputs['package fast-xml-parser']).toMatch(/^\d+\.\d+\.\d+/);
    expect(inputs.zlib).toBeTruthy();
    // Reading the file back is not part of what makes it.
    expect(inputs['server/dataset/load.ts']).toBeUndefined();
  });

  it.skipIf(!existsSync(DEFAULT_SOURCE_DIR))('lists only files the open data has', () => {
    expect(Object.values(dataInputs(DEFAULT_SOURCE_DIR)).filter((h) => h === 'missing')).toEqual([]);
  });
});
