// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../lib/batchInput.ts';
import { optionsSummary } from './options.ts';

describe('the options a batch was resolved with, in words', () => {
  it('names every option, the empty ones as none', () => {
    expect(optionsSummary({ ...DEFAULT_SETTINGS, searchType: 'auto', includeObsolete: false })).toBe(
      'Kind of every line: detected per line · source for bare codes: none · target source: none · ' +
        'search type for terms: Exact, then normalised, then words · obsolete left out',
    );
  });

  it('says the chosen kind, sources as the lookups use them, and typed text as text', () => {
    expect(
      optionsSummary({
        kind: 'code',
        source: 'ICD10CM',
        targetSource: ' snomedct_us ',
        searchType: 'words',
        includeObsolete: true,
      }),
    ).toBe(
      'Kind of every line: Source code · source for bare codes: ICD10CM · target source: SNOMEDCT_US · ' +
        'search type for terms: Words · obsolete included',
    );
    expect(optionsSummary({ ...DEFAULT_SETTINGS, source: '<&>"\'\u202E' })).toContain(
      'source for bare codes: <&>"\'[U+202E] ·',
    );
  });
});
