// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SourceVersion } from '../../lib/sourceVersion.ts';
import { localDate, printFooterLine, type FooterFacts } from './footerLine.ts';

const facts = (f: Partial<FooterFacts>): FooterFacts => ({
  title: 'Myocardial Infarction (C0027051)',
  kind: null,
  what: null,
  link: null,
  sourceVersions: null,
  release: '2025AB',
  date: '2026-11-29',
  href: 'http://127.0.0.1:4173/concepts/C0027051?tab=hierarchy&source=MSH',
  ...f,
});

describe('the printed footer line', () => {
  it('says what the view is, its source and version, the release, the date and the link', () => {
    expect(
      printFooterLine(
        facts({
          kind: 'Concept (Hierarchy tab)',
          sourceVersions: [{ sab: 'MSH', state: 'stated', name: 'MeSH', version: '2017' }],
        }),
      ),
    ).toBe(
      'Concept (Hierarchy tab): Myocardial Infarction (C0027051) · Source MSH version 2017 · ' +
        'UMLS release 2025AB · Printed 2026-11-29 · ' +
        'http://127.0.0.1:4173/concepts/C0027051?tab=hierarchy&source=MSH',
    );
  });

  it('says why a source has no version, and leaves the source out of a view of none', () => {
    const line = (v: SourceVersion) => printFooterLine(facts({ sourceVersions: [v] }));
    expect(line({ sab: 'NCI', state: 'not-stated', name: 'NCI Thesaurus' })).toContain(
      'Source NCI, version not stated ·',
    );
    expect(line({ sab: 'NCI', state: 'unknown-source' })).toContain(
      'Source NCI (not a source of this release) ·',
    );
    expect(line({ sab: 'NCI', state: 'unavailable' })).toContain('Source NCI, version unknown ·');
    expect(printFooterLine(facts({ kind: 'Comparison', title: 'Compare' }))).toBe(
      'Comparison: Compare · UMLS release 2025AB · Printed 2026-11-29 · ' +
        'http://127.0.0.1:4173/concepts/C0027051?tab=hierarchy&source=MSH',
    );
  });

  it('names each of the few sources a view is limited to, with its own version', () => {
    expect(
      printFooterLine(
        facts({
          kind: 'Search results',
          what: '“infarction”',
          sourceVersions: [
            { sab: 'MSH', state: 'stated', name: 'MeSH', version: '2017' },
            { sab: 'ICD10CM', state: 'stated', name: 'ICD-10-CM', version: '2021' },
            { sab: 'NCI', state: 'not-stated', name: 'NCI Thesaurus' },
          ],
        }),
      ),
    ).toMatch(
      /^Search results: “infarction” · Sources MSH version 2017; ICD10CM version 2021; NCI, version not stated · UMLS release 2025AB · /,
    );
    expect(printFooterLine(facts({ sourceVersions: [] }))).not.toContain('Source');
  });

  it('names the view by what the page gives over its title, and prints the link it gives', () => {
    expect(
      printFooterLine(
        facts({
          kind: 'Search results',
          title: 'Search: heart attack',
          what: '“heart attack”',
          link: 'http://x/s',
        }),
      ),
    ).toBe('Search results: “heart attack” · UMLS release 2025AB · Printed 2026-11-29 · http://x/s');
    expect(printFooterLine(facts({ title: '', kind: null }))).toMatch(/^Terminology Browser · /);
    expect(printFooterLine(facts({ kind: 'Crosswalk', title: 'Crosswalk ICD10CM I21.9' }))).toMatch(
      /^Crosswalk ICD10CM I21\.9 · /,
    );
    expect(printFooterLine(facts({ kind: 'Settings', title: 'Settings' }))).toMatch(/^Settings · /);
  });

  it('writes the day in the reader’s time zone', () => {
    expect(localDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
