import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.ts';
import { pickEncoding } from './precompressed.ts';

describe('pickEncoding', () => {
  const both = () => true;
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['gzip, deflate', 'gz'],
    ['GZIP', 'gz'],
    ['*', 'br'],
    ['br;q=0, gzip', 'gz'],
    ['identity', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (accept, expected) => {
    expect(pickEncoding(accept, both)).toBe(expected);
  });

  it('takes only the copies that exist', () => {
    expect(pickEncoding('br, gzip', (e) => e === 'gz')).toBe('gz');
    expect(pickEncoding('br', (e) => e === 'gz')).toBeNull();
  });
});

describe('precompress', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .br and a .gz copy of each text file worth it, once', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = 'const x = "the same words again";\n'.repeat(100);
    writeFileSync(join(dir, 'assets', 'a.js'), js);
    writeFileSync(join(dir, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096));

    expect(precompress(dir)).toBe(2);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'a.js.br'))).toString()).toBe(js);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'a.js.gz'))).toString()).toBe(js);
    expect(() => statSync(join(dir, 'assets', 'tiny.css.br'))).toThrow();
    expect(() => statSync(join(dir, 'logo.png.br'))).toThrow();
    // Up to date: nothing is written again; a newer file is compressed again.
    expect(precompress(dir)).toBe(0);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dir, 'assets', 'a.js'), later, later);
    expect(precompress(dir)).toBe(2);
  });
});
