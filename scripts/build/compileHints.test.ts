import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT } from './compileHints.ts';

describe('compileHints', () => {
  it('puts the hint on the first line of every chunk, once, and leaves other files alone', () => {
    const bundle = {
      a: { type: 'chunk', fileName: 'assets/vendor-1.js', code: 'var a=1;' },
      b: { type: 'asset', fileName: 'assets/app-2.css', source: 'a{}' },
    } as unknown as OutputBundle;
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect((bundle.a as { code: string }).code).toBe(`${COMPILE_HINT}\nvar a=1;`);
    expect((bundle.b as { source: string }).source).toBe('a{}');
  });
});
