import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedInputs, datasetInputs } from './stamp.ts';

describe('the dataset stamp', () => {
  const dir = mkdtempSync(join(tmpdir(), 'stamp-'));
  mkdirSync(join(dir, 'mesh'));
  writeFileSync(join(dir, 'mesh', 'tree.txt'), 'Heart;C14.280\n');
  const inputs = datasetInputs(dir);

  it('records every data file, every module the bytes come from (over imports that span lines) and their packages', () => {
    expect(inputs['data/mesh/tree.txt']).toMatch(/^[0-9a-f]{64}$/);
    for (const module of [
      'server/dataset/build/assemble.ts',
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

  it('names the inputs that changed, were added or went away', () => {
    writeFileSync(join(dir, 'mesh', 'tree.txt'), 'Heart;C14.280.434\n');
    writeFileSync(join(dir, 'mesh', 'new.txt'), 'x');
    const now = datasetInputs(dir);
    expect(changedInputs(inputs, now)).toEqual(['data/mesh/new.txt', 'data/mesh/tree.txt']);
    expect(changedInputs(inputs, inputs)).toEqual([]);
  });
});
