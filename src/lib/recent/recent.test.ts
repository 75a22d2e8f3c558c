import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecent, getRecent, MAX_RECENT, RECENT_STORAGE, recordVisit } from './recent.ts';

describe('recently viewed', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps concept, code, atom and drug pages, newest first, once each', () => {
    recordVisit('/concepts/C0027051', 'Myocardial Infarction');
    recordVisit('/search', 'Search');
    recordVisit('/drugs/314076', 'lisinopril 10 MG Oral Tablet');
    recordVisit('/concepts/C0027051', 'Myocardial Infarction');
    expect(getRecent().map((v) => [v.kind, v.path])).toEqual([
      ['concept', '/concepts/C0027051'],
      ['drug', '/drugs/314076'],
    ]);
    expect(sessionStorage.getItem(RECENT_STORAGE)).toContain('C0027051');
    expect(localStorage.getItem(RECENT_STORAGE)).toBeNull();
  });

  it('keeps the last 50 and clears', () => {
    for (let i = 0; i < 60; i++) recordVisit(`/sources/LNC/${i}`, `code ${i}`);
    expect(getRecent()).toHaveLength(MAX_RECENT);
    expect(getRecent()[0]?.path).toBe('/sources/LNC/59');
    clearRecent();
    expect(getRecent()).toEqual([]);
  });

  it('drops stored junk (a tampered entry) instead of rendering it', () => {
    sessionStorage.setItem(
      RECENT_STORAGE,
      JSON.stringify([{ path: 'javascript:alert(1)', title: 'x', kind: 'concept', at: '' }]),
    );
    expect(getRecent()).toEqual([]);
  });
});
