// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../../api/uts/index.ts';
import { hitPath } from './hitLink.ts';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  ui: 'C1',
  name: 'n',
  rootSource: 'MTH',
  ref: null,
  ...over,
});

describe('hitPath', () => {
  it('follows the kind in the hit URI', () => {
    const ref = { kind: 'source' as const, id: 'I21.9', source: 'ICD10CM', release: '2025AB', url: 'u' };
    expect(hitPath(hit({ ui: 'I21.9', ref }), 'concept')).toBe('/sources/ICD10CM/I21.9');
  });
  it('falls back on returnIdType when there is no URI', () => {
    expect(hitPath(hit({ ui: 'C0027051' }), 'concept')).toBe('/concepts/C0027051');
    expect(hitPath(hit({ ui: 'A123' }), 'aui')).toBe('/atoms/A123');
    expect(hitPath(hit({ ui: 'D009203', rootSource: 'MSH' }), 'code')).toBe('/sources/MSH/D009203');
  });
  it('does not link NOCODE', () => {
    expect(hitPath(hit({ ui: 'NOCODE', rootSource: 'MTHSPL' }), 'code')).toBeNull();
  });
});
