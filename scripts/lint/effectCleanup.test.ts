// @vitest-environment node
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { effectCleanupRestrictions } from './effectCleanup.js';

const linter = new Linter({ configType: 'flat' });
const lint = (code: string) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          languageOptions: { parser: tseslint.parser },
          rules: { 'no-restricted-syntax': ['error', ...effectCleanupRestrictions] },
        },
      ],
      'effect.tsx',
    )
    .map((m) => m.message);

describe('effect callbacks return only a clean-up', () => {
  it.each([
    'useEffect(() => el.scrollIntoView(), []);',
    'useEffect(() => box.current?.scrollIntoView({ block: "nearest" }), []);',
    'useLayoutEffect(() => log.mark(key), [key]);',
    'React.useEffect(() => el.focus());',
    'useInsertionEffect(() => sheet.insert(rule));',
  ])('refuses %s', (code) => {
    expect(lint(code)).toEqual([expect.stringContaining('block body')]);
  });

  it.each([
    'useEffect(() => { el.scrollIntoView(); }, []);',
    'useEffect(() => () => abort.current?.abort(), []);',
    'useEffect(() => function cleanUp() { stop(); }, []);',
    'useEffect(() => { return router.subscribe(listener); }, [router]);',
    'useMemo(() => rows.map(String), [rows]);',
    'other(() => el.scrollIntoView());',
  ])('accepts %s', (code) => {
    expect(lint(code)).toEqual([]);
  });
});
