// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCompareIds, parseCompareIds, readCompareToken, type CompareId } from './compareIds.ts';
import { comparePath } from './paths.ts';

/** The ids shown as written (CUIs, `rxcui:`), and the problems. */
const readyOf = (value: string | null) => {
  const { entries, problems } = parseCompareIds(value);
  const ids = entries.flatMap((e) => (e.kind === 'ready' ? [readCompareToken(e.token) as CompareId] : []));
  return { ids, problems };
};

describe('compare ids', () => {
  it('reads CUIs (any case) and rxcui: ids in the order written', () => {
    expect(readyOf('c0027051, rxcui:161 ,RXCUI:29046')).toEqual({
      ids: [
        { kind: 'CUI', id: 'C0027051' },
        { kind: 'RXCUI', id: '161' },
        { kind: 'RXCUI', id: '29046' },
      ],
      problems: [],
    });
  });

  it('names malformed ids, duplicates and ids past the fourth, and still keeps the good ones', () => {
    const { ids, problems } = readyOf(
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
    expect(readyOf(null)).toEqual({ ids: [], problems: [] });
    expect(readyOf(' , ')).toEqual({ ids: [], problems: [] });
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
    const { ids } = readyOf('C0027051,rxcui:161');
    expect(formatCompareIds(ids)).toBe('C0027051,rxcui:161');
    expect(comparePath(['C0027051', 'rxcui:161'])).toBe('/compare?ids=C0027051,rxcui:161');
    expect(readyOf(new URLSearchParams('ids=C0027051,rxcui:161').get('ids')).ids).toEqual(ids);
  });

  it('looks up codes, AUIs, NDCs and typed RXCUIs in the link: codes as concepts, drugs as drug columns', () => {
    const { entries, problems } = parseCompareIds('I21.9,ICD10CM:I21.9,RXNORM:29046,0093-1113-10,T047');
    expect(entries.map((e) => (e.kind === 'lookup' ? [e.typed, e.lookup.kind, e.lookup.asDrug] : e))).toEqual(
      [
        ['I21.9', 'code', true],
        ['RXNORM:29046', 'rxcui', true],
        ['0093-1113-10', 'ndc', true],
      ],
    );
    // ICD10CM:I21.9 is I21.9 again; a TUI keeps today's words.
    expect(problems).toEqual([
      'ICD10CM:I21.9 is the same as I21.9; it is shown once.',
      expect.stringContaining('“T047” is not a CUI'),
    ]);
  });
});
