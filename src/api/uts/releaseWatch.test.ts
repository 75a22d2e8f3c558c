// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReleaseWatch } from './releaseWatch.ts';

const answer = (release: string) =>
  JSON.stringify({
    pageSize: 25,
    result: {
      classType: 'Concept',
      ui: 'C0011849',
      atoms: `https://uts-ws.nlm.nih.gov/rest/content/${release}/CUI/C0011849/atoms`,
    },
  });

describe('the release `current` stands for, read from answers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is read from the links of an answer to a `current` call, the latest answer winning', async () => {
    const watch = createReleaseWatch();
    watch.note('/content/current/CUI/C0011849', answer('2025AB'));
    expect(await watch.seen(0)).toBe('2025AB');
    watch.note('/search/current', answer('2026AA'));
    expect(await watch.seen(0)).toBe('2026AA');
  });

  it('is not read from a call naming its release, an answer without links, or one still saying current', async () => {
    const watch = createReleaseWatch();
    watch.note('/content/2024AA/CUI/C0011849', answer('2024AA'));
    watch.note('/metadata/current/sources', JSON.stringify({ result: [{ abbreviation: 'MSH' }] }));
    watch.note('/content/current/CUI/C0011849', answer('current'));
    const seen = watch.seen(2000);
    await vi.advanceTimersByTimeAsync(2000);
    expect(await seen).toBeNull();
  });

  it('a caller waiting is told by the next answer, or given up on when its signal aborts', async () => {
    const watch = createReleaseWatch();
    const waiting = watch.seen(2000);
    const stop = new AbortController();
    const stopped = watch.seen(2000, stop.signal);
    stop.abort();
    expect(await stopped).toBeNull();
    await vi.advanceTimersByTimeAsync(500);
    watch.note('/content/current/source/MSH/D017719', answer('2025AB'));
    expect(await waiting).toBe('2025AB');
  });
});
