import type { InputKind } from './input-kind/index.ts';

/**
 * The batch page's input, kept in sessionStorage, not the URL: 5,000 lines do not fit in a
 * link, and a pasted list may be private. It survives a reload and dies with the tab. Here in
 * lib because other pages hand lines to the batch (the annotation page's mentions) by adding
 * them to it.
 */
export const BATCH_STORAGE = 'batch.input';

/** How term lines are searched: `auto` is exact, then normalised, then words. */
export type TermSearch = 'auto' | 'exact' | 'normalizedString' | 'words';

export interface BatchSettings {
  /** null: detect per line. */
  kind: InputKind | null;
  /** Source for bare codes. */
  source: string;
  targetSource: string;
  searchType: TermSearch;
  includeObsolete: boolean;
}

export const DEFAULT_SETTINGS: BatchSettings = {
  kind: null,
  source: '',
  targetSource: '',
  searchType: 'auto',
  includeObsolete: false,
};

export interface StoredBatch {
  text: string;
  settings: BatchSettings;
}

export function loadBatch(storage: Storage = sessionStorage): StoredBatch {
  try {
    const raw = storage.getItem(BATCH_STORAGE);
    if (!raw) return { text: '', settings: DEFAULT_SETTINGS };
    const parsed = JSON.parse(raw) as Partial<StoredBatch>;
    return {
      text: typeof parsed.text === 'string' ? parsed.text : '',
      settings: { ...DEFAULT_SETTINGS, ...(parsed.settings ?? {}) },
    };
  } catch {
    return { text: '', settings: DEFAULT_SETTINGS };
  }
}

export function saveBatch(batch: StoredBatch, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(BATCH_STORAGE, JSON.stringify(batch));
  } catch {
    // Quota or private mode: the list still works, it just will not survive a reload.
  }
}

/**
 * Adds lines to the batch input, after those it holds and without repeating one it has (case
 * aside); a target source is set only when the batch has none. Returns how many were added.
 */
export function addBatchLines(
  lines: readonly string[],
  targetSource: string | null,
  storage: Storage = sessionStorage,
): number {
  const stored = loadBatch(storage);
  const have = stored.text.split(/\r?\n/u).filter((l) => l.trim());
  const seen = new Set(have.map((l) => l.trim().toLocaleLowerCase('en-US')));
  const fresh = lines.filter((l) => {
    const k = l.trim().toLocaleLowerCase('en-US');
    if (!k || seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  saveBatch(
    {
      text: [...have, ...fresh].join('\n'),
      settings: {
        ...stored.settings,
        targetSource: stored.settings.targetSource || (targetSource ?? ''),
      },
    },
    storage,
  );
  return fresh.length;
}
