// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCompareIds, parseCompareIds, readCompareToken } from './compareIds.ts';
import { comparePath } from './paths.ts';

describe('compare ids', () => {
  it('reads CUIs (any case) and rxcui: ids in the order written', () => {
    expect(parseCompareIds('c0027051, rxcui:161 ,RXCUI:29046')).toEqual({
      ids: [
        { kind: 'CUI', id: 'C0027051' },
        { kind: 'RXCUI', id: '161' },
        { kind: 'RXCUI', id: '29046' },
      ],
      problems: [],
    });
  });

  it('names malformed ids, duplicates and ids past the fourth, and still keeps the good ones', () => {
    const { ids, problems } = parseCompareIds(
      'C0027051,161,<&>"\',C0027051,C0155626,rxcui:1,rxcui:2,rxcui:3,,Sjögren',
    );
    expect(ids.map((i) => i.id)).toEqual(['C0027051', 'C0155626', '1', '2']);
    expect(problems).toEqual([
      expect.stringContaining('“161” is not a CUI'),
      expect.stringContaining('“<&>"\'” is not a CUI'),
      'C0027051 is listed more than once; it is shown once.',
      expect.stringContaining('“Sjögren” is not a CUI'),
      'At most 4 can be compared side by side; left out: rxcui:3.',
    ]);
  });

  it('an empty or missing value is no ids and no problem', () => {
    expect(parseCompareIds(null)).toEqual({ ids: [], problems: [] });
    expect(parseCompareIds(' , ')).toEqual({ ids: [], problems: [] });
  });

  it('cuts a very long bad id in its message', () => {
    const { problems } = parseCompareIds('x'.repeat(5000));
    expect(problems[0]!.length).toBeLessThan(200);
  });

  it('rejects an rxcui: with no digits and a CUI of the wrong length', () => {
    expect(readCompareToken('rxcui:')).toBeNull();
    expect(readCompareToken('rxcui:12a')).toBeNull();
    expect(readCompareToken('C002705')).toBeNull();
  });

  it('writes ids back the way it reads them, and a path with readable commas', () => {
    const ids = parseCompareIds('C0027051,rxcui:161').ids;
    expect(formatCompareIds(ids)).toBe('C0027051,rxcui:161');
    expect(comparePath(['C0027051', 'rxcui:161'])).toBe('/compare?ids=C0027051,rxcui:161');
    expect(parseCompareIds(new URLSearchParams('ids=C0027051,rxcui:161').get('ids')).ids).toEqual(ids);
  });
});
